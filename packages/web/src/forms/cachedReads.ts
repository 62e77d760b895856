import type { ApolloCache } from '@apollo/client';
import type { RecordScreenDefinition } from './recordScreenDefinition.ts';

/** Drops what the cache keeps of a record that was just saved or deleted (its `cachedReads`). */
export function evictCachedReads(
  cache: ApolloCache,
  definition: Pick<RecordScreenDefinition, 'cachedReads'>,
  id: number,
) {
  const reads = definition.cachedReads?.(id) ?? [];
  for (const { fieldName, args } of reads) cache.evict({ id: 'ROOT_QUERY', fieldName, args });
  if (reads.length) cache.gc();
}
