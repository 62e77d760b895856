import type { AnyRecordDefinition } from './record-definition.ts';

// What one save changed, field by field, told from the record's snapshots before and after it: the
// history's one-line summary is written from it, and the diff walks the same comparison deeper.

type Values = Record<string, unknown>;

/** One field a save changed; a list's items counted as added, changed and removed (matched by id). */
export interface FieldChange {
  field: string;
  added?: number;
  changed?: number;
  removed?: number;
}

/** What a record type's snapshots are compared by: its fields, and which lists it owns. */
export interface ComparedFields {
  /** The fields a user edits (the domain schema's), in the form's order. */
  fields: readonly string[];
  /** Lists whose items are the record's own (a score's parts): an item's content counts, not only its id. */
  owned: ReadonlySet<string>;
}

const shapes = new WeakMap<AnyRecordDefinition, ComparedFields>();

/** The fields of a definition's records that a change is told by. */
export function comparedFields(def: AnyRecordDefinition): ComparedFields {
  let shape = shapes.get(def);
  if (!shape) {
    const schema = def.schema as { shape?: object };
    const fields = [
      ...Object.keys(schema.shape ?? {}).filter((field) => field !== 'id' && field !== 'updated_at'),
      ...(def.described ?? []),
    ];
    shape = { fields, owned: new Set((def.lists ?? []).map((list) => list.field)) };
    shapes.set(def, shape);
  }
  return shape;
}

/** A plain object (a record, an item), not a list. */
export const isObject = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys a record's stored rows carry that say nothing of what a user changed. */
const UNCOMPARED = new Set(['id', 'position', 'created_at', 'updated_at']);

/**
 * A value as a user sees it changed or not: another record it points at by its id (a renamed collection
 * changes no score), an owned item without its own id and place, empty in any form as one value, its
 * keys in one order.
 */
export function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (!isObject(value)) return value ?? null;
  const out: Values = {};
  // In key order: a snapshot read back from jsonb has its keys in jsonb's order, not the load's.
  for (const key of Object.keys(value).sort()) {
    const inner = value[key];
    if (UNCOMPARED.has(key)) continue;
    out[key] = isObject(inner) && typeof inner.id === 'number' ? inner.id : comparable(inner);
  }
  return out;
}

export const sameValue = (a: unknown, b: unknown) =>
  JSON.stringify(comparable(a) ?? null) === JSON.stringify(comparable(b) ?? null);

/** A top-level field's value as compared: another record it points at by its id, an owned item whole. */
export const topValue = (value: unknown, owned: boolean) =>
  !owned && isObject(value) && typeof value.id === 'number' ? value.id : value;

/** The items of a list field, by their ids; items without one are keyed by their place. */
export function itemsById(value: unknown): Map<string, Values> {
  const items = Array.isArray(value) ? value : [];
  return new Map(
    items.map((item, i) => [
      isObject(item) && typeof item.id === 'number' ? `#${item.id}` : `@${i}`,
      item as Values,
    ]),
  );
}

/** How a list's items changed: matched by id; an owned item changed when its content did. */
function listChange(field: string, before: unknown, after: unknown, owned: boolean): FieldChange | null {
  const old = itemsById(before);
  const now = itemsById(after);
  let added = 0;
  let changed = 0;
  for (const [key, item] of now) {
    const was = old.get(key);
    if (!was) added += 1;
    else if (owned && !sameValue(was, item)) changed += 1;
  }
  const removed = [...old.keys()].filter((key) => !now.has(key)).length;
  // The same items in another order: the list changed, none of its items did.
  const moved = !added && !removed && [...old.keys()].join() !== [...now.keys()].join();
  if (!added && !changed && !removed && !moved) return null;
  return {
    field,
    ...(added ? { added } : {}),
    ...(changed ? { changed } : {}),
    ...(removed ? { removed } : {}),
  };
}

const isList = (value: unknown) => Array.isArray(value);

/** The fields that differ between two snapshots of one record, in the form's order. */
export function changesBetween(shape: ComparedFields, before: unknown, after: unknown): FieldChange[] {
  const old = isObject(before) ? before : {};
  const now = isObject(after) ? after : {};
  return shape.fields.flatMap((field): FieldChange[] => {
    const was = old[field];
    const is = now[field];
    const owned = shape.owned.has(field);
    if (isList(was) || isList(is)) {
      const change = listChange(field, was, is, owned);
      return change ? [change] : [];
    }
    return sameValue(topValue(was, owned), topValue(is, owned)) ? [] : [{ field }];
  });
}
