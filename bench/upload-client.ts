// The uploads bench's client and floor (bench/upload-bench.ts) in a process of their own, as a browser
// sends from processes of its own: inside the bench process, which by then holds about 1 GB of the other
// sections' databases, their garbage collections ran on the same two cores as the floor and the server
// (session 14: floor 288 / 426 MB/s there, 780–870 in a process of its own). Reads UPLOAD_BENCH_* and
// prints `figures <json>`.
import { readFile } from 'node:fs/promises';
import { uploadThroughput } from './upload-bench.ts';

const env = (name: string) => process.env[`UPLOAD_BENCH_${name}`] ?? '';
const figures = await uploadThroughput(
  env('LABEL'),
  await readFile(env('SCAN')),
  Number(env('UPLOADS')),
  env('DATABASE_URL') || undefined,
);
console.log(`figures ${JSON.stringify(figures)}`);
process.exit(0);
