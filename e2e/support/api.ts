import { type APIRequestContext, expect } from '@playwright/test';

// Seeding and checking through the public GraphQL API, as a script or a second user would.
// The API request context carries no cookies (the server sets XSRF-TOKEN only on page loads),
// so mutations need no X-XSRF-TOKEN header; the session token goes in the Authorization header.

export interface FieldError {
  path: string;
  key: string;
  message: string;
}

export interface AuthResult {
  success: boolean;
  message: string | null;
  token: string | null;
  errors: FieldError[];
  user: { id: number; permissions: { id: number }[] } | null;
}

export interface UpsertResult {
  success: boolean;
  id: number | null;
  message: string | null;
  errors: FieldError[];
}

export interface Collection {
  id: number;
  name: string;
  prefix: string;
  description: string | null;
  url: string | null;
  updated_at: string;
}

export interface CollectionInput {
  id?: number | null;
  name: string;
  prefix: string;
  description?: string;
  url?: string;
  updated_at?: string | null;
}

export interface SearchResult {
  total: number;
  items: { type: string; id: number; title: string; subtitle: string | null; path: string }[];
}

interface Options {
  token?: string | null;
  locale?: 'de' | 'en';
}

/** One GraphQL operation; fails the test on an HTTP or GraphQL error. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  { token, locale = 'de' }: Options = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'X-Locale': locale, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(response.ok(), `POST /graphql answered ${response.status()}: ${JSON.stringify(body)}`).toBe(true);
  expect(body.errors, 'GraphQL errors').toBeUndefined();
  return body.data as T;
}

const authFields = 'success message token errors { path key message } user { id permissions { id } }';
const upsertFields = 'success id message errors { path key message }';
const collectionFields = 'id name prefix description url updated_at';

export async function register(
  request: APIRequestContext,
  input: { name: string; email: string; password: string },
): Promise<AuthResult> {
  const data = await graphql<{ register: AuthResult }>(
    request,
    `mutation ($input: RegisterInput!) { register(input: $input) { ${authFields} } }`,
    { input: { ...input, password_confirmation: input.password } },
  );
  return data.register;
}

export async function login(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<AuthResult> {
  const data = await graphql<{ login: AuthResult }>(
    request,
    `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { ${authFields} } }`,
    { email, password },
  );
  return data.login;
}

export interface User {
  id: number;
  name: string;
  email: string;
  permissions: { id: number }[];
}

/** The signed-in user of `token`, or null when the token opens no session. */
export async function me(request: APIRequestContext, token: string): Promise<User | null> {
  const data = await graphql<{ me: User | null }>(
    request,
    '{ me { id name email permissions { id } } }',
    {},
    { token },
  );
  return data.me;
}

export async function upsertCollection(
  request: APIRequestContext,
  token: string,
  input: CollectionInput,
): Promise<UpsertResult> {
  const data = await graphql<{ upsertCollection: UpsertResult }>(
    request,
    `mutation ($input: CollectionInput!) { upsertCollection(input: $input) { ${upsertFields} } }`,
    { input },
    { token },
  );
  return data.upsertCollection;
}

/** Creates a collection and returns it as stored. */
export async function createCollection(
  request: APIRequestContext,
  token: string,
  input: CollectionInput,
): Promise<Collection> {
  const result = await upsertCollection(request, token, input);
  expect(result, 'seeding a collection').toMatchObject({ success: true });
  const stored = await getCollection(request, result.id as number);
  expect(stored, 'the seeded collection').not.toBeNull();
  return stored as Collection;
}

export async function getCollection(request: APIRequestContext, id: number): Promise<Collection | null> {
  const data = await graphql<{ getCollection: Collection | null }>(
    request,
    `query ($id: Int!) { getCollection(id: $id) { ${collectionFields} } }`,
    { id },
  );
  return data.getCollection;
}

export async function search(
  request: APIRequestContext,
  query: string,
  type: string | null = null,
): Promise<SearchResult> {
  const data = await graphql<{ search: SearchResult }>(
    request,
    'query ($query: String, $type: RecordType) { search(query: $query, type: $type) { total items { type id title subtitle path } } }',
    { query, type },
  );
  return data.search;
}

export interface Result {
  success: boolean;
  message: string | null;
  errors: FieldError[];
}

const resultFields = 'success message errors { path key message }';

/** Saves the interface language of the signed-in user of `token`. */
export async function updateLocale(
  request: APIRequestContext,
  token: string,
  locale: 'de' | 'en',
): Promise<Result> {
  const data = await graphql<{ updateLocale: Result }>(
    request,
    `mutation ($locale: String!) { updateLocale(locale: $locale) { ${resultFields} } }`,
    { locale },
    { token },
  );
  return data.updateLocale;
}

