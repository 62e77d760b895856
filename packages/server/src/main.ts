import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { backupSocketPath, serveBackups } from './backup/backup-socket.ts';
import { configFromEnv } from './config.ts';
import { openDatabase, rowsOf } from './db/database.ts';
import { buildApp } from './http/app.ts';

const config = configFromEnv();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
const app = await buildApp({ config, db: database.db });
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

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await backups?.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const [{ n }] = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from users`));
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${join(config.dataDir, 'db')}`;
console.log(`\nFontes is running at http://${config.host}:${config.port}  (database: ${where})`);
if (n === 0)
  console.log('The database has no accounts yet: the first account registered becomes administrator.\n');
