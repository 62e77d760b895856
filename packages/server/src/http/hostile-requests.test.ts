import { flattenKeys } from '@fontes/domain';
import { de, en } from '@fontes/domain/locales';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/database.ts';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';
import { garbageRequest, type HostileRequest, spoiledOperationRequest } from '../test/hostile-requests.ts';

// Thousands of malformed requests over the real server, anonymous and signed in, in both languages:
// none may end in a server error or an answer without a message, none may write, and the server answers
// normally afterwards. fast-check prints the seed and the smallest failing request when one fails.

// About 1,700 requests per database; fast-check's random seed is printed with any failure to replay it.
const RUNS = { spoiledOperations: 1200, garbage: 500 };
// The machine's other work can slow requests several-fold; the count, not the clock, bounds the test.
const TIMEOUT_MS = 180_000;

type Caller = { token?: string; locale?: 'en' | 'de' };
type Answer = { errors?: Array<{ message?: unknown }>; data?: Record<string, unknown> | null };

/** The plain messages (no placeholders) of the keys `keep` accepts, in the given languages. */
const messages = (languages: object[], keep: (key: string) => boolean) =>
  new Set(
    languages.flatMap((resources) =>
      flattenKeys(resources)
        .filter(keep)
        .map((key) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources),
        )
        .filter((v): v is string => typeof v === 'string' && !v.includes('{{')),
    ),
  );
const english = messages([en], (key) => /^(Server|Validation|Auth)\./.test(key)).add('Unexpected error.');
// These mean an exception was caught: a server error in disguise, never a refusal of bad input.
const serverErrors = messages([en, de], (key) =>
  /^Server\.error_(unexpected|save)$|\.server_error$/.test(key),
);

/** The messages an answer holds: its errors' and those of results that refuse (`success: false`). */
function messagesOf(answer: Answer): unknown[] {
  if (answer === null || typeof answer !== 'object') return [];
  const refusals = Object.values(answer.data ?? {}).filter(
    (r): r is { success: false; message: unknown } =>
      typeof r === 'object' && r !== null && (r as { success?: unknown }).success === false,
  );
  return [...(answer.errors ?? []).map((e) => e.message), ...refusals.map((r) => r.message)];
}

function expectRefused(response: LightMyRequestResponse, caller: Caller) {
  expect(response.statusCode).toBeLessThan(500);
  const body = JSON.parse(response.body) as Answer | Answer[];
  const answered = (Array.isArray(body) ? body : [body]).flatMap(messagesOf);
  expect(answered.length).toBeGreaterThan(0);
  for (const message of answered) {
    expect(message).toEqual(expect.stringMatching(/\S/));
    expect(serverErrors).not.toContain(message);
    if (caller.locale === 'de') {
      expect(english).not.toContain(message);
      expect(message as string).not.toMatch(/^The request could not be understood/);
    }
  }
}

describe.each(databaseKinds)('hostile requests in bulk on %s', (kind) => {
  let server: TestServer;
  let contributor: string;
  // Thousands of requests from one address in a minute: the rate limit is not what is tested here.
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimitPerMinute: 1_000_000 });
    contributor = (await createUser(server.db)).token;
  });
  afterAll(() => server.close());

  async function rowCounts(): Promise<Record<string, number>> {
    const tables = rowsOf<{ tablename: string }>(
      await server.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by 1`),
    );
    const counts: Record<string, number> = {};
    for (const { tablename } of tables) {
      const [row] = rowsOf<{ n: number }>(
        await server.db.execute(sql`select count(*)::int as n from ${sql.identifier(tablename)}`),
      );
      counts[tablename] = row.n;
    }
    return counts;
  }

  const send = (request: HostileRequest, caller: Caller) =>
    server.app.inject({
      method: request.method,
      url: request.url ?? '/graphql',
      headers: {
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
        ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
        ...(caller.locale ? { 'x-locale': caller.locale } : {}),
      },
      payload: request.body,
    });

  const caller = () =>
    fc.record({
      token: fc.constantFrom(undefined, contributor),
      locale: fc.constantFrom<'en' | 'de' | undefined>('en', 'de', undefined),
    });

  async function refusesAll(requests: fc.Arbitrary<HostileRequest>, numRuns: number) {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(requests, caller(), async (request, who) => {
        expectRefused(await send(request, who), who);
      }),
      { numRuns },
    );
    expect(await rowCounts()).toEqual(before);
    const answer = await gql(server.app, { query: '{ search { total } }' });
    expect(answer).toEqual({ data: { search: { total: expect.any(Number) } } });
  }

  it.each([
    ['a text body', 'text/plain', '{"query":"{ __typename }"}'],
    ['an empty body without a content type', undefined, undefined],
  ])(
    'refuses %s with a translated message (Yoga answered it with an empty 415)',
    async (_name, contentType, body) => {
      const response = await send({ method: 'POST', contentType, body, spoil: '' }, { locale: 'de' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        errors: [
          { message: 'Die Anfrage konnte nicht verarbeitet werden.', extensions: { code: 'BAD_REQUEST' } },
        ],
      });
    },
  );

  it(
    'refuses operations of the schema with a spoiled argument, writing nothing',
    async () => {
      await refusesAll(spoiledOperationRequest, RUNS.spoiledOperations);
    },
    TIMEOUT_MS,
  );

  it(
    'refuses bodies that are no runnable GraphQL request, writing nothing',
    async () => {
      await refusesAll(garbageRequest, RUNS.garbage);
    },
    TIMEOUT_MS,
  );
});
