import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { columnList, quoted, readShape } from '../backup/database-shape.ts';
import { type Database, rowsOf } from '../db/database.ts';

/**
 * Everything a database and its file store hold, for comparing two of them: every row of every table
 * (generated columns included, so the search document is checked too) in primary-key order, as
 * PostgreSQL's JSON in UTC, and the SHA-256 of every stored file's bytes.
 */
export async function everything(db: Database, filesRoot: string) {
  const tables: Record<string, string[]> = {};
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    for (const table of await readShape(tx)) {
      const rows = rowsOf<{ line: string }>(
        await tx.execute(
          sql.raw(
            `select row_to_json(t)::text as line from ${quoted(table.name)} t order by ${columnList(table.primaryKey, 't.')}`,
          ),
        ),
      );
      tables[table.name] = rows.map(({ line }) => line);
    }
  });
  const files: Record<string, string> = {};
  for (const fan of await readdir(filesRoot).catch(() => []))
    for (const name of await readdir(join(filesRoot, fan)))
      files[name] = createHash('sha256')
        .update(await readFile(join(filesRoot, fan, name)))
        .digest('hex');
  return { tables, files };
}
