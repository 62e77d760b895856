import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { RecordScreenDefinition, SavedRecord, SaveOutcome } from './recordScreenDefinition.ts';

/** The server's answer to a save based on a version saved over since, elsewhere (another user, or another tab). */
export const staleKey = 'Server.error_stale';

/** What the form says instead: the input stays until the user chooses. */
export const staleMessageKey = 'record.stale';

export function isStale(outcome: SaveOutcome): boolean {
  return !outcome.success && outcome.message_key === staleKey;
}

/** How the user settled a stale save: the other version's values taken over, or their own input kept. */
export type Settled = 'taken' | 'kept';

export type OtherVersion =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'shown'; record: SavedRecord };

/**
 * The version a save goes over (`base`, its `updated_at` sent for the server's check), and the newer
 * version a refused save met, loaded on request beside the user's input, which stays in the form until
 * the user settles on one: the newer version's values, or their own input saved over it.
 */
export function useStaleVersion(definition: RecordScreenDefinition, record: SavedRecord | null) {
  const client = useApolloClient();
  const [base, setBase] = useState(record);
  const [stale, setStale] = useState(false);
  const [other, setOther] = useState<OtherVersion>({ state: 'none' });
  const [settled, setSettled] = useState<Settled | null>(null);

  async function showOther() {
    if (!base) return;
    setOther({ state: 'loading' });
    try {
      // Past the cache: the screen's own record stays the version the form was loaded at.
      const { data } = await client.query({
        query: definition.load.document,
        variables: { id: base.id },
        fetchPolicy: 'no-cache',
      });
      const newer = data ? definition.load.select(data) : null;
      setOther(newer ? { state: 'shown', record: newer } : { state: 'failed' });
    } catch {
      setOther({ state: 'failed' });
    }
  }

  /** From now on the form is based on `newer`: the next save goes over it. */
  function settleOn(newer: SavedRecord, how: Settled) {
    setBase(newer);
    setStale(false);
    setOther({ state: 'none' });
    setSettled(how);
  }

  function saved(outcome: SaveOutcome) {
    setStale(isStale(outcome));
    setOther({ state: 'none' });
    setSettled(null);
  }

  return { base, stale, other, settled, showOther, settleOn, saved, dismissSettled: () => setSettled(null) };
}