/** The language the user of `token` saved. */
export async function savedLocale(request: APIRequestContext, token: string): Promise<string | null> {
  const data = await graphql<{ me: { locale: string | null } | null }>(
    request,
    '{ me { locale } }',
    {},
    { token },
  );
  return data.me?.locale ?? null;
}

/** Changes a website setting as an administrator. */
export async function updateSetting(
  request: APIRequestContext,
  token: string,
  key: string,
  value: string,
): Promise<Result> {
  const data = await graphql<{ updateSetting: Result }>(
    request,
    `mutation ($key: String!, $value: String) { updateSetting(key: $key, value: $value) { ${resultFields} } }`,
    { key, value },
    { token },
  );
  return data.updateSetting;
}

export interface PublicationInput {
  title: string;
  short_title: string;
  attributions?: { person: number; function: string; qualifier: string }[];
}

/** Creates a publication (with attributions naming people) as a second user or a script would. */
export async function createPublication(
  request: APIRequestContext,
  token: string,
  input: PublicationInput,
): Promise<number> {
  const data = await graphql<{ upsertPublication: UpsertResult }>(
    request,
    `mutation ($input: PublicationInput!) { upsertPublication(input: $input) { ${upsertFields} } }`,
    { input },
    { token },
  );
  expect(data.upsertPublication, 'seeding a publication').toMatchObject({ success: true });
  return data.upsertPublication.id as number;
}

/** Creates a person with one primary name, as a script would; returns the id. */
export async function createPerson(request: APIRequestContext, token: string, name: string): Promise<number> {
  return saved(request, token, 'upsertPerson', 'PersonInput', { names: [{ name, primary: true }] });
}

export interface CatalogEntry {
  collection: number;
  catalog: number;
  page: number;
  entry: number;
}

/** Creates a collection with a catalog whose one page holds one entry, as the catalogue screens would. */
export async function createCatalogEntry(
  request: APIRequestContext,
  token: string,
  seed: {
    collection: string;
    prefix: string;
    catalog: string;
    page: string;
    entry: string;
    composer?: string;
  },
): Promise<CatalogEntry> {
  const collection = await createCollection(request, token, { name: seed.collection, prefix: seed.prefix });
  const catalog = await saved(request, token, 'upsertCatalog', 'CatalogInput', {
    collection: collection.id,
    short_title: seed.catalog,
  });
  const page = await saved(request, token, 'upsertPage', 'PageInput', {
    catalog,
    number: seed.page,
    entries: [{ number: seed.entry, composer: seed.composer }],
  });
  const data = await graphql<{ getPage: { entries: { id: number }[] } }>(
    request,
    'query ($id: Int!) { getPage(id: $id) { entries { id } } }',
    { id: page },
    { token },
  );
  return { collection: collection.id, catalog, page, entry: data.getPage.entries[0]?.id as number };
}

/** Creates a score citing a publication (with the least a score needs: a catalog entry, a voice). */
export async function createScoreCiting(
  request: APIRequestContext,
  token: string,
  citation: { publication: number; number: string; short_title: string },
): Promise<number> {
  const { publication, number, short_title } = citation;
  return createScore(request, token, short_title, { publications: [{ publication, number }] });
}

/** Creates a score with the least it needs (a catalog entry, a voice), and any more fields given. */
export async function createScore(
  request: APIRequestContext,
  token: string,
  short_title: string,
  more: Record<string, unknown> = {},
): Promise<number> {
  const { collection, entry } = await createCatalogEntry(request, token, {
    collection: `Sammlung ${short_title}`,
    prefix: 'E2E',
    catalog: `Inventar ${short_title}`,
    page: '1',
    entry: '1',
  });
  return saved(request, token, 'upsertScore', 'ScoreInput', {
    collection,
    shelfmark: `Ms. ${short_title}`,
    short_title,
    voices: [{ voice: 'sop' }],
    entries: [{ id: entry }],
    ...more,
  });
}

