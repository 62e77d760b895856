import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/database.ts';
import { columnKey, type Link, linkColumns, listItems } from './links.ts';
import { nextVersion } from './record-effects.ts';
import { type RecordReference, refuseWhileHeld } from './references.ts';

type Values = Record<string, unknown>;

/**
 * A list a record owns (a score's parts, a part's voices, a person's names). Saved by diffing ids:
 * items whose id is one of the owner's rows keep it (and are written only when changed), rows no longer
 * listed are deleted, everything else is inserted. An id of another owner's row counts as new, so an
 * input can never move or change someone else's row. `position` follows the order of the list.
 * `Item` is the list's validated input item (`VoiceValues`), which its columns and links are checked against.
 */
export interface OwnedList<Item extends Values = Values> {
  /** The field in the input, and the start of error paths. */
  field: string;
  table: PgTable & { id: PgColumn };
  /** The column naming the owner (`score_id`, `part_id`…). */
  owner: PgColumn;
  /** One item or null instead of a list (a person's vow book entry); such tables have no position. */
  single?: boolean;
  /** Column values of the item's row besides its links (a method: a list of any item type stands in a list of lists). */
  columns(item: Item): Values;
  /** Ids of other records the item holds, checked and written to their columns. */
  links?: readonly Link[];
  /** Lists inside each item (a part's voices). */
  lists?: readonly OwnedList[];
  /** What keeps an item from being removed (an entry a score links to). */
  references?: readonly RecordReference[];
}

interface Owner {
  id: number;
  items: Values[];
}

/**
 * Saves the owned lists of a record. A list left out of the input (undefined) stays as it is;
 * null or [] empties it. Nested lists always come with their item.
 */
export async function saveOwnedLists(
  tx: Transaction,
  lists: readonly OwnedList[],
  ownerId: number,
  values: Values,
  input: Values,
): Promise<void> {
  for (const list of lists) {
    if (input[list.field] === undefined) continue;
    await saveList(tx, list, [{ id: ownerId, items: listItems(list, values).map((i) => i.item) }]);
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
  const saved: Array<{ item: Values; id?: number; slot?: string }> = [];
  for (const owner of owners) {
    owner.items.forEach((item, index) => {
      const values = {
        ...list.columns(item),
        ...linkColumns(list.links, item),
        [ownerKey]: owner.id,
        ...(list.single ? {} : { position: index + 1 }),
      };
      const row = typeof item.id === 'number' ? byId.get(item.id) : undefined;
      if (row && row[ownerKey] === owner.id && !kept.has(row.id as number)) {
        kept.add(row.id as number);
        if (changed(row, values)) updates.push({ id: row.id as number, values });
        saved.push({ item, id: row.id as number });
      } else {
        inserts.push(values);
        saved.push({ item, slot: slotOf(values, ownerKey) });
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
    const childOwners = saved.map(({ item, id }) => ({
      id: id as number,
      items: listItems(child, item).map((i) => i.item),
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
