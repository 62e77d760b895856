import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../graphql/generated/index.ts';
import type { MelodyQuery } from './melodyAddress.ts';

export const melodyPageSize = 20;

/** What a hit shows: its incipit drawn with the matched notes, its score, and how much matched. */
export const IncipitMatchFields = graphql(`
  fragment IncipitMatchFields on IncipitMatch {
    incipit {
      id
      clef
      key_signature
      time_signature
      pae
    }
    score_id
    score_title
    shelfmark
    composer
    path
    matched_notes
    similarity
  }
`);

const IncipitSearch = graphql(`
  query IncipitSearch(
    $pae: String!
    $clef: String
    $key_signature: String
    $time_signature: String
    $rhythm: Boolean
    $anchored: Boolean
    $first: Int
    $after: String
  ) {
    incipitSearch(
      pae: $pae
      clef: $clef
      key_signature: $key_signature
      time_signature: $time_signature
      rhythm: $rhythm
      anchored: $anchored
      first: $first
      after: $after
    ) {
      total
      endCursor
      hasNextPage
      message
      items {
        ...IncipitMatchFields
      }
    }
  }
`);

/** The most hits the server gives at once. */
const largestPage = 100;

/**
 * The incipits matching a melody; `more()` appends the next page. A shared address asks for the pages its
 * sender saw (as many as the server gives at once): they are loaded in one request when the hits are first
 * shown, and "more" adds one page to the address without asking again for those shown.
 */
export function useIncipitSearch(query: MelodyQuery) {
  const { pae, clef, key_signature, time_signature, rhythm, anchored, page } = query;
  const [first] = useState(() => Math.min(melodyPageSize * page, largestPage));
  const { data, loading, error, fetchMore } = useQuery(IncipitSearch, {
    variables: { pae, clef, key_signature, time_signature, rhythm, anchored, first },
    skip: !pae,
    notifyOnNetworkStatusChange: true,
  });
  const result = pae ? data?.incipitSearch : undefined;

  async function more() {
    if (!result?.hasNextPage) return;
    await fetchMore({
      variables: { after: result.endCursor, first: melodyPageSize },
      updateQuery: (previous, { fetchMoreResult }) => ({
        incipitSearch: {
          ...fetchMoreResult.incipitSearch,
          items: [...(previous.incipitSearch?.items ?? []), ...fetchMoreResult.incipitSearch.items],
        },
      }),
    });
  }

  return { result, loading, error, more };
}
