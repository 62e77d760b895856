import { entityOfType, type RecordName } from '@fontes/domain';
import { refuseUnless } from '../graphql/authorize.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { pageCursor, pageRequest } from '../graphql/paging.ts';
import type { Translate } from '../i18n.ts';
import { comparedFields, type FieldChange, isObject } from '../records/revision-changes.ts';
import {
  deletedPage,
  type RevisionRow,
  revisionPage,
  revisionTitle,
  revisionWithSnapshot,
  versionNumbers,
} from './history-rows.ts';
import { definitionOf, restoreDeleted, restoreRevision } from './restore.ts';
import { differences } from './revision-diff.ts';

// Who reads history: contributors (a revision names its author and keeps what a record held once).
// Who restores: whoever may save the record, which the save path checks.

const entityOf = (type: string) => entityOfType(type as RecordName);

/** A record's title as a snapshot shows it: a person by the primary name. */
export function snapshotTitle(snapshot: unknown, id: number): string {
  if (!isObject(snapshot)) return `#${id}`;
  const names = Array.isArray(snapshot.names) ? (snapshot.names as Record<string, unknown>[]) : [];
  const primary = names.find((name) => name.primary) ?? names[0];
  for (const value of [snapshot.short_title, snapshot.title, snapshot.name, primary?.name, snapshot.filename])
    if (typeof value === 'string' && value) return value;
  return `#${id}`;
}

function changeLabel(t: Translate, entity: string, change: FieldChange): string {
  const label = t(`${entity}.fields.${change.field}`);
  const counts = (['added', 'changed', 'removed'] as const).flatMap((kind) =>
    change[kind] ? [t(`History.items_${kind}`, { count: change[kind] })] : [],
  );
  return counts.length ? `${label} (${counts.join(', ')})` : label;
}

const restoredOf = (row: RevisionRow) => row.cause?.restored ?? row.cause?.restoredDeleted ?? null;

/** What made the change besides a save: a restore, a merge or its undo. */
function leadOf(t: Translate, row: RevisionRow, numbers: ReadonlyMap<number, number>): string | null {
  const { cause } = row;
  const restored = restoredOf(row);
  if (restored) return t('History.restored_from', { number: numbers.get(restored) ?? '?' });
  if (cause?.merge && cause.into)
    return t('Merge.history_merged_into', { id: cause.into, merge: cause.merge });
  if (cause?.merge) return t('Merge.history_merge', { id: cause.merge });
  if (cause?.undoMerge) return t('Merge.history_undo', { id: cause.undoMerge });
  if (cause?.bulkEdit) return t('Bulk.history_edit', { id: cause.bulkEdit });
  if (cause?.undoBulkEdit) return t('Bulk.history_undo', { id: cause.undoBulkEdit });
  return null;
}

/** The revision's one line in the caller's language; `numbers`: the versions restored, by revision id. */
function summaryOf(t: Translate, row: RevisionRow, numbers: ReadonlyMap<number, number>): string {
  const entity = entityOf(row.record_type);
  const lead = leadOf(t, row, numbers);
  const what =
    row.action === 'create'
      ? t('History.created')
      : row.action === 'delete'
        ? t('History.deleted')
        : row.summary === null
          ? t('History.saved')
          : row.summary.length
            ? row.summary.map((change) => changeLabel(t, entity, change)).join(', ')
            : t('History.unchanged');
  return lead ? `${lead}: ${what}` : what;
}

type Listed = RevisionRow & { snapshot?: unknown; title?: string };

/** A revision as GraphQL answers it; its title read only when asked for, where no snapshot was read. */
export interface RevisionAnswer {
  id: number;
  type: RecordName;
  record_id: number;
  action: 'create' | 'update' | 'delete';
  created_at: string;
  author: string | null;
  summary: string;
  changes: { field: string; label: string; added: number; changed: number; removed: number }[] | null;
  restored_from: number | null;
  merge: number | null;
  title: string | null;
}

