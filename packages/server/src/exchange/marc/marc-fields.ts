import type { MarcControlField, MarcDataField, MarcField, MarcSubfield } from '@natlibfi/marc-record';

// The small machinery every record type's mapping table is written with: a field is described once, as
// its tag and the subfields that hold which value, and that one description both writes and reads it.

export type { MarcControlField, MarcDataField, MarcField, MarcSubfield };

/** A warning about one record read, as a key of the domain's `Marc` messages with its values. */
export interface MarcWarning {
  key: string;
  values: Record<string, string | number>;
}

/** What a rule's reader may tell: warnings, in the order met. */
export interface MarcReading {
  warn(key: string, values?: Record<string, string | number>): void;
}

/**
 * One field of a record type's MARC, both ways. `write` gives the record's fields of this tag (none when
 * it has nothing for it); `read` takes one field of this tag into the draft. `read: 'derived'` marks a
 * field written for other catalogues that follows from fields read elsewhere (240 $m from 594), so that
 * reading it again neither keeps it twice nor warns; a rule without `read` is written only, and a file's
 * field of its tag is counted as one Fontes does not keep.
 */
export interface MarcRule<R, D> {
  /** The tag it writes and reads; several when one list of ours is several fields (100 and 700). */
  tag: string | readonly string[];
  /** What the field holds in Fontes's words, for the mapping's documentation. */
  holds: string;
  write(record: R): MarcField[];
  read?: ((field: MarcField, draft: D, reading: MarcReading) => void) | 'derived';
}

/** Subfield code → the item's key, each stated once for both ways. */
export type SubfieldTable<K extends string> = ReadonlyArray<readonly [code: string, key: K]>;

type Value = string | number | boolean | null | undefined;
const present = (value: Value): value is string | number | true =>
  value !== null && value !== undefined && value !== false && String(value).trim() !== '';

/** Characters XML 1.0 cannot hold at all (control characters but tab and line breaks), left out as written. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function subfield(code: string, value: Value): MarcSubfield[] {
  return present(value)
    ? [{ code, value: value === true ? 'yes' : String(value).replace(NOT_IN_XML, '') }]
    : [];
}

/** The item's values as subfields, in the table's order; empty values are left out. */
export function subfieldsOf<K extends string>(
  table: SubfieldTable<K>,
  item: Partial<Record<K, Value>>,
): MarcSubfield[] {
  return table.flatMap(([code, key]) => subfield(code, item[key]));
}

/** The subfields' values by the table's keys (the first of a repeated code); absent codes stay absent. */
export function itemOf<K extends string>(
  table: SubfieldTable<K>,
  field: MarcField,
): Partial<Record<K, string>> {
  const item: Partial<Record<K, string>> = {};
  for (const [code, key] of table) {
    const value = subfieldValue(field, code);
    if (value !== null) item[key] = value;
  }
  return item;
}

export const isDataField = (field: MarcField): field is MarcDataField => 'subfields' in field;

/**
 * The subfield codes a rule asked for while reading a field: those it never asked for are what it does
 * not keep, warned about as its fields are (`readFields`), whichever rule reads the field.
 */
const asked = new WeakMap<MarcField, Set<string>>();

function ask(field: MarcField, code: string) {
  asked.get(field)?.add(code);
}

export function subfieldValue(field: MarcField, code: string): string | null {
  if (!isDataField(field)) return null;
  ask(field, code);
  const value = field.subfields.find((sub) => sub.code === code)?.value?.trim();
  return value ? value : null;
}

export function subfieldValues(field: MarcField, code: string): string[] {
  if (!isDataField(field)) return [];
  ask(field, code);
  return field.subfields.flatMap((sub) => (sub.code === code && sub.value?.trim() ? [sub.value.trim()] : []));
}

export function controlValue(field: MarcField): string | null {
  return isDataField(field) ? null : field.value.trim() || null;
}

/** A data field, or none when no subfield has a value. */
export function dataField(tag: string, subfields: MarcSubfield[], ind1 = ' ', ind2 = ' '): MarcField[] {
  return subfields.length ? [{ tag, ind1, ind2, subfields }] : [];
}

export function controlField(tag: string, value: Value): MarcField[] {
  return present(value) ? [{ tag, value: String(value).replace(NOT_IN_XML, '') }] : [];
}

/** A flag written as "yes" (what `subfield` writes for true), read back from any value but "no". */
export const flagOf = (value: string | null | undefined) =>
  value !== null && value !== undefined && value.toLowerCase() !== 'no';

/**
 * The fields of a record read by its table: each field to the rule of its tag, the rest counted per tag
 * and reported once each as a field not kept.
 */
export function readFields<D>(
  rules: ReadonlyArray<MarcRule<unknown, D>>,
  fields: readonly MarcField[],
  draft: D,
  reading: MarcReading,
): void {
  const byTag = new Map(rules.flatMap((rule) => tagsOf(rule).map((tag) => [tag, rule] as const)));
  const notKept = new Map<string, number>();
  const count = (what: string) => notKept.set(what, (notKept.get(what) ?? 0) + 1);
  for (const field of fields) {
    const read = byTag.get(field.tag)?.read;
    if (read === 'derived') continue;
    if (!read) {
      count(field.tag);
      continue;
    }
    asked.set(field, new Set());
    read(field, draft, reading);
    const codes = asked.get(field) as Set<string>;
    if (isDataField(field))
      for (const { code, value } of field.subfields)
        if (!codes.has(code) && value?.trim()) count(`${field.tag} $${code}`);
  }
  for (const [tag, count] of notKept) reading.warn('Marc.warning_field_not_kept', { tag, count });
}

export const tagsOf = (rule: { tag: string | readonly string[] }): readonly string[] =>
  typeof rule.tag === 'string' ? [rule.tag] : rule.tag;

/** The record's fields in tag order, as MARC lists them (a field's rules may write several tags). */
export function writeFields<R, D>(rules: ReadonlyArray<MarcRule<R, D>>, record: R): MarcField[] {
  return rules.flatMap((rule) => rule.write(record)).sort((a, b) => a.tag.localeCompare(b.tag));
}
