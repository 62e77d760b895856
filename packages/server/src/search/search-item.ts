import type { RecordType } from '@fontes/domain';

/** A hit as the search table holds it: what every list of hits shows. */
export interface SearchItem {
  type: RecordType;
  id: number;
  title: string;
  subtitle: string | null;
  path: string;
}

export interface SearchPage {
  total: number;
  items: SearchItem[];
}

/**
 * A row of the search table as a hit, its id a number (PostgreSQL may answer it as text). Written out:
 * spreading rows was the largest single cost in a profile of the search.
 */
export function searchItemOf(row: Omit<SearchItem, 'id'> & { id: number | string }): SearchItem {
  return { type: row.type, id: Number(row.id), title: row.title, subtitle: row.subtitle, path: row.path };
}