function revisionAnswer(t: Translate, row: Listed, numbers: ReadonlyMap<number, number>): RevisionAnswer {
  const entity = entityOf(row.record_type);
  return {
    id: row.id,
    type: row.record_type as RecordName,
    record_id: row.record_id,
    action: row.action as 'create' | 'update' | 'delete',
    created_at: new Date(row.created_at).toISOString(),
    author: row.author,
    summary: summaryOf(t, row, numbers),
    changes:
      row.summary?.map((change) => ({
        field: change.field,
        label: t(`${entity}.fields.${change.field}`),
        added: change.added ?? 0,
        changed: change.changed ?? 0,
        removed: change.removed ?? 0,
      })) ?? null,
    restored_from: restoredOf(row),
    merge: row.cause?.merge ?? null,
    // A history's list reads no snapshot: its title is read when asked for (Revision.title).
    title: row.title ?? (row.snapshot === undefined ? null : snapshotTitle(row.snapshot, row.record_id)),
  };
}

/**
 * `t` remembering what it said: a page of revisions names the same few fields and counts again and again,
 * and i18next's lookup and interpolation, a hundred times over, cost more than the page's statement.
 */
function remembering(t: Translate): Translate {
  const said = new Map<string, string>();
  const remembered = (key: string, params?: Record<string, unknown>) => {
    const id = params ? `${key}\u0000${JSON.stringify(params)}` : key;
    let text = said.get(id);
    if (text === undefined) {
      text = params ? t(key, params) : t(key);
      said.set(id, text);
    }
    return text;
  };
  return remembered as unknown as Translate;
}

/** Revisions as GraphQL answers them, the versions they restored numbered in one statement. */
async function answers(ctx: GraphQLContext, rows: Listed[]): Promise<RevisionAnswer[]> {
  const numbers = await versionNumbers(
    ctx.db,
    rows.flatMap((row) => restoredOf(row) ?? []),
  );
  const t = remembering(ctx.t);
  return rows.map((row) => revisionAnswer(t, row, numbers));
}

/** How a record differs between two of its revisions, or between one and the record as it is now. */
async function revisionDiff(
  ctx: GraphQLContext,
  type: RecordName,
  id: number,
  from: number,
  to?: number | null,
) {
  const def = definitionOf(type);
  if (!def) return null;
  const ofRecord = (row: Awaited<ReturnType<typeof revisionWithSnapshot>>) =>
    row && row.record_type === type && row.record_id === id ? row : null;
  const older = ofRecord(await revisionWithSnapshot(ctx.db, from));
  const newer = to == null ? null : ofRecord(await revisionWithSnapshot(ctx.db, to));
  if (!older || (to != null && !newer)) return null;
  let now: unknown = newer?.snapshot;
  if (!newer) {
    const record = await def.load(ctx.db, id);
    now = record && def.revision ? def.revision(record) : record;
  }
  const fields = differences(ctx.t, entityOf(type), comparedFields(def), older.snapshot, now);
  const title = snapshotTitle(now ?? older.snapshot, id);
  const [fromAnswer, toAnswer] = await answers(ctx, [
    { ...older, title },
    ...(newer ? [{ ...newer, title }] : []),
  ]);
  return { from: fromAnswer, to: toAnswer ?? null, fields };
}

export const historyResolvers: Resolvers = {
  Query: {
    revisions: async (_, args, ctx) => {
      refuseUnless(ctx, 'contributor');
      const page = pageRequest(ctx.t, args, 50);
      if (!definitionOf(args.type)) return { total: 0, items: [], ...pageCursor(page, 0, 0) };
      const { items, total } = await revisionPage(ctx.db, args.type, args.id, page);
      return {
        total,
        items: await answers(ctx, items),
        ...pageCursor(page, items.length, total),
      };
    },
    revisionDiff: (_, args, ctx) => {
      refuseUnless(ctx, 'contributor');
      return revisionDiff(ctx, args.type, args.id, args.from, args.to);
    },
    deletedRecords: async (_, args, ctx) => {
      refuseUnless(ctx, 'contributor');
      const page = pageRequest(ctx.t, args, 50);
      const def = definitionOf(args.type);
      if (!def) return { total: 0, items: [], ...pageCursor(page, 0, 0) };
      const { items, total } = await deletedPage(ctx.db, args.type, def.table, page);
      return {
        total,
        items: await answers(ctx, items),
        ...pageCursor(page, items.length, total),
      };
    },
  },
  Mutation: {
    restoreRevision: (_, args, ctx) =>
      restoreRevision(ctx, args.type, args.id, args.revision, args.updated_at),
    restoreDeleted: (_, args, ctx) => restoreDeleted(ctx, args.type, args.id),
  },
  Revision: {
    title: async (revision, _, ctx) =>
      revision.title ?? (await revisionTitle(ctx.db, revision.id)) ?? `#${revision.record_id}`,
  },
};
