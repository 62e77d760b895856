import { MAX_LIST_ITEMS } from '@fontes/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scores as scoreTable } from '../db/schema.ts';
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

  it('refuses parts with more voices together than their maximum by one error, quickly, saving nothing', async () => {
    // 55 parts of 1,000 voices each: every list within its own maximum, 55,000 voices together (as
    // small as a voice can be sent: the request stays within its 1 MB).
    const voices = Array.from({ length: 1000 }, () => ({ voice: 'vl' }));
    const parts = Array.from({ length: 55 }, () => ({
      score_type: 'individual',
      source_type: 'cpy',
      voices,
    }));
    const input = await fx.scoreInput({ parts });
    const scores = await server.db.$count(scoreTable);
    const asked = performance.now();
    const answer = await api.upsert('Score', input);
    const took = performance.now() - asked;
    expect(answer.errors).toEqual([
      {
        path: 'parts',
        key: 'Score.error_part_voices_too_many',
        message: 'The parts have more voices together than any source needs: at most 500.',
      },
    ]);
    const german = await api.upsert('Score', input, { locale: 'de' });
    expect(german.errors[0].message).toBe(
      'Die Stimmen haben zusammen mehr Besetzungsangaben, als eine Quelle braucht: höchstens 500.',
    );
    expect(await server.db.$count(scoreTable)).toBe(scores);
    // Its items are never looked at: refused in far less than the 4 s its save took on PGlite.
    expect(took).toBeLessThan(2000);
  });

  it('saves a long list whose rows need more than 65,535 parameters together', async () => {
    // 7,000 images of a digital copy, ten values each: 70,000 parameters, inserted in parts.
    const file = await fx.image();
    const catalog = await fx.catalog();
    const files = Array.from({ length: 7000 }, (_, i) => ({ file, name: `p. ${i + 1}` }));
    const copy = await api.save('DigitalCopy', {
      name: 'Scans',
      digitizable_type: 'catalog',
      digitizable_id: catalog.id,
      files,
    });
    const saved = copy.files as Array<{ name: string }>;
    expect([saved.length, saved[6999].name]).toEqual([7000, 'p. 7000']);
  }, 300_000);
});
