import { MAX_LIST_ITEMS } from '@fontes/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueApi, Fixtures } from '../test/catalogue.ts';
import { createUser, databaseKinds, startTestServer, type TestServer } from '../test/harness.ts';

describe.each(databaseKinds)('lists of a save on %s', (kind) => {
  let server: TestServer;
  let api: CatalogueApi;
  let fx: Fixtures;

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = new CatalogueApi(server, (await createUser(server.db, { permission: 2 })).token);
    fx = new Fixtures(api);
  });
  afterAll(() => server.close());

  it('refuses a list longer than its maximum by one error on the list, its items not looked at', async () => {
    // Each of these parts lacks its types and its scoring: three errors each, were they looked at.
    const parts = Array.from({ length: MAX_LIST_ITEMS + 1 }, () => ({}));
    const answer = await api.upsert('Score', await fx.scoreInput({ parts }));
    expect(answer).toMatchObject({ success: false });
    expect(answer.errors).toEqual([
      {
        path: 'parts',
        key: 'Validation.error_list_too_long',
        message: 'This list is longer than any source needs: at most 1,000 items.',
      },
    ]);
  });

  it('saves lists within their maximum whose rows need more than 65,535 parameters together', async () => {
    // 500 parts of 40 voices: 20,000 voices, inserted for all parts at once, 4 values each.
    const voices = Array.from({ length: 40 }, (_, i) => ({ voice: 'vl', count: 1, position: i + 1 }));
    const parts = Array.from({ length: 500 }, () => ({
      score_type: 'individual',
      source_type: 'cpy',
      voices,
    }));
    const score = await api.save('Score', await fx.scoreInput({ parts }));
    const saved = score.parts as Array<{ voices: unknown[] }>;
    expect([saved.length, saved.reduce((n, part) => n + part.voices.length, 0)]).toEqual([500, 20_000]);
  }, 300_000);
});