/** Uploads a file into `folder` as the file manager would (a multipart request); returns its id. */
export async function uploadFile(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  folder = '',
): Promise<number> {
  const query = `mutation ($input: FileInput!) { upsertFile(input: $input) { ${upsertFields} } }`;
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}`, 'X-Locale': 'de' },
    multipart: {
      operations: JSON.stringify({ query, variables: { input: { folder, file: null } } }),
      map: JSON.stringify({ 0: ['variables.input.file'] }),
      0: file,
    },
  });
  const body = (await response.json()) as { data?: { upsertFile: UpsertResult } };
  expect(body.data?.upsertFile, `uploading ${file.name}`).toMatchObject({ success: true });
  return body.data?.upsertFile.id as number;
}

/** Saves a score's changed fields over the version `updated_at`, as a second cataloguer would. */
export async function updateScore(
  request: APIRequestContext,
  token: string,
  input: { id: number; updated_at: string } & Record<string, unknown>,
): Promise<UpsertResult> {
  const data = await graphql<{ upsertScore: UpsertResult }>(
    request,
    `mutation ($input: ScoreInput!) { upsertScore(input: $input) { ${upsertFields} } }`,
    { input },
    { token },
  );
  return data.upsertScore;
}

/** A digital copy of a score or catalog, without images, as the digital copy screens would save it. */
export async function createDigitalCopy(
  request: APIRequestContext,
  token: string,
  input: { name: string; digitizable_type: 'score' | 'catalog'; digitizable_id: number },
): Promise<number> {
  return saved(request, token, 'upsertDigitalCopy', 'DigitalCopyInput', { ...input, files: [] });
}

/** One `upsertX` as a second user would send it, answered as it is (a stale save too). */
export async function upsert(
  request: APIRequestContext,
  token: string,
  mutation: string,
  inputType: string,
  input: Record<string, unknown>,
): Promise<UpsertResult> {
  const data = await graphql<Record<string, UpsertResult>>(
    request,
    `mutation ($input: ${inputType}!) { ${mutation}(input: $input) { ${upsertFields} } }`,
    { input },
    { token },
  );
  return data[mutation] as UpsertResult;
}

/** The version (`updated_at`) a record is saved at now, as a form loading it would get it. */
export async function versionOf(request: APIRequestContext, query: string, id: number): Promise<string> {
  const data = await graphql<Record<string, { updated_at: string } | null>>(
    request,
    `query ($id: Int!) { ${query}(id: $id) { updated_at } }`,
    { id },
  );
  const version = data[query]?.updated_at;
  expect(version, `${query}(${id}) has a version`).toBeTruthy();
  return version as string;
}

/** One `upsertX` that must succeed; returns the saved record's id. */
export async function saved(
  request: APIRequestContext,
  token: string,
  mutation: string,
  inputType: string,
  input: Record<string, unknown>,
): Promise<number> {
  const result = await upsert(request, token, mutation, inputType, input);
  expect(result, `seeding: ${mutation}`).toMatchObject({ success: true });
  return result.id as number;
}

/** The ids of a folder's files by name, as a script would list them. */
export async function filesIn(
  request: APIRequestContext,
  token: string,
  folder: string,
): Promise<Record<string, number>> {
  const data = await graphql<{ files: { items: { id: number; filename: string }[] } }>(
    request,
    'query ($folder: String) { files(folder: $folder, first: 100) { items { id filename } } }',
    { folder },
    { token },
  );
  return Object.fromEntries(data.files.items.map((file) => [file.filename, file.id]));
}

/** Creates a digital copy of a new catalog showing `files` in order; returns its id. */
export async function createCatalogDigitalCopy(
  request: APIRequestContext,
  token: string,
  name: string,
  files: number[],
): Promise<number> {
  const collection = await createCollection(request, token, { name: `Sammlung ${name}`, prefix: 'DC' });
  const catalog = await saved(request, token, 'upsertCatalog', 'CatalogInput', {
    collection: collection.id,
    short_title: `Inventar ${name}`,
  });
  return saved(request, token, 'upsertDigitalCopy', 'DigitalCopyInput', {
    name,
    digitizable_type: 'catalog',
    digitizable_id: catalog,
    files: files.map((file) => ({ file })),
  });
}

/** Makes each folder of `path` that is not there yet (`scans/1795`: `scans`, then `1795` in it). */
export async function createFolders(request: APIRequestContext, token: string, path: string) {
  const list = `query ($folder: String) { files(folder: $folder, first: 100) { items { filename is_folder } } }`;
  const save = `mutation ($input: FileInput!) { upsertFile(input: $input) { ${upsertFields} } }`;
  const segments = path.split('/').filter(Boolean);
  for (const [index, filename] of segments.entries()) {
    const folder = segments.slice(0, index).join('/');
    // Names may repeat in a folder: a second `scans` beside the first would split the scans.
    const { files } = await graphql<{ files: { items: { filename: string; is_folder: boolean }[] } }>(
      request,
      list,
      { folder },
      { token },
    );
    if (files.items.some((item) => item.is_folder && item.filename === filename)) continue;
    const { upsertFile } = await graphql<{ upsertFile: UpsertResult }>(
      request,
      save,
      { input: { folder, filename, is_folder: true } },
      { token },
    );
    expect(upsertFile, `creating the folder ${filename} in "${folder}"`).toMatchObject({ success: true });
  }
}
