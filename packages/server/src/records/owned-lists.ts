import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { columnKey, linkColumns, listItems } from './links.ts';
import type { OwnedList } from './record-types.ts';
import { refuseWhileHeld } from './references.ts';
import { nextVersion } from './versions.ts';

export type { OwnedList } from './record-types.ts';

type Values = Record<string, unknown>;

interface Owner {
  id: number;
  items: Values[];
  /** The items as sent, in the same order: what a stored item's input leaves out. */
  inputs: Values[];
}

/** A list's items as sent (an item that is no object counts as one sending nothing). */
function inputItems(list: OwnedList, input: Values): Values[] {
  const value = input[list.field];
  const items = list.single ? (value ? [value] : []) : Array.isArray(value) ? value : [];
  return items.map((item) => (item && typeof item === 'object' ? (item as Values) : {}));
}

/**
 * A stored item's links (a page's image, an attribution's person) left out of its input stay as they are,
 * as a list left out of a record stays: a client that does not know a field does not erase it.
 */
function keptLinks(list: OwnedList, values: Values, input: Values | undefined): Values {
  const kept = { ...values };
  for (const link of list.links ?? [])
    if (input && !(link.field in input)) delete kept[columnKey(link.column)];
  return kept;
}

/** A record whose lists are saved: its id, its validated values and its input as sent. */
interface ListOwner {
  id: number;
  values: Values;
  input: Values;
}

/**
 * Saves the owned lists of the records one save writes. A list left out of a record's input (undefined)
 * stays as it is; null or [] empties it. Nested lists always come with their item.
 */
export async function saveOwnedLists(
  tx: Transaction,
  lists: readonly OwnedList[],
  records: readonly ListOwner[],
): Promise<void> {
  for (const list of lists) {
    const owners = records
      .filter((record) => record.input[list.field] !== undefined)
      .map((record) => ({
        id: record.id,
        items: listItems(list, record.values).map((i) => i.item),
        inputs: inputItems(list, record.input),
      }));
    await saveList(tx, list, owners);
  }
}

/** One list for many owners at once: a constant number of statements per level, plus one per changed row. */
async function saveList(tx: Transaction, list: OwnedList, owners: Owner[]): Promise<void> {
  if (!owners.length) return;
  const ownerKey = columnKey(list.owner);
  const existing = (await tx
    .select()
    .from(list.table)
    .where(
      inArray(
        list.owner,
        owners.map((o) => o.id),
      ),
    )) as Values[];
  const byId = new Map(existing.map((row) => [row.id as number, row]));
  const kept = new Set<number>();
  const updates: Array<{ id: number; values: Values }> = [];
  const inserts: Values[] = [];
  const saved: Array<{ item: Values; input: Values; id?: number; slot?: string }> = [];
  for (const owner of owners) {
    owner.items.forEach((item, index) => {
      const values = {
        ...list.columns(item),
        ...linkColumns(list.links, item),
        [ownerKey]: owner.id,
        ...(list.single ? {} : { position: index + 1 }),
      };
      const row = typeof item.id === 'number' ? byId.get(item.id) : undefined;
      const input = owner.inputs[index] ?? {};
      if (row && row[ownerKey] === owner.id && !kept.has(row.id as number)) {
        kept.add(row.id as number);
        const update = keptLinks(list, values, input);
        if (changed(row, update)) updates.push({ id: row.id as number, values: update });
        saved.push({ item, input, id: row.id as number });
      } else {
        inserts.push(values);
        saved.push({ item, input, slot: slotOf(values, ownerKey) });
      }
    });
  }
  const removed = existing.map((row) => row.id as number).filter((id) => !kept.has(id));
  if (removed.length) {
    await refuseWhileHeld(tx, list.references ?? [], removed, 'Server.error_item_referenced');
    for (const ids of slices(removed, MAX_PARAMETERS))
      await tx.delete(list.table).where(inArray(list.table.id, ids));
  }
  const versioned = 'updated_at' in getTableColumns(list.table);
  for (const { id, values } of updates) {
    const set = versioned ? { ...values, updated_at: nextVersion } : values;
    await tx.update(list.table).set(set).where(eq(list.table.id, id));
  }
  if (inserts.length) {
    // Inserted rows are matched back by owner and position, which are unique within one save.
    // Lists within their maximum still add up (a part's voices, of every part at once): in slices.
    const perStatement = Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(list.table)).length);
    const rows: Values[] = [];
    for (const slice of slices(inserts, perStatement))
      rows.push(...((await tx.insert(list.table).values(slice).returning()) as Values[]));
    const idBySlot = new Map(rows.map((row) => [slotOf(row, ownerKey), row.id as number]));
    for (const entry of saved) if (entry.slot !== undefined) entry.id = idBySlot.get(entry.slot);
  }
  for (const child of list.lists ?? []) {
    const childOwners = saved.map(({ item, input, id }) => ({
      id: id as number,
      items: listItems(child, item).map((i) => i.item),
      inputs: inputItems(child, input),
    }));
    await saveList(tx, child, childOwners);
  }
}

/** Bind parameters one statement may carry: PostgreSQL takes at most 65,535. */
const MAX_PARAMETERS = 30_000;

function slices<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}

function slotOf(values: Values, ownerKey: string): string {
  return `${values[ownerKey]}:${values.position ?? ''}`;
}

function changed(row: Values, values: Values): boolean {
  return Object.entries(values).some(([key, value]) => (row[key] ?? null) !== (value ?? null));
}
