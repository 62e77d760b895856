import type { RecordName } from '@fontes/domain';
import { eq } from 'drizzle-orm';
import { recordDefinitions } from '../entities/resolvers.ts';
import { refusalFor } from '../graphql/authorize.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { refused, say, type UpsertResult } from '../graphql/results.ts';
import { UNKNOWN_RECORD_KEY } from '../records/links.ts';
import { survivorOf } from '../records/merged-ids.ts';
import type { AnyRecordDefinition, RecordInput } from '../records/record-definition.ts';
import type { OwnedList } from '../records/record-types.ts';
import { comparedFields, isObject } from '../records/revision-changes.ts';
import { saveRecord } from '../records/save-record.ts';
import { latestRevisionId, revisionWithSnapshot } from './history-rows.ts';

// A revision brought back: its snapshot made into the input a form would send, saved through the one
// save path (permission, validation, the version check, links that must exist, a revision of its own).

type Values = Record<string, unknown>;

/** The definition of a record type that keeps revisions, or null (an entry keeps its history in its page). */
export function definitionOf(type: string): AnyRecordDefinition | null {
  return (recordDefinitions as Record<string, AnyRecordDefinition>)[type] ?? null;
}

/** The fields holding another record (by the definition's links) become its id; the rest is copied. */
function inputItem(item: Values, links: ReadonlySet<string>, lists: readonly OwnedList[]): Values {
  const out: Values = {};
  for (const [key, value] of Object.entries(item)) {
    if (links.has(key)) out[key] = isObject(value) ? (value.id ?? null) : value;
    else {
      const list = lists.find((l) => l.field === key);
      out[key] = list ? listInput(value, list) : value;
    }
  }
  return out;
}

function listInput(value: unknown, list: OwnedList): unknown {
  const links = new Set((list.links ?? []).map((link) => link.field));
  const convert = (item: unknown) => (isObject(item) ? inputItem(item, links, list.lists ?? []) : item);
  return Array.isArray(value) ? value.map(convert) : convert(value);
}

/**
 * The input that saves a record as a snapshot shows it: the schema's fields, other records by their ids
 * (the schema leaves out what it does not know: derived values, titles of what is pointed at).
 */
export function inputOfSnapshot(def: AnyRecordDefinition, snapshot: unknown): RecordInput {
  const record = isObject(snapshot) ? snapshot : {};
  const links = new Set((def.links ?? []).map((link) => link.field));
  const fields = new Set(comparedFields(def).fields);
  const kept = Object.fromEntries(Object.entries(record).filter(([key]) => fields.has(key)));
  const input = inputItem(kept, links, def.lists ?? []);
  return def.restoreInput ? def.restoreInput(record, input) : input;
}

/**
 * `revision` of the record saved again as its current version, based on the version the caller saw
 * (`basedOn`, the record's `updated_at`; the stored one when not said). Refused when the revision is not
 * the record's, kept no record (a delete), or names records gone since (the message says which field).
 */
export async function restoreRevision(
  ctx: GraphQLContext,
  type: string,
  id: number,
  revision: number,
  basedOn: string | null | undefined,
): Promise<UpsertResult> {
  const def = definitionOf(type);
  const refusal = refusalFor(ctx, def?.writeRequirement ?? 'contributor');
  if (refusal) return refused(refusal, []);
  const row = def ? await revisionWithSnapshot(ctx.db, revision) : null;
  if (!def || !row || row.record_type !== type || row.record_id !== id || row.action === 'delete')
    return refused(say(ctx.t, 'History.error_revision_not_found'), []);
  if (def.restoresVersions === false) return refused(say(ctx.t, 'History.error_version_not_restorable'), []);
  const [current] = await ctx.db
    .select({ updated_at: def.table.updated_at })
    .from(def.table)
    .where(eq(def.table.id, id));
  if (!current) return refused(say(ctx.t, 'History.error_record_deleted'), []);
  const updated_at = basedOn ?? (current.updated_at as Date).toISOString();
  const input = { ...inputOfSnapshot(def, row.snapshot), id, updated_at };
  return explained(ctx, await saveRecord(ctx, def, { input }, { restored: revision }), 'History.restored');
}

/** A deleted record saved again under its id, as its delete's revision kept it. */
export async function restoreDeleted(
  ctx: GraphQLContext,
  type: RecordName,
  id: number,
): Promise<UpsertResult> {
  const def = definitionOf(type);
  const refusal = refusalFor(ctx, def?.writeRequirement ?? 'contributor');
  if (refusal) return refused(refusal, []);
  if (!def) return refused(say(ctx.t, 'History.error_revision_not_found'), []);
  if (def.restoresDeleted === false) return refused(say(ctx.t, 'History.error_not_restorable'), []);
  const [exists] = await ctx.db.select({ id: def.table.id }).from(def.table).where(eq(def.table.id, id));
  if (exists) return refused(say(ctx.t, 'History.error_not_deleted'), []);
  if ((await survivorOf(ctx.db, type, id)) !== null) return refused(say(ctx.t, 'History.error_merged'), []);
  const last = await latestRevisionId(ctx.db, type, id);
  const row = last === null ? null : await revisionWithSnapshot(ctx.db, last);
  if (row?.action !== 'delete') return refused(say(ctx.t, 'History.error_revision_not_found'), []);
  const input = inputOfSnapshot(def, row.snapshot);
  const saved = await saveRecord(ctx, def, { input }, { restoredDeleted: row.id, restoreId: id });
  return explained(ctx, saved, 'History.restored_record');
}

/**
 * A restore's answer: `done` when saved; a refusal because a field names a record gone since the revision
 * (an attribution's person) said as such, with the fields' findings kept beside it.
 */
function explained(ctx: GraphQLContext, result: UpsertResult, done: string): UpsertResult {
  if (result.success) return { ...result, ...say(ctx.t, done) };
  const gone = result.errors.some((error) => error.key === UNKNOWN_RECORD_KEY);
  return gone ? { ...result, ...say(ctx.t, 'History.error_links_gone') } : result;
}
