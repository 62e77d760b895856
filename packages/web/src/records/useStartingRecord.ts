import { useApolloClient } from '@apollo/client/react';
import { toRecordId } from '@fontes/domain';
import { useEffect, useState } from 'react';
import type { FormValues, RecordScreenDefinition } from './recordScreenDefinition.ts';

export type Starting =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ready'; values: FormValues; returnTo: string };

/**
 * The values a new record starts from when its create address names a record of another type
 * (`definition.startsFrom`), loaded afresh so that the address holds all it needs through a reload.
 */
export function useStartingRecord(definition: RecordScreenDefinition, params: URLSearchParams): Starting {
  const client = useApolloClient();
  const starting = definition.startsFrom;
  const raw = starting ? params.get(starting.param) : null;
  const id = toRecordId(raw);
  const [result, setResult] = useState<Starting>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the id decides; the rest of the address is read once
  useEffect(() => {
    if (!starting || id === null) return;
    let current = true;
    setResult({ state: 'loading' });
    (async (): Promise<Starting> => {
      const { data } = await client.query({
        query: starting.load.document,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      const source = data ? starting.load.select(data) : null;
      if (!source) return { state: 'missing' };
      const values = await starting.values(source, definition.newValues(params), client);
      return { state: 'ready', values, returnTo: starting.returnTo(source) };
    })().then(
      (next) => current && setResult(next),
      () => current && setResult({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [starting, id, client, definition]);
  if (!starting || raw === null) return { state: 'none' };
  if (id === null) return { state: 'missing' };
  return result;
}
