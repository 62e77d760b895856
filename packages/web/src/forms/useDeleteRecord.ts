import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { DeleteOutcome, RecordDefinition, SavedRecord } from './recordDefinition.ts';

export function useDeleteRecord<TRecord extends SavedRecord>(definition: RecordDefinition<TRecord>) {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(definition.remove.document);

  async function remove(id: number): Promise<DeleteOutcome> {
    try {
      const { data } = await mutate({ variables: { id } });
      if (data) return definition.remove.select(data);
    } catch {
      // Falls through to the generic failure message.
    }
    return { success: false, message: t('record.delete_failed') };
  }

  return { remove, deleting: loading };
}
