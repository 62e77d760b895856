import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { takePrefetchedRecord } from './recordPrefetch.ts';
import type { RecordScreenDefinition, SavedRecord } from './recordScreenDefinition.ts';

/** Loads one record from the server, never from a cache (spec §7) but the answer prefetched for this visit. */
export function useRecord<TRecord extends SavedRecord>(
  definition: RecordScreenDefinition<TRecord>,
  id: number | null,
) {
  const [prefetched] = useState(() => takePrefetchedRecord(definition as RecordScreenDefinition, id));
  const { data, loading, error, refetch } = useQuery(definition.load.document, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: prefetched ? 'cache-first' : 'network-only',
    nextFetchPolicy: 'network-only',
  });
  const record = data ? definition.load.select(data) : null;
  return { record, loading, error, refetch };
}
