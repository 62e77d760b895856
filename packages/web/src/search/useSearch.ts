import { useQuery } from '@apollo/client/react';
import type { RecordType } from '@fontes/domain';
import { graphql } from '../graphql/generated/index.ts';

const pageSize = 20;

const Search = graphql(`
  query Search($query: String, $type: RecordType, $first: Int, $after: String) {
    search(query: $query, type: $type, first: $first, after: $after) {
      total
      endCursor
      hasNextPage
      items {
        type
        id
        title
        subtitle
        path
      }
    }
  }
`);

/** One search over the index; `more()` appends the next page. */
export function useSearch(query: string, type: RecordType | null) {
  const { data, loading, error, fetchMore } = useQuery(Search, {
    variables: { query: query || null, type, first: pageSize, after: null },
    notifyOnNetworkStatusChange: true,
  });
  const result = data?.search;

  function more() {
    if (!result?.hasNextPage) return;
    void fetchMore({
      variables: { after: result.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        search: {
          ...fetchMoreResult.search,
          items: [...(previous.search?.items ?? []), ...fetchMoreResult.search.items],
        },
      }),
    });
  }

  return { result, loading, error, more };
}
