import type { Executor } from '../db/database.ts';
import type { Translate } from '../i18n.ts';
import { countFacets, type Facet, listFacets } from './facets.ts';
import { facetConditions, selectedValues } from './filters.ts';
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
