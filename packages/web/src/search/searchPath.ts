import { type RecordType, recordTypes } from '@fontes/domain';

export function isRecordType(value: string | undefined): value is RecordType {
  return (recordTypes as readonly string[]).includes(value ?? '');
}

/** The shareable address of a search: `/search/<type>?q=<query>`, or `/search?q=` over all types. */
export function searchPath(type: RecordType | null, query: string): string {
  const path = type ? `/search/${type}` : '/search';
  const q = query.trim();
  return q ? `${path}?${new URLSearchParams({ q })}` : path;
}
