import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { evictCachedReads } from './cachedReads.ts';
import type { RecordScreenDefinition, SavedRecord, SaveOutcome } from './recordScreenDefinition.ts';

/** Saves form values as a new record or over `record`, sending back the version it was loaded at. */
export function useSaveRecord<TRecord extends SavedRecord>(definition: RecordScreenDefinition<TRecord>) {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(definition.save.document);
  const client = useApolloClient();
  const [params] = useSearchParams();

  /** `values` are the form's, validated: the schema's output, which is the mutation's input. */
  async function save(values: object, record: TRecord | null): Promise<SaveOutcome> {
    const input = {
      ...values,
      id: record?.id ?? null,
      updated_at: record?.updated_at ?? null,
    };
    try {
      const more = record ? {} : definition.save.createVariables?.(params);
      const { data } = await mutate({ variables: { input, ...more } });
      const outcome = data ? definition.save.select(data) : null;
      if (outcome?.success && outcome.id) evictCachedReads(client.cache, definition, outcome.id);
      if (outcome) return outcome;
    } catch {
      // A network failure or an exception gets the save-failure message (spec §8).
    }
    return {
      success: false,
      message: t(definition.labels.saveFailed),
      message_key: definition.labels.saveFailed,
      errors: [],
    };
  }

  return { save, saving: loading };
}
