import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { evictCachedReads } from './cachedReads.ts';
import type { DeleteOutcome, RecordScreenDefinition, SavedRecord } from './recordScreenDefinition.ts';

export function useDeleteRecord<TRecord extends SavedRecord>(definition: RecordScreenDefinition<TRecord>) {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(definition.remove.document);
  const client = useApolloClient();

  async function remove(id: number): Promise<DeleteOutcome> {
    try {
      const { data } = await mutate({ variables: { id } });
      const outcome = data ? definition.remove.select(data) : null;
      if (outcome?.success) evictCachedReads(client.cache, definition, id);
      if (outcome) return outcome;
    } catch {
      // Falls through to the generic failure message.
    }
    return { success: false, message: t('record.delete_failed') };
  }

  return { remove, deleting: loading };
}
