import type { ApolloClient } from '@apollo/client';
import type { RecordScreenDefinition } from './recordScreenDefinition.ts';

// The record of the page's first screen is asked for as the page starts (`preloadRoute`), beside the
// screen's code and the user's session rather than after both; the screen then takes that answer, made
// for this very visit, instead of asking the server a second time.

/** How long a prefetched answer stands for the page's first screen: a start never takes longer. */
const FRESH_MS = 10_000;

/** When each record was asked for, by type and id. */
const prefetched = new Map<string, number>();
const keyOf = (definition: RecordScreenDefinition, id: number) => `${definition.type}:${id}`;

export function prefetchRecord(client: ApolloClient, definition: RecordScreenDefinition, id: number): void {
  prefetched.set(keyOf(definition, id), performance.now());
  // A failure is the screen's to show: it asks again (`takePrefetched` finds no answer to take).
  client
    .query({ query: definition.load.document, variables: { id }, fetchPolicy: 'network-only' })
    .catch(() => prefetched.delete(keyOf(definition, id)));
}

/**
 * Whether the screen's first load may read the prefetched answer (from the client's store, or joining the
 * request still under way): once per prefetch, and only while the page starts, so that every later load
 * asks the server again (spec §7).
 */
export function takePrefetched(definition: RecordScreenDefinition, id: number | null): boolean {
  if (id === null) return false;
  const key = keyOf(definition, id);
  const askedAt = prefetched.get(key);
  prefetched.delete(key);
  return askedAt !== undefined && performance.now() - askedAt < FRESH_MS;
}
