/** A field of the records side by side, as the preview answers it (the survivor's value first). */
export interface SideBySideField {
  field: string;
  list: boolean;
  values: readonly (string | null)[];
  same: boolean;
}

/** For a field: the record whose value survives (its id), or `both`: the items of all (lists only). */
export type FieldChoice = number | 'both';

/**
 * What a merge keeps of a field unless the cataloguer says otherwise: a list's items from all records
 * (nothing found twice is lost), else the survivor's value, or the first other record's where it has none.
 */
export function defaultChoice(field: SideBySideField, ids: readonly number[]): FieldChoice {
  if (field.list && !field.same) return 'both';
  if (field.values[0] !== null) return ids[0];
  const filled = field.values.findIndex((value) => value !== null);
  return ids[filled >= 0 ? filled : 0];
}

/** The choices a merge sends: one per field that differs, the defaults where the cataloguer chose none. */
export function choicesOf(
  fields: readonly SideBySideField[],
  ids: readonly number[],
  chosen: Readonly<Record<string, FieldChoice>>,
) {
  return fields
    .filter((field) => !field.same)
    .map((field) => {
      const choice = chosen[field.field] ?? defaultChoice(field, ids);
      return choice === 'both' ? { field: field.field, both: true } : { field: field.field, from: choice };
    });
}
