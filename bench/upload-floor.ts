// The upload bench's floor (bench/upload-bench.ts): a bare node:http route in a process of its own, as
// the server is, that receives an upload's multipart body, hashes it with SHA-256 and writes it to a file
// of its own. What a server receiving over HTTP on these cores cannot do faster. Listens on
// UPLOAD_FLOOR_DIR's port 0 and prints `ready <port>`.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const dir = process.env.UPLOAD_FLOOR_DIR ?? '';
const server = createServer(async (request, response) => {
  const hash = createHash('sha256');
  await pipeline(
    request,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        yield chunk;
      }
    },
    createWriteStream(join(dir, randomBytes(12).toString('hex')), { highWaterMark: 1024 * 1024 }),
  );
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ sha256: hash.digest('hex') }));
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
