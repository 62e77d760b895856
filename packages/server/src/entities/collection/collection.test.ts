import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../../test/harness.ts';

const UPSERT = `mutation Upsert($input: CollectionInput!) {
  upsertCollection(input: $input) { success message id errors { path key message } }
}`;
const GET = `query Get($id: Int!) { getCollection(id: $id) { id name prefix description url created_at updated_at } }`;
const DELETE = `mutation Delete($id: Int!) { deleteCollection(id: $id) { success message } }`;
const SEARCH = `query Search($q: String, $type: RecordType) { search(query: $q, type: $type) { total items { type id title subtitle path } } }`;

describe.each(databaseKinds)('collections on %s', (kind) => {
  let server: TestServer;
  let contributor: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    contributor = (await createUser(server.db, { permission: 2 })).token;
  });
  afterAll(() => server.close());

  // `token: null` calls anonymously; leaving it out calls as the contributor.
  const call = (
    query: string,
    variables: Record<string, unknown>,
    token: string | null = contributor,
    locale: 'de' | 'en' = 'en',
  ) => gql(server.app, { query, variables, token: token ?? undefined, locale });

  async function create(input: Record<string, unknown>) {
    const { data } = await call(UPSERT, { input });
    expect(data.upsertCollection.success).toBe(true);
    return (await call(GET, { id: data.upsertCollection.id })).data.getCollection;
  }

  it('creates a collection and reads back every field, normalised', async () => {
    const saved = await create({
      name: '  Musikarchiv Einsiedeln ',
      prefix: 'CH-E',
      description: 'Benediktinerabtei\nzweite Zeile',
      url: 'www.klosterarchiv.ch/musik',
    });
    expect(saved).toMatchObject({
      name: 'Musikarchiv Einsiedeln',
      prefix: 'CH-E',
      description: 'Benediktinerabtei\nzweite Zeile',
      url: 'https://www.klosterarchiv.ch/musik',
    });
    expect(Date.parse(saved.updated_at)).not.toBeNaN();
  });

  it('answers validation failures with the spec error keys, translated, and saves nothing', async () => {
    const before = (await call(SEARCH, { q: null, type: 'collection' })).data.search.total;
    const de = await call(
      UPSERT,
      { input: { name: ' ', prefix: null, url: 'not a url' } },
      contributor,
      'de',
    );
    expect(de.data.upsertCollection.success).toBe(false);
    expect(
      de.data.upsertCollection.errors.map((e: { path: string; key: string }) => [e.path, e.key]),
    ).toEqual([
      ['name', 'Collection.error_name_empty'],
      ['prefix', 'Collection.error_prefix_empty'],
      ['url', 'Collection.error_url_invalid'],
    ]);
    expect(de.data.upsertCollection.errors[2].message).toBe(
      'Bitte geben Sie eine gültige URL (inklusive Protokoll) ein!',
    );
    const en = await call(UPSERT, { input: { name: 'x', prefix: 'y', url: 'not a url' } }, contributor, 'en');
    expect(en.data.upsertCollection.errors[0].message).toBe('Please enter a valid URL (including protocol)!');
    expect((await call(SEARCH, { q: null, type: 'collection' })).data.search.total).toBe(before);
  });

  it('updates with the loaded version and refuses a stale one, keeping the newer data', async () => {
    const loaded = await create({ name: 'Domarchiv', prefix: 'D-X' });
    const first = await call(UPSERT, { input: { ...pick(loaded), name: 'Domarchiv Xanten' } });
    expect(first.data.upsertCollection).toMatchObject({ success: true, id: loaded.id });
    const stale = await call(UPSERT, { input: { ...pick(loaded), name: 'Overwritten' } }, contributor, 'de');
    expect(stale.data.upsertCollection.success).toBe(false);
    expect(stale.data.upsertCollection.message).toMatch(/zwischenzeitlich|inzwischen|neu/);
    const missingVersion = await call(UPSERT, {
      input: { ...pick(loaded), updated_at: null, name: 'Overwritten' },
    });
    expect(missingVersion.data.upsertCollection.success).toBe(false);
    const now = (await call(GET, { id: loaded.id })).data.getCollection;
    expect(now.name).toBe('Domarchiv Xanten');
    expect(Date.parse(now.updated_at)).toBeGreaterThan(Date.parse(loaded.updated_at));
  });

  it('keeps the search entry in step with saves and deletes', async () => {
    const saved = await create({
      name: 'Stiftsbibliothek Kremsmünster',
      prefix: 'A-KR',
      url: 'https://www.stift-kremsmuenster.at/bibliothek/',
    });
    let found = (await call(SEARCH, { q: 'kremsm', type: 'collection' })).data.search;
    expect(found.items).toContainEqual({
      type: 'collection',
      id: saved.id,
      title: 'Stiftsbibliothek Kremsmünster',
      subtitle: 'stift-kremsmuenster.at/bibliothek',
      path: `/collections/${saved.id}`,
    });
    await call(UPSERT, { input: { ...pick(saved), name: 'Stift Kremsmünster, Musikarchiv' } });
    found = (await call(SEARCH, { q: 'musikarchiv kremsm' })).data.search;
    expect(found.items.map((i: { id: number }) => i.id)).toContain(saved.id);
    const deleted = await call(DELETE, { id: saved.id });
    expect(deleted.data.deleteCollection.success).toBe(true);
    expect((await call(GET, { id: saved.id })).data.getCollection).toBeNull();
    found = (await call(SEARCH, { q: 'kremsm' })).data.search;
    expect(found.items.map((i: { id: number }) => i.id)).not.toContain(saved.id);
  });

  it('answers an unknown id with null, and refuses to update or delete it', async () => {
    expect((await call(GET, { id: 999_999 })).data.getCollection).toBeNull();
    const update = await call(UPSERT, {
      input: { id: 999_999, name: 'a', prefix: 'b', updated_at: new Date().toISOString() },
    });
    expect(update.data.upsertCollection).toMatchObject({
      success: false,
      message: 'The record does not exist.',
    });
    expect((await call(DELETE, { id: 999_999 })).data.deleteCollection).toMatchObject({
      success: false,
      message: 'The record does not exist.',
    });
  });

  it.each([
    ['anonymous', async () => null, 'Please log in first.'],
    [
      'a guest',
      async () => (await createUser(server.db, { permission: 3 })).token,
      'You are not allowed to do this.',
    ],
    [
      'an unverified contributor',
      async () => (await createUser(server.db, { permission: 2, verified: false })).token,
      'Please verify your e-mail address first.',
    ],
    [
      'a suspended contributor',
      async () => (await createUser(server.db, { permission: 2, status: 'suspended' })).token,
      'Please log in first.',
    ],
  ])('refuses writes by %s and changes nothing', async (_who, tokenFor, message) => {
    const existing = await create({ name: 'Protected', prefix: 'P' });
    const token = await tokenFor();
    const created = await call(UPSERT, { input: { name: 'Intruder', prefix: 'I' } }, token);
    expect(created.data.upsertCollection).toMatchObject({ success: false, message, id: null });
    const updated = await call(UPSERT, { input: { ...pick(existing), name: 'Changed' } }, token);
    expect(updated.data.upsertCollection.success).toBe(false);
    const deleted = await call(DELETE, { id: existing.id }, token);
    expect(deleted.data.deleteCollection).toMatchObject({ success: false, message });
    expect((await call(GET, { id: existing.id }, token)).data.getCollection.name).toBe('Protected');
    expect((await call(SEARCH, { q: 'Intruder' })).data.search.total).toBe(0);
  });
});

function pick(c: {
  id: number;
  name: string;
  prefix: string;
  description: string | null;
  url: string | null;
  updated_at: string;
}) {
  return {
    id: c.id,
    name: c.name,
    prefix: c.prefix,
    description: c.description,
    url: c.url,
    updated_at: c.updated_at,
  };
}
