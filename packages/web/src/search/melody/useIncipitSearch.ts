import { useQuery } from '@apollo/client/react';
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

/**
 * The incipits matching a melody, as many pages as the address asks for: a shared address shows what its
 * sender saw, and "more" is one more page in the address (the hits shown stay while it loads).
 */
export function useIncipitSearch(query: MelodyQuery) {
  const { pae, clef, key_signature, time_signature, rhythm, anchored, page } = query;
  const { data, previousData, loading, error } = useQuery(IncipitSearch, {
    variables: { pae, clef, key_signature, time_signature, rhythm, anchored, first: melodyPageSize * page },
    skip: !pae,
  });
  const result = data?.incipitSearch ?? (loading ? previousData?.incipitSearch : undefined);
  return { result: pae ? result : undefined, loading, error };
}
