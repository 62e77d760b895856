// A form holds a picked record as `{ id, title }` so that pickers and views keep its label; an input sends
// only the id (`toRecordId`, which the schemas' reference fields apply too).

/** A picked record as a form holds it. */
export interface PickedRecord {
  id: number;
  title: string;
}

/** A picked record from what the server answers (`{ id, … }`) and its title; null when there is none. */
export function pickedRecord<T extends { id: number }>(
  record: T | null | undefined,
  title: (record: T) => string,
): PickedRecord | null {
  return record ? { id: record.id, title: title(record) } : null;
}
