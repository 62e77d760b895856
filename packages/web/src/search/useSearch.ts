import { useQuery } from '@apollo/client/react';
import type { SearchAddress } from '@fontes/domain';
import { graphql } from '../graphql/generated/index.ts';

export const searchPageSize = 20;

const Search = graphql(`
  query Search(
    $query: String
    $type: RecordType
    $first: Int
    $after: String
    $filters: SearchFilters
    $sort: SearchSort
  ) {
    search(query: $query, type: $type, first: $first, after: $after, filters: $filters, sort: $sort) {
      total
      hasNextPage
      suggestion
      corrected
      facets {
        name
        values {
          value
          label
          count
        }
      }
      items {
        type
        id
        title
        subtitle
        path
        matched
        score {
          shelfmark
          short_title
          composer
          genre
          key
          scoring
          incipit {
            id
            clef
            key_signature
            time_signature
            pae
          }
        }
        person {
          dates
          cleric
        }
        entry {
          page
          catalog
          score_id
        }
        digital_copy {
          thumbnail
        }
      }
    }
  }
`);

/**
 * One page of a search, as its address describes it. The page is turned by the address, not appended, so
 * that a shared link or the back button shows the same hits; the server's cursor is the offset.
 */
export function useSearch(address: SearchAddress) {
  const { query, type, filters, sort, page } = address;
  const after = page > 1 ? String((page - 1) * searchPageSize) : null;
  const { data, previousData, loading, error } = useQuery(Search, {
    variables: { query: query || null, type, filters, sort, first: searchPageSize, after },
  });
  // The last result stays shown while the next loads: facets and hits do not blink at every click.
  const result = (data ?? previousData)?.search;
  return { result, loading, error };
}

export type SearchData = NonNullable<ReturnType<typeof useSearch>['result']>;
export type SearchHitData = SearchData['items'][number];
export type FacetData = SearchData['facets'][number];
