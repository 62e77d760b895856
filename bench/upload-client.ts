// The uploads bench's client and floor (bench/upload-bench.ts) in a process of their own, as a browser
// sends from processes of its own: run inside the bench process, which by then holds the other sections'
// databases (1.2 GB), each 2 MB body added external memory to a large heap, whose collections ran on the
// same two cores as the server measured. Reads UPLOAD_BENCH_* and prints `figures <json>`.
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
