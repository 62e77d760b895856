import type { APIRequestContext } from '@playwright/test';
import type {
  SearchResult as SchemaSearchResult,
  SearchItem,
} from '../../../packages/server/src/graphql/generated/resolvers.ts';
import { graphql } from './client.ts';

// The search, as a visitor's or a script's query sees it.

export interface SearchResult extends Pick<SchemaSearchResult, 'total'> {
  items: Pick<SearchItem, 'type' | 'id' | 'title' | 'subtitle' | 'path'>[];
}

export async function search(
  request: APIRequestContext,
  query: string,
  type: SearchItem['type'] | null = null,
): Promise<SearchResult> {
  const data = await graphql<{ search: SearchResult }>(
    request,
    'query ($query: String, $type: RecordType) { search(query: $query, type: $type) { total items { type id title subtitle path } } }',
    { query, type },
  );
  return data.search;
}
