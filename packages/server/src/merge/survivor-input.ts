import { inputOfSnapshot } from '../history/restore.ts';
import type { AnyRecordDefinition, RecordInput } from '../records/record-definition.ts';
import { comparable, isObject } from '../records/revision-changes.ts';

// The survivor of a merge as a form would save it: each field from the record chosen for it (the survivor's
// own where no choice is made), a list kept from all where asked ("both"): the others' items added after
// the survivor's, those it already has left out.

/** For one field: the record whose value the survivor takes, or all records' items (`both`, lists only). */
export interface MergeChoice {
  field: string;
  from?: number | null;
  both?: boolean | null;
}

type Values = Record<string, unknown>;

/** The records' inputs by id, the survivor first. */
export interface MergeInputs {
  keep: number;
  inputs: Map<number, RecordInput>;
}

export function mergeInputs(
  def: AnyRecordDefinition,
  records: { id: number; record: unknown }[],
): MergeInputs {
  return {
    keep: records[0].id,
    inputs: new Map(records.map(({ id, record }) => [id, inputOfSnapshot(def, record)])),
  };
}

/** The key an item is the same by: another record's id, or an owned item's content. */
function itemKey(item: unknown, owned: boolean): string {
  if (!owned && isObject(item) && typeof item.id === 'number') return `#${item.id}`;
  return JSON.stringify(comparable(item));
}

/** An item of another record's list as the survivor's: an owned item loses its id and becomes new. */
function adopted(def: AnyRecordDefinition, field: string, item: unknown, owned: boolean): unknown {
  if (!owned || !isObject(item)) return item;
  const { id: _, ...rest } = item as Values;
  return def.mergedItem ? def.mergedItem(field, rest) : rest;
}

function bothLists(def: AnyRecordDefinition, field: string, lists: unknown[], owned: boolean): unknown[] {
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const [i, list] of lists.entries()) {
    for (const item of Array.isArray(list) ? list : []) {
      const key = itemKey(item, owned);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(i === 0 ? item : adopted(def, field, item, owned));
    }
  }
  return out;
}

/**
 * The survivor's input by `choices`; null and the field when a choice names a record not merged or asks
 * for both values of a field that is no list.
 */
export function survivorInput(
  def: AnyRecordDefinition,
  owned: ReadonlySet<string>,
  { keep, inputs }: MergeInputs,
  choices: readonly MergeChoice[],
): { input: RecordInput } | { invalid: string } {
  const input: RecordInput = { ...inputs.get(keep) };
  for (const choice of choices) {
    if (!(choice.field in input)) return { invalid: choice.field };
    if (choice.both) {
      const values = [...inputs.values()].map((each) => each[choice.field]);
      if (!values.every((value) => Array.isArray(value) || value == null)) return { invalid: choice.field };
      input[choice.field] = bothLists(def, choice.field, values, owned.has(choice.field));
    } else if (choice.from != null) {
      const source = inputs.get(choice.from);
      if (!source) return { invalid: choice.field };
      const value = source[choice.field];
      input[choice.field] =
        choice.from === keep || !Array.isArray(value)
          ? adoptedValue(def, choice.field, value, owned.has(choice.field) && choice.from !== keep)
          : value.map((item) => adopted(def, choice.field, item, owned.has(choice.field)));
    }
  }
  return { input };
}

/** A single owned item (a person's vow book entry) taken from another record becomes the survivor's new one. */
function adoptedValue(def: AnyRecordDefinition, field: string, value: unknown, fromOther: boolean): unknown {
  return fromOther ? adopted(def, field, value, true) : value;
}
