import { useApolloClient } from '@apollo/client/react';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { evictCachedReads } from './cachedReads.ts';
import type { DeleteOutcome, RecordScreenDefinition, SavedRecord } from './recordScreenDefinition.ts';

export function useDeleteRecord<TRecord extends SavedRecord>(definition: RecordScreenDefinition<TRecord>) {
  const { run, loading } = useOutcomeMutation(
    definition.remove.document,
    definition.remove.select,
    'record.delete_failed',
  );
  const client = useApolloClient();

  async function remove(id: number): Promise<DeleteOutcome> {
    const outcome = await run({ variables: { id } });
    if (outcome.success) evictCachedReads(client.cache, definition, id);
    return outcome;
  }

  return { remove, deleting: loading };
}
