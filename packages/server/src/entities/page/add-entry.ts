import { entrySchema, validate } from '@fontes/domain';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { regionOf } from '../../db/region-columns.ts';
import { entries, pages } from '../../db/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { EntryInput } from '../../graphql/generated/resolvers.ts';
import { type FieldErrorResult, Refusal, type UpsertResult } from '../../graphql/results.ts';
import type { RecordInput } from '../../records/record-definition.ts';
import { saveBatch } from '../../records/save-record.ts';
import { pageRecord } from './page-record.ts';

/** An entry as a page's input sends it again unchanged: its id and what it transcribes. */
function storedEntry(row: typeof entries.$inferSelect) {
  const { id, number, signature, genre, composer, annotation, notes } = row;
  return { id, number, signature, genre, composer, annotation, notes, region: regionOf(row) };
}

/**
 * The page as stored, with `entry` after its last entry: read in the save's transaction with the page
 * locked, so that no other save of the page comes between (its version is the stored one).
 */
async function pageWithEntry(tx: Transaction, pageId: number, entry: EntryInput): Promise<RecordInput[]> {
  const [page] = await tx.select().from(pages).where(eq(pages.id, pageId)).for('update');
  if (!page) throw new Refusal('Server.error_not_found');
  const stored = await tx
    .select()
    .from(entries)
    .where(eq(entries.page_id, pageId))
    .orderBy(asc(entries.position), asc(entries.id));
  // A new entry: an id sent with it would name a stored one (or another page's).
  const { id: _id, ...added } = entry;
  return [
    {
      id: page.id,
      updated_at: page.updated_at.toISOString(),
      catalog: page.catalog_id,
      number: page.number,
      digital_copy_file: page.digital_copy_file_id,
      entries: [...stored.map(storedEntry), added],
    },
  ];
}

/** The entry alone checked first, by the rules of a page's entries: refused at its own fields' paths. */
function refuseInvalidEntry(entry: EntryInput): void {
  const checked = validate(entrySchema, entry);
  if (!checked.ok) throw new Refusal('Server.error_validation', {}, checked.errors);
}

/**
 * The new entry's findings at its own fields' paths, as an upsert's are at its input's (`region`, not
 * `entries.3.region`); the page's own stay where they are.
 */
function entryErrors(errors: FieldErrorResult[], index: number): FieldErrorResult[] {
  const prefix = `entries.${index}.`;
  return errors.map((error) =>
    error.path.startsWith(prefix) ? { ...error, path: error.path.slice(prefix.length) } : error,
  );
}

/**
 * addEntry: one entry added after the page's last, saved as upsertPage saves the page (permission,
 * validation, version, revision, search entries, one transaction) without the client sending the page's
 * other entries back. The entry is checked on its own before the page is looked up. Answers the page's id.
 */
export async function addEntry(
  ctx: GraphQLContext,
  pageId: number,
  entry: EntryInput,
): Promise<UpsertResult> {
  let index = 0;
  const result = await saveBatch(ctx, pageRecord, {
    args: {},
    inputs: async (tx) => {
      refuseInvalidEntry(entry);
      const input = await pageWithEntry(tx, pageId, entry);
      index = (input[0].entries as unknown[]).length - 1;
      return input;
    },
  });
  const { ids, errors, ...said } = result;
  return { ...said, id: ids[0] ?? null, errors: entryErrors(errors, index), warnings: [] };
}
