import { join } from 'node:path';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { DemoRefusal, loadDemo } from '../demo/load-demo.ts';
import { loggableError } from '../logging.ts';

// npm run demo: the demo archive into the database `npm start` uses (PGlite in DATA_DIR, or DATABASE_URL).

const config = configFromEnv();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
const started = performance.now();
console.log(
  `Loading the demo archive into ${config.databaseUrl ? 'PostgreSQL' : join(config.dataDir, 'db')}…`,
);
try {
  const counts = await loadDemo(database.db, { config, progress: (line) => console.log(`  ${line}`) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Demo archive loaded in ${seconds} s:`);
  for (const [name, count] of Object.entries(counts))
    console.log(`  ${String(count).padStart(5)} ${name.replace(/_/g, ' ')}`);
  console.log('Start the server with `npm start`; the first account registered becomes administrator.');
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof DemoRefusal ? error.message : loggableError(error));
} finally {
  await database.close();
}
