import { readMelody } from '@fontes/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';
import { incipitGrams, incipitMelodies, incipits, melodyRebuilds } from '../db/schema.ts';
import { gramsOf } from './melody-grams.ts';

// An incipit's melodic features, derived from its PAE when its score is saved (the score's afterWrite, in
// the save's transaction), and again for every incipit by the rebuild (npm run melody:rebuild, or the
// server's start when a migration asked for it). Rows of deleted incipits go with them (foreign keys).

interface IncipitMusic {
  id: number;
  score_id: number;
  clef: string | null;
  key_signature: string | null;
  time_signature: string | null;
  pae: string | null;
}

/** The rows of one incipit: its line (none when the PAE cannot be read) and the line's grams. */
export function melodyRows(incipit: IncipitMusic) {
  const { melody } = readMelody({
    clef: incipit.clef,
    key_signature: incipit.key_signature,
    time_signature: incipit.time_signature,
    data: incipit.pae ?? '',
  });
  const line = melody ?? { intervals: [], rhythm: [], notes: [] };
  return {
    melody: {
      incipit_id: incipit.id,
      score_id: incipit.score_id,
      intervals: line.intervals,
      rhythm: line.rhythm,
      notes: line.notes.map((note) => note.indexes),
    },
    grams: gramsOf(line.intervals).map((gram, position) => ({ incipit_id: incipit.id, position, gram })),
  };
}

const musicColumns = {
  id: incipits.id,
  score_id: incipits.score_id,
  clef: incipits.clef,
  key_signature: incipits.key_signature,
  time_signature: incipits.time_signature,
  pae: incipits.pae,
};

// A statement's parameters are bounded (65535): grams go in chunks.
const CHUNK = 5000;

async function insertMelodies(db: Executor, list: IncipitMusic[]): Promise<void> {
  const rows = list.map(melodyRows);
  if (!rows.length) return;
  await db.insert(incipitMelodies).values(rows.map((r) => r.melody));
  const grams = rows.flatMap((r) => r.grams);
  for (let i = 0; i < grams.length; i += CHUNK)
    await db.insert(incipitGrams).values(grams.slice(i, i + CHUNK));
}

/** Derives the features of a score's incipits again (its save's transaction). */
export async function writeScoreMelodies(tx: Executor, scoreIds: number[]): Promise<void> {
  if (!scoreIds.length) return;
  await tx.delete(incipitMelodies).where(inArray(incipitMelodies.score_id, scoreIds));
  await insertMelodies(
    tx,
    await tx.select(musicColumns).from(incipits).where(inArray(incipits.score_id, scoreIds)),
  );
}

/**
 * Every incipit's features again, in batches of `batch` incipits (one transaction each, so that memory stays
 * bounded): the rows of each batch are replaced. Answers the number of incipits read.
 */
export async function rebuildMelodies(
  db: Executor & { transaction: (fn: (tx: Executor) => Promise<void>) => Promise<void> },
  batch = 2000,
): Promise<number> {
  let after = 0;
  let count = 0;
  for (;;) {
    const list = await db
      .select(musicColumns)
      .from(incipits)
      .where(sql`${incipits.id} > ${after}`)
      .orderBy(incipits.id)
      .limit(batch);
    if (!list.length) break;
    await db.transaction(async (tx) => {
      const ids = list.map((i) => i.id);
      await tx.delete(incipitMelodies).where(inArray(incipitMelodies.incipit_id, ids));
      await insertMelodies(tx, list);
    });
    after = list[list.length - 1].id;
    count += list.length;
  }
  await db.delete(melodyRebuilds);
  return count;
}

/** The rebuild a migration asked for (a row in melody_rebuilds), run at the server's start; the number rebuilt. */
export async function rebuildMelodiesIfAsked(
  db: Parameters<typeof rebuildMelodies>[0],
): Promise<number | null> {
  const asked = rowsOf(await db.execute(sql`select 1 from ${melodyRebuilds} limit 1`));
  return asked.length ? rebuildMelodies(db) : null;
}

export const melodyOfIncipit = (db: Executor, incipitId: number) =>
  db.select().from(incipitMelodies).where(eq(incipitMelodies.incipit_id, incipitId)).limit(1);
