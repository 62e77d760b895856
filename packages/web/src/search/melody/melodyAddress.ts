// The melodic search's state in the address (`/search/melody?pae=…&rhythm=1`), so that a search can be
// shared and the back button returns to the one before.

export const melodySearchBase = '/search/melody';

export interface MelodyQuery {
  pae: string;
  clef: string | null;
  key_signature: string | null;
  time_signature: string | null;
  /** Durations compared too. */
  rhythm: boolean;
  /** Only incipits that begin with the melody. */
  anchored: boolean;
  /** How many pages of hits are shown, from 1. */
  page: number;
}

export const emptyMelodyQuery: MelodyQuery = {
  pae: '',
  clef: null,
  key_signature: null,
  time_signature: null,
  rhythm: false,
  anchored: false,
  page: 1,
};

// The address's names: short, as people read and share them.
const names = { clef: 'clef', key_signature: 'key', time_signature: 'time' } as const;

/** The query an address's parameters describe; what is missing or unreadable takes its default. */
export function parseMelodyQuery(params: URLSearchParams): MelodyQuery {
  const text = (name: string) => params.get(name)?.trim() || null;
  const page = Number(params.get('page'));
  return {
    pae: params.get('pae')?.trim() ?? '',
    clef: text(names.clef),
    key_signature: text(names.key_signature),
    time_signature: text(names.time_signature),
    rhythm: params.get('rhythm') === '1',
    anchored: params.get('anchored') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address of a query; defaults are left out, so that the plain screen is `/search/melody`. */
export function melodySearchPath(query: Partial<MelodyQuery>): string {
  const params = new URLSearchParams();
  const set = (name: string, value: string | null | undefined) => {
    if (value?.trim()) params.set(name, value.trim());
  };
  set('pae', query.pae);
  set(names.clef, query.clef);
  set(names.key_signature, query.key_signature);
  set(names.time_signature, query.time_signature);
  if (query.rhythm) params.set('rhythm', '1');
  if (query.anchored) params.set('anchored', '1');
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${melodySearchBase}?${search}` : melodySearchBase;
}
