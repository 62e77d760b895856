import { useApolloClient } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { evictCachedReads } from './cachedReads.ts';
import type { RecordScreenDefinition, SavedRecord, SaveOutcome } from './recordScreenDefinition.ts';

/** Saves form values as a new record or over `record`, sending back the version it was loaded at. */
export function useSaveRecord<TRecord extends SavedRecord>(definition: RecordScreenDefinition<TRecord>) {
  // A network failure or an exception gets the entity's save-failure message (spec §8).
  const { run, loading } = useOutcomeMutation(
    definition.save.document,
    definition.save.select,
    definition.labels.saveFailed,
  );
  const client = useApolloClient();
  const [params] = useSearchParams();

  /** `values` are the form's, validated: the schema's output, which is the mutation's input. */
  async function save(values: object, record: TRecord | null): Promise<SaveOutcome> {
    const input = {
      ...values,
      id: record?.id ?? null,
      updated_at: record?.updated_at ?? null,
    };
    // A new record's address may say more than its values (a page placed `?after=` another).
    const more = record ? {} : definition.save.createVariables?.(params);
    const outcome = await run({ variables: { input, ...more } });
    if (outcome.success && outcome.id) evictCachedReads(client.cache, definition, outcome.id);
    return outcome;
  }

  return { save, saving: loading };
}
