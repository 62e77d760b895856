import { join } from 'node:path';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { loggableError } from '../logging.ts';
import { rebuildMelodies } from '../melody/melody-features.ts';

// npm run melody:rebuild: every incipit's melodic features derived again from its PAE, in the database
// `npm start` uses (stop a PGlite server first: its folder is open in one process only).

const config = configFromEnv();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
const started = performance.now();
try {
  const count = await rebuildMelodies(database.db);
  console.log(
    `Melodic features of ${count} incipits derived in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  process.exitCode = 1;
  console.error(loggableError(error));
} finally {
  await database.close();
}
