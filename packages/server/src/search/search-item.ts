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
