import type { Executor } from '../db/database.ts';
import type { Translate } from '../i18n.ts';
import type { FacetName } from './facet-values.ts';
import { countFacets, type Facet, listFacets } from './facets.ts';
import { facetConditions, type SearchFilters } from './filters.ts';
import { type SearchHit, searchHits } from './hits.ts';
import { type SearchRequest, searchRecords } from './search.ts';

export interface FacetedPage {
  total: number;
  items: SearchHit[];
  endCursor?: string | null;
  hasNextPage?: boolean;
  /** Counted only when asked for (SearchResult.facets): a search that shows none pays nothing for them. */
  facets: () => Promise<Facet[]>;
  suggestion: string | null;
  corrected: string | null;
}

/** The facet values a search asks for, as its facets list them. */
function selectedValues(filters: SearchFilters | null | undefined, type: string | null | undefined) {
  const f = filters ?? {};
  const strings = (values: ReadonlyArray<string | number> | null | undefined) => (values ?? []).map(String);
  const flag = (value: boolean | null | undefined) => (value == null ? [] : [String(value)]);
  const selected: Partial<Record<FacetName, string[]>> = {
    type: type ? [type] : [],
    collection: strings(f.collection),
    composer: strings(f.composer),
    genre: strings(f.genre),
    key: strings(f.key),
    scoring: strings(f.scoring),
    source_type: strings(f.source_type),
    has_digital_copy: flag(f.has_digital_copy),
    cleric: flag(f.cleric),
  };
  return selected;
}

/**
 * One page of a search, each hit's details and the facets' counts loaded only when asked for: a constant
 * number of statements (the page, a corrected page when nothing was found, one per hit type selected, the
 * counts and their labels).
 */
export async function facetedSearch(
  db: Executor,
  t: Translate,
  request: SearchRequest,
): Promise<FacetedPage> {
  const found = await searchRecords(db, request);
  let facets: Promise<Facet[]> | undefined;
  const countAll = async () => {
    const counts = await countFacets(db, found.base(), facetConditions(request.filters, request.type));
    return listFacets(db, t, counts, selectedValues(request.filters, request.type));
  };
  return {
    total: found.total,
    items: searchHits(db, t, found.items, found.words),
    facets: () => {
      facets ??= countAll();
      return facets;
    },
    suggestion: found.suggestion,
    corrected: found.corrected,
  };
}
