// The server alone in a process of its own (bench/server-process.ts), for the peak-RSS and upload figures of
// bench/iiif-bench.ts and the export's memory (bench/export-bench.ts), its files in IIIF_BENCH_DATA. With IIIF_BENCH_IMAGE set, it only stores that image as
// an upload stores it and prints `prepared <fileId>` (its buffers are not the serving process's memory);
// else it serves and prints `ready <port> <token>` once listening, with a contributor's session token.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { configFromEnv } from '../packages/server/src/config.ts';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { files } from '../packages/server/src/db/schema.ts';
import { inspectContent } from '../packages/server/src/files/inspect.ts';
import { storageFor } from '../packages/server/src/files/storage.ts';
import { buildApp } from '../packages/server/src/http/app.ts';
import { createUser } from '../packages/server/src/test/harness.ts';

const dataDir = process.env.IIIF_BENCH_DATA as string;
const config = configFromEnv({ RATE_LIMIT_PER_MINUTE: '100000000', DATA_DIR: dataDir });
// PostgreSQL when IIIF_BENCH_DATABASE_URL names a database, else PGlite in the data folder.
const url = process.env.IIIF_BENCH_DATABASE_URL;
const database = await openDatabase(url ? { url } : { dataDir: join(dataDir, 'db') });
const image = process.env.IIIF_BENCH_IMAGE;
if (image) {
  const storage = storageFor(config);
  const received = await storage.receive(createReadStream(image));
  const content = await inspectContent(received, 'image/jpeg');
  await storage.adopt(received);
  const [row] = await database.db
    .insert(files)
    .values({ filename: 'scan.jpg', ...content })
    .returning({ id: files.id });
  await database.close();
  console.log(`prepared ${row.id}`);
} else {
  const app = await buildApp({ config, db: database.db, logger: false, webDist: '/nonexistent' });
  const { token } = await createUser(database.db, { permission: 2 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`ready ${(app.server.address() as { port: number }).port} ${token}`);
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
