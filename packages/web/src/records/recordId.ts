import { isRecordId } from '@fontes/domain';

/** The `:id` of a record route as a record id, or null for anything that is not one. */
export function parseRecordId(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return isRecordId(id) ? id : null;
}
