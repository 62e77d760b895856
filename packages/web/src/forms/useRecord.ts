import { useQuery } from '@apollo/client/react';
import type { RecordDefinition, SavedRecord } from './recordDefinition.ts';

/** Loads one record from the server, never from a cache (spec §7). */
export function useRecord<TRecord extends SavedRecord>(
  definition: RecordDefinition<TRecord>,
  id: number | null,
) {
  const { data, loading, error, refetch } = useQuery(definition.load.document, {
    variables: { id: id ?? 0 },
    skip: id === null,
    fetchPolicy: 'network-only',
  });
  const record = data ? definition.load.select(data) : null;
  return { record, loading, error, refetch };
}
