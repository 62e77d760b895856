import { readMelody } from '@fontes/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../db/database.ts';
import { incipitGrams, incipitMelodies, incipits } from '../db/schema.ts';
import { gramsOf } from './melody-grams.ts';

// An incipit's melodic features, derived from its PAE when its score is saved (the score's afterWrite, in
// the save's transaction), and again for every incipit by the rebuild (npm run melody:rebuild, the
// administrators' melody-rebuild job, or the server's start for incipits that have none). Rows of deleted
// incipits go with them (foreign keys).

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

/** Two statements whatever the number: the rows go as one JSON document and three arrays. */
async function insertMelodies(db: Executor, list: IncipitMusic[]): Promise<void> {
  const rows = list.map(melodyRows);
  if (!rows.length) return;
  await db.execute(sql`
    insert into ${incipitMelodies} (incipit_id, score_id, intervals, rhythm, notes)
    select incipit_id, score_id, intervals, rhythm, notes
    from jsonb_to_recordset(${JSON.stringify(rows.map((r) => r.melody))}::jsonb)
      as x(incipit_id int, score_id int, intervals smallint[], rhythm smallint[], notes jsonb)`);
  const grams = rows.flatMap((r) => r.grams);
  if (!grams.length) return;
  const array = (values: number[]) => `{${values.join(',')}}`;
  await db.execute(sql`
    insert into ${incipitGrams} (incipit_id, position, gram)
    select * from unnest(${array(grams.map((g) => g.incipit_id))}::int[],
      ${array(grams.map((g) => g.position))}::smallint[], ${array(grams.map((g) => g.gram))}::int[])`);
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

export interface RebuildOptions {
  batch?: number;
  missing?: boolean;
  /** Checked before each batch: a rebuild stopped between batches leaves every incipit's features whole. */
  signal?: AbortSignal;
  /** Told after each batch how many incipits are done. */
  onBatch?(done: number): Promise<void>;
}

/**
 * Every incipit's features again (or, with `missing`, those of the incipits that have none), in batches of
 * `batch` incipits, one transaction each, so that memory stays bounded. Answers the number of incipits read.
 */
export async function rebuildMelodies(
  db: Database,
  { batch = 2000, missing = false, signal, onBatch }: RebuildOptions = {},
): Promise<number> {
  let after = 0;
  let count = 0;
  const without = sql`not exists (select 1 from ${incipitMelodies} m where m.incipit_id = ${incipits.id})`;
  for (;;) {
    signal?.throwIfAborted();
    const list = await db
      .select(musicColumns)
      .from(incipits)
      .where(missing ? sql`${incipits.id} > ${after} and ${without}` : sql`${incipits.id} > ${after}`)
      .orderBy(incipits.id)
      .limit(batch);
    if (!list.length) break;
    await db.transaction(async (tx) => {
      const ids = `{${list.map((i) => i.id).join(',')}}`;
      await tx.execute(sql`delete from ${incipitMelodies} where incipit_id = any(${ids}::int[])`);
      await insertMelodies(tx, list);
    });
    after = list[list.length - 1].id;
    count += list.length;
    await onBatch?.(count);
  }
  return count;
}

/** How many incipits there are: the rebuild's total. */
export async function countIncipits(db: Executor): Promise<number> {
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${incipits}`));
  return n;
}

/**
 * At the server's start: the features of incipits that have none (saved before this migration, or restored
 * from an older backup). Two counts when there are none; the number derived.
 */
export async function rebuildMissingMelodies(db: Database): Promise<number> {
  const [counts] = rowsOf<{ incipits: number; melodies: number }>(
    await db.execute(sql`select (select count(*) from ${incipits})::int as incipits,
      (select count(*) from ${incipitMelodies})::int as melodies`),
  );
  return counts.incipits > counts.melodies ? rebuildMelodies(db, { missing: true }) : 0;
}

export const melodyOfIncipit = (db: Executor, incipitId: number) =>
  db.select().from(incipitMelodies).where(eq(incipitMelodies.incipit_id, incipitId)).limit(1);
