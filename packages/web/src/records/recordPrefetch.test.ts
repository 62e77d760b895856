import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CatalogPageList } from '../entities/page/pageQueries.ts';
import type { FieldDescriptor } from '../forms/fieldDescriptor.ts';
import { prefetchQuery, prefetchViewParts, takePrefetched } from './recordPrefetch.ts';
import type { RecordScreenDefinition } from './recordScreenDefinition.ts';

// A client whose requests stay under way: what is asked for, not what comes back, is under test here.
const asked: string[] = [];
const client = new ApolloClient({
  link: new ApolloLink((operation) => {
    asked.push(`${operation.operationName} ${JSON.stringify(operation.variables)}`);
    return NEVER;
  }),
  cache: new InMemoryCache(),
});

describe('prefetched answers', () => {
  it('are taken once, by the read with the same variables, and asked for once', () => {
    prefetchQuery(client, CatalogPageList, { catalogId: 7 });
    expect(takePrefetched(CatalogPageList, { catalogId: 8 })).toBe(false);
    expect(takePrefetched(CatalogPageList, { catalogId: 7 })).toBe(true);
    // A second read (a later visit) asks the server again.
    expect(takePrefetched(CatalogPageList, { catalogId: 7 })).toBe(false);
    expect(asked).toEqual(['CatalogPageList {"catalogId":7}']);
  });
});

describe('prefetchViewParts', () => {
  const calls: string[] = [];
  const part = (name: string, tab?: string): FieldDescriptor => ({
    name,
    type: 'custom',
    tab,
    prefetch: ({ id, search }) => calls.push(`${name} ${id} ${search.get('pageId') ?? ''}`),
  });
  const definition = {
    tabs: [{ key: 'description' }, { key: 'page' }],
    fields: [part('copies'), part('pages', 'page'), { name: 'title', type: 'text' }],
  } as unknown as RecordScreenDefinition;

  it('asks for the parts of the tab the address opens, the first tab when it names none', () => {
    prefetchViewParts(client, definition, 3, new URLSearchParams('tab=page&pageId=12'));
    prefetchViewParts(client, definition, 4, new URLSearchParams(''));
    prefetchViewParts(client, definition, 5, new URLSearchParams('tab=other'));
    expect(calls).toEqual(['pages 3 12', 'copies 4 ']);
  });
});
