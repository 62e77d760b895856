import { type OpenDatabase, openDatabase } from '../packages/server/src/db/database.ts';
import { type BenchPart, benchFailed } from './smoke.ts';

/** A database a part opens for itself, dropped when done (PostgreSQL's). */
export type FreshDatabase = () => Promise<OpenDatabase & { drop?(): Promise<void> }>;

/**
 * `measure` on a fresh in-memory PGlite, then on PostgreSQL when given, each database closed (and dropped)
 * after; a failure is printed and counted as the part's. Answers the summary lines `measure` answered.
 */
export async function onEachDatabase(
  part: BenchPart,
  out: (line?: string) => void,
  postgres: FreshDatabase | undefined,
  measure: (label: string, database: OpenDatabase) => Promise<string>,
): Promise<string[]> {
  const summaries: string[] = [];
  const each = async (label: string, open: FreshDatabase) => {
    const database = await open();
    try {
      summaries.push(await measure(label, database));
    } catch (error) {
      const message = (error as Error).message;
      out(`   ${label}: FAILED — ${message}`);
      summaries.push(`${part} FAILED (${message})`);
      benchFailed(part, `${label}: ${message}`);
    } finally {
      await database.close();
      await database.drop?.();
    }
  };
  await each('PGlite (in memory)', () => openDatabase({ dataDir: 'memory://' }));
  if (postgres) await each('PostgreSQL', postgres);
  return summaries;
}
