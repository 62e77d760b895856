import type { ApolloCache } from '@apollo/client';
import type { RecordScreenDefinition } from './recordScreenDefinition.ts';

/**
 * Drops what the cache keeps of a record that was just saved or deleted (its `cachedReads`), for the next
 * screen to read afresh. Without telling the screens that show it: the form that saved it is leaving, and
 * would otherwise ask for its record again and show its loading indicator meanwhile.
 */
export function evictCachedReads(
  cache: ApolloCache,
  definition: Pick<RecordScreenDefinition, 'cachedReads'>,
  id: number,
) {
  const reads = definition.cachedReads?.(id) ?? [];
  for (const { fieldName, args } of reads)
    cache.evict({ id: 'ROOT_QUERY', fieldName, args, broadcast: false });
  if (reads.length) cache.gc();
}
