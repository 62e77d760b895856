import type { ApolloClient, DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { sendAtOnce } from '../graphql/createApolloClient.ts';
import type { RecordScreenDefinition } from './recordScreenDefinition.ts';

// What a screen will ask for is asked for as its route is entered (`preloadRoute`: as the page starts, or
// as a saved form leaves for it), beside the screen's code rather than after it; the screen then takes
// that answer, made for this very visit, instead of asking the server a second time.

/** How long a prefetched answer stands for the screen it was asked for: entering one never takes longer. */
const FRESH_MS = 10_000;

/** When each answer was asked for, by document and variables. */
const prefetched = new WeakMap<DocumentNode, Map<string, number>>();

function askedOf(document: DocumentNode): Map<string, number> {
  const asked = prefetched.get(document) ?? new Map<string, number>();
  prefetched.set(document, asked);
  return asked;
}

/** Asks the server for `document` with `variables` now, for the screen about to show it. */
export function prefetchQuery<TVariables extends OperationVariables>(
  client: ApolloClient,
  document: DocumentNode | TypedDocumentNode<unknown, TVariables>,
  variables: TVariables,
): void {
  const key = JSON.stringify(variables);
  askedOf(document).set(key, performance.now());
  // A failure is the screen's to show: it asks again (`takePrefetched` finds no answer to take).
  client
    .query({ query: document, variables, fetchPolicy: 'network-only', context: sendAtOnce })
    .catch(() => askedOf(document).delete(key));
}

/**
 * Whether the screen's first read may take the prefetched answer (from the client's store, or joining the
 * request still under way): once per prefetch, and only while the screen is being entered, so that every
 * later read asks the server again (spec §7).
 */
export function takePrefetched<TVariables extends OperationVariables>(
  document: DocumentNode | TypedDocumentNode<unknown, TVariables>,
  variables: TVariables,
): boolean {
  const asked = askedOf(document);
  const key = JSON.stringify(variables);
  const askedAt = asked.get(key);
  asked.delete(key);
  return askedAt !== undefined && performance.now() - askedAt < FRESH_MS;
}

export function prefetchRecord(client: ApolloClient, definition: RecordScreenDefinition, id: number): void {
  prefetchQuery(client, definition.load.document, { id });
}

export function takePrefetchedRecord(definition: RecordScreenDefinition, id: number | null): boolean {
  return id !== null && takePrefetched(definition.load.document, { id });
}

/**
 * Asks for what the view's own parts read beside the record (`prefetch` of a custom field: a catalog's
 * pages) on the tab the address opens, so that they do not wait for the record to arrive first.
 */
export function prefetchViewParts(
  client: ApolloClient,
  definition: RecordScreenDefinition,
  id: number,
  search: URLSearchParams,
): void {
  const firstTab = definition.tabs?.[0]?.key;
  const open = search.get('tab') ?? firstTab;
  for (const field of definition.fields)
    if (field.type === 'custom' && field.prefetch && (field.tab ?? firstTab) === open)
      field.prefetch({ client, id, search });
}
