import { join, resolve } from 'node:path';
import { RestoreRefusal, restoreBackup } from '../backup/restore-backup.ts';
import { configFromEnv } from '../config.ts';
import { DatabaseInUse } from '../db/data-folder-lock.ts';
import { openDatabase } from '../db/database.ts';

// npm run restore -- archive.tar.gz: a backup into an empty data folder (PGlite) or empty DATABASE_URL.

const archive = process.argv[2];
if (!archive) {
  console.error(
    'Usage: npm run restore -- <backup.tar.gz>  (into the empty DATA_DIR, or the empty DATABASE_URL)',
  );
  process.exit(2);
}
const config = configFromEnv();
const where = config.databaseUrl ? 'PostgreSQL' : join(config.dataDir, 'db');
const started = performance.now();
try {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: join(config.dataDir, 'db'),
    migrate: false,
  });
  try {
    console.log(`Restoring ${archive} into ${where} and ${join(config.dataDir, 'files')}…`);
    const progress = (line: string) => console.log(`  ${line}`);
    const path = resolve(process.env.INIT_CWD || process.cwd(), archive);
    const manifest = await restoreBackup(path, {
      database,
      filesRoot: join(config.dataDir, 'files'),
      progress,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Restored in ${seconds} s: the backup of ${manifest.created_at}, every table's rows counted and checked.`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof RestoreRefusal || error instanceof DatabaseInUse ? error.message : error);
}
