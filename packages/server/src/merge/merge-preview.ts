import { entityOfType, type RecordType } from '@fontes/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Executor, eachInOrder } from '../db/database.ts';
import { type genres, searchRecords } from '../db/schema.ts';
import { shown } from '../history/revision-diff.ts';
import type { Translate } from '../i18n.ts';
import { comparedFields, isObject, sameValue, topValue } from '../records/revision-changes.ts';
import type { MergeTarget } from './merge-targets.ts';

// What a merge will do, before it is done: the records side by side field by field, and every record
// whose links will move to the survivor.

export interface MergeRecordRef {
  id: number;
  title: string;
  subtitle: string | null;
  updated_at: string | null;
}

/** One field of the records side by side: each record's value as a reader sees it, the survivor's first. */
export interface MergeField {
  field: string;
  label: string;
  list: boolean;
  values: (string | null)[];
  same: boolean;
}

export interface MergeHolders {
  type: RecordType;
  count: number;
  titles: string[];
}

export interface MergePreview {
  records: MergeRecordRef[];
  fields: MergeField[];
  relinked: MergeHolders[];
}

const NAMED = 5;

/** Null when one of the records is not there. */
export async function mergePreview(
  db: Executor,
  t: Translate,
  target: MergeTarget,
  ids: number[],
): Promise<MergePreview | null> {
  const records = target.definition ? await recordsOf(db, target, ids) : await namesOf(db, target, ids);
  if (!records) return null;
  return {
    records: records.refs,
    fields: records.fields(t),
    relinked: await relinkedBy(db, target, ids.slice(1)),
  };
}

async function recordsOf(db: Executor, target: MergeTarget, ids: number[]) {
  const def = target.definition;
  if (!def) return null;
  const loaded = await eachInOrder(ids, (id) => def.load(db, id));
  if (loaded.some((record) => !record)) return null;
  const titles = await db
    .select({ id: searchRecords.record_id, title: searchRecords.title, subtitle: searchRecords.subtitle })
    .from(searchRecords)
    .where(and(eq(searchRecords.type, target.type), inArray(searchRecords.record_id, ids)));
  const refs = loaded.map((record, i) => {
    const found = titles.find((row) => row.id === ids[i]);
    const values = record as Record<string, unknown>;
    const stamp = values.updated_at;
    return {
      id: ids[i],
      title: found?.title ?? `#${ids[i]}`,
      subtitle: found?.subtitle ?? null,
      updated_at: stamp instanceof Date ? stamp.toISOString() : typeof stamp === 'string' ? stamp : null,
    };
  });
  const shape = comparedFields(def);
  const entity = entityOfType(target.type as RecordType);
  const fields = (t: Translate): MergeField[] =>
    shape.fields.flatMap((field) => {
      const raw = loaded.map((record) => (isObject(record) ? record[field] : undefined));
      const values = raw.map((value) => shown(t, value));
      if (values.every((value) => value === null)) return [];
      const owned = shape.owned.has(field);
      const same = raw.every((value) => sameValue(topValue(value, owned), topValue(raw[0], owned)));
      const list = raw.some(Array.isArray);
      return [{ field, label: t(`${entity}.fields.${field}`), list, values, same }];
    });
  return { refs, fields };
}

async function namesOf(db: Executor, target: MergeTarget, ids: number[]) {
  const table = target.table as typeof genres;
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  if (rows.length !== ids.length) return null;
  const ordered = ids.map((id) => rows.find((row) => row.id === id)?.name ?? '');
  const refs = ids.map((id, i) => ({ id, title: ordered[i], subtitle: null, updated_at: null }));
  const fields = (t: Translate): MergeField[] => [
    {
      field: 'name',
      label: t('Merge.name'),
      list: false,
      values: ordered,
      same: ordered.every((name) => name === ordered[0]),
    },
  ];
  return { refs, fields };
}

/** Per kind of link, the records whose link to a merged record will move: counted, the first named. */
async function relinkedBy(db: Executor, target: MergeTarget, merged: number[]): Promise<MergeHolders[]> {
  const found = await eachInOrder(target.links, async (link) => ({
    type: link.type,
    ids: [...new Set(await link.holders(db, merged))],
  }));
  const byType = new Map<RecordType, Set<number>>();
  for (const { type, ids } of found)
    for (const id of ids) byType.set(type, (byType.get(type) ?? new Set()).add(id));
  return eachInOrder([...byType], async ([type, set]) => {
    const titles = await db
      .select({ title: searchRecords.title })
      .from(searchRecords)
      .where(and(eq(searchRecords.type, type), inArray(searchRecords.record_id, [...set])))
      .orderBy(asc(searchRecords.sort_title))
      .limit(NAMED);
    return { type, count: set.size, titles: titles.map((row) => row.title) };
  });
}
