import type { CodeListName, CodeOf, RecordType } from '../codes.ts';
import type { SearchFacetName } from '../searchFilters.ts';

/** One label per code of every list: a missing or extra code is a type error in each language. */
export type CodeLabels = { [L in CodeListName]: Record<CodeOf<L>, string> };

export type RecordTypeLabels = Record<RecordType, string>;

/** A title for every facet the search counts: a facet without one is a type error in each language. */
export interface SearchFacetLabels {
  facet: Record<SearchFacetName, string>;
  facet_yes: string;
  facet_no: string;
}
