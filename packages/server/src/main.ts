import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { backupSocketPath, serveBackups } from './backup/backup-socket.ts';
import { configFromEnv } from './config.ts';
import { openDatabase, rowsOf } from './db/database.ts';
import { buildApp } from './http/app.ts';
import { rebuildMissingMelodies } from './melody/melody-features.ts';
import { refreshSearchIndex } from './search/refresh.ts';

const config = configFromEnv();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
const app = await buildApp({ config, db: database.db });
// Once after an update that changed what search entries hold (or a restore of an older archive).
const refreshed = await refreshSearchIndex(database.db);
if (refreshed) app.log.info(`Search entries written again: ${refreshed}`);
// Incipits saved before melodic search, or restored from an older backup, get their features now.
const rebuilt = await rebuildMissingMelodies(database.db);
if (rebuilt) app.log.info(`melodic features of ${rebuilt} incipits derived`);
// PGlite cannot be opened by `npm run backup` while this process holds it: the backup asks this process.
// Without it (a socket path too long for the system, say) the server still serves; only that backup path is missing.
const backups = config.databaseUrl
  ? null
  : await serveBackups(
      { database, filesRoot: join(config.dataDir, 'files') },
      backupSocketPath(config.dataDir),
      (error) => app.log.error({ err: error }, 'backup failed'),
    ).catch((error: Error) => {
      app.log.warn(`No backups through this server (${error.message}): stop it to run npm run backup.`);
      return null;
    });

// Requests still running after this are cut off: a stop must not wait on a stuck client for ever.
const SHUTDOWN_MS = 10_000;
let closing = false;

/**
 * Stops accepting connections, lets the requests in flight finish, then closes the database, so that
 * PGlite's files are complete on disk. A second signal, or SHUTDOWN_MS, exits at once.
 */
async function shutdown(signal: string) {
  if (closing) {
    app.log.warn(`${signal} again: exiting without waiting`);
    process.exit(1);
  }
  closing = true;
  app.log.info(`${signal}: closing`);
  setTimeout(() => {
    app.log.error(`still closing after ${SHUTDOWN_MS / 1000} s: exiting`);
    process.exit(1);
  }, SHUTDOWN_MS).unref();
  try {
    await app.close();
    await backups?.close();
    app.log.info('requests finished');
  } finally {
    await database.close();
  }
  app.log.info('database closed');
  process.exit(0);
}
const onSignal = (signal: string) =>
  shutdown(signal).catch((error: Error) => {
    app.log.error({ err: error }, 'closing failed');
    process.exit(1);
  });
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

await app.listen({ port: config.port, host: config.host }).catch(async (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  // A common slip (a second server, another program on the port): one line saying what to do, no stack.
  console.error(
    `Port ${config.port} is already in use: stop what uses it, or choose another port with PORT (e.g. PORT=${config.port + 1} npm start).`,
  );
  await backups?.close();
  await database.close();
  process.exit(1);
});
const [{ n }] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users`));
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${join(config.dataDir, 'db')}`;
console.log(`\nFontes is running at http://${config.host}:${config.port}  (database: ${where})`);
if (n === 0)
  console.log('The database has no accounts yet: the first account registered becomes administrator.\n');
