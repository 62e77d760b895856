import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { gql } from './harness.ts';

/** A request that reads the database (one statement): it waits for whatever holds the database. */
export const DATABASE_PROBE = {
  query: '{ getCollection(id: 987654321) { id } }',
  data: { getCollection: null },
};
/** A request that needs the server's thread only. */
export const THREAD_PROBE = { query: '{ __typename }', data: { __typename: 'Query' } };

/**
 * `action`, while `probe` is asked again and again, 10 ms after the last answer: its result, how long it
 * took, and the longest any probe waited, counted from when it was due (what another visitor waits for
 * while the action runs).
 */
export async function whileProbing<T>(
  app: FastifyInstance,
  action: () => Promise<T>,
  probe: { query: string; data: unknown } = THREAD_PROBE,
) {
  const started = performance.now();
  let done = false;
  let longest = 0;
  const probing = (async () => {
    while (!done) {
      const due = performance.now() + 10;
      await new Promise((resolve) => setTimeout(resolve, 10));
      const answer = await gql(app, { query: probe.query });
      expect(answer).toEqual({ data: probe.data });
      longest = Math.max(longest, performance.now() - due);
    }
  })();
  const result = await action().finally(() => (done = true));
  const took = performance.now() - started;
  await probing;
  return { result, took, longest };
}

/** How long probes wait with nothing else running (other work on shared cores), probed for `ms`. */
export async function quietWait(
  app: FastifyInstance,
  ms: number,
  probe: { query: string; data: unknown } = THREAD_PROBE,
) {
  const quiet = await whileProbing(app, () => new Promise((resolve) => setTimeout(resolve, ms)), probe);
  return quiet.longest;
}
