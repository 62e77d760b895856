import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { type FailedOutcome, type Fallback, type Outcome, outcomeOf } from './outcome.ts';

export interface OutcomeMutationOptions<TData, TVariables extends OperationVariables>
  extends Pick<useMutation.Options<TData, TVariables>, 'refetchQueries' | 'awaitRefetchQueries'>,
    Pick<Fallback, 'failureSaid'> {}

/**
 * A mutation answering an Outcome: `run` calls it and answers the outcome `select` picks out of its data,
 * or, when the call fails (network, GraphQL error), a failure saying `fallbackKey` in the user's language
 * (spec §8: the entity's save-failure message). `run` never throws.
 */
export function useOutcomeMutation<TData, TVariables extends OperationVariables, TOutcome extends Outcome>(
  document: TypedDocumentNode<TData, TVariables>,
  select: (data: TData) => TOutcome | null | undefined,
  fallbackKey: string,
  { failureSaid, ...options }: OutcomeMutationOptions<TData, TVariables> = {},
) {
  const { t } = useTranslation();
  const [mutate, { loading }] = useMutation(document, options);
  const run = (...call: Parameters<typeof mutate>): Promise<TOutcome | FailedOutcome> =>
    outcomeOf(() => mutate(...call), select, { t, fallbackKey, failureSaid });
  return { run, loading };
}
