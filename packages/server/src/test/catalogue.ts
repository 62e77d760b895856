import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { type CatalogueEntity, FIELDS } from './catalogue-fields.ts';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from './harness.ts';

export type Input = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: records read back are inspected freely
export type Loaded = any;

export interface CallOptions {
  /** null calls anonymously; left out calls as the api's user. */
  token?: string | null;
  locale?: 'de' | 'en';
}

export interface SaveAnswer {
  success: boolean;
  message: string | null;
  id: number | null;
  errors: Array<{ path: string; key: string; message: string }>;
  warnings: Array<{ path: string; key: string; message: string }>;
}

const ANSWER = 'success message id errors { path key message } warnings { path key message }';

/** The catalogue's GraphQL operations as a contributor (or anyone) calls them. */
export class CatalogueApi {
  constructor(
    readonly server: TestServer,
    readonly token: string,
  ) {}

  async call(query: string, variables: Input = {}, options: CallOptions = {}) {
    const token = options.token === undefined ? this.token : (options.token ?? undefined);
    const answer = await gql(this.server.app, { query, variables, token, locale: options.locale ?? 'en' });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data;
  }

  async upsert(
    entity: CatalogueEntity,
    input: Input,
    options: CallOptions & { previousPageId?: number } = {},
  ) {
    const page = entity === 'Page' ? ', $previous: Int' : '';
    const previous = entity === 'Page' ? ', previousPageId: $previous' : '';
    const query = `mutation U($input: ${entity}Input!${page}) { upsert${entity}(input: $input${previous}) { ${ANSWER} } }`;
    const data = await this.call(query, { input, previous: options.previousPageId }, options);
    return data[`upsert${entity}`] as SaveAnswer;
  }

  async get(entity: CatalogueEntity, id: number, options: CallOptions = {}): Promise<Loaded> {
    const data = await this.call(
      `query G($id: Int!) { get${entity}(id: $id) { ${FIELDS[entity]} } }`,
      { id },
      options,
    );
    return data[`get${entity}`];
  }

  async remove(entity: CatalogueEntity, id: number, options: CallOptions = {}) {
    const query = `mutation D($id: Int!) { delete${entity}(id: $id) { success message } }`;
    return (await this.call(query, { id }, options))[`delete${entity}`] as {
      success: boolean;
      message: string;
    };
  }

  /** Saves and reads back; fails the test when the save is refused. */
  async save(
    entity: CatalogueEntity,
    input: Input,
    options: { previousPageId?: number } = {},
  ): Promise<Loaded> {
    const answer = await this.upsert(entity, input, options);
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
    return this.get(entity, answer.id as number);
  }

  /** Uploads bytes as a multipart request (GraphQL multipart request spec), as the web app does. */
  async upload(
    content: { bytes: Uint8Array; name: string; type?: string },
    input: Input = {},
    options: CallOptions = {},
  ): Promise<SaveAnswer> {
    const answer = (await this.uploadResponse(content, input, options)).json();
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data.upsertFile;
  }

  /** The HTTP answer to an upsertFile with `content` as a browser's FormData sends it. */
  async uploadResponse(
    content: { bytes: Uint8Array; name: string; type?: string },
    input: Input = {},
    options: CallOptions = {},
  ) {
    const token = options.token === undefined ? this.token : (options.token ?? undefined);
    const form = new FormData();
    const query = `mutation U($input: FileInput!) { upsertFile(input: $input) { ${ANSWER} } }`;
    form.append('operations', JSON.stringify({ query, variables: { input: { ...input, file: null } } }));
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new Blob([new Uint8Array(content.bytes)], { type: content.type ?? '' }), content.name);
    const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
    return this.server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': request.headers.get('content-type') as string,
        'x-locale': options.locale ?? 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  /** How many SQL statements `action` sends to the database. */
  async statements(action: () => Promise<unknown>): Promise<number> {
    const client = (this.server.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const spy = vi.spyOn(client, 'query');
    try {
      await action();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  async search(query: string | null, type?: string) {
    const text = `query S($q: String, $type: RecordType) {
      search(query: $q, type: $type, first: 100) { total items { type id title subtitle path } } }`;
    return (await this.call(text, { q: query, type })).search as {
      total: number;
      items: Array<{ type: string; id: number; title: string; subtitle: string | null; path: string }>;
    };
  }
}

/** PNG bytes made with sharp; the seed colours the image, so different seeds give different bytes. */
export function pngBytes(width: number, height: number, seed = 0): Promise<Buffer> {
  const background = { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 };
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}`;

/** Records a test needs around the one it is about, made through the API like a cataloguer would. */
export class Fixtures {
  constructor(readonly api: CatalogueApi) {}

  async collection(name = unique('Musikarchiv')): Promise<{ id: number; name: string; prefix: string }> {
    const prefix = `P${++counter}`;
    const answer = await this.api.call(
      'mutation C($input: CollectionInput!) { upsertCollection(input: $input) { success id } }',
      { input: { name, prefix } },
    );
    return { id: answer.upsertCollection.id, name, prefix };
  }

  async catalog(collection?: number, input: Input = {}): Promise<Loaded> {
    const owner = collection ?? (await this.collection()).id;
    return this.api.save('Catalog', { collection: owner, short_title: unique('Inventar'), ...input });
  }

  /** A page with entries (by default one) on a new or given catalog. */
  async page(entries: Input[] = [{ number: '1', composer: 'Haydn' }], catalog?: number): Promise<Loaded> {
    const owner = catalog ?? (await this.catalog()).id;
    return this.api.save('Page', { catalog: owner, number: String(++counter), entries });
  }

  /** The id of a new catalog entry that no score names yet. */
  async entry(): Promise<number> {
    return (await this.page()).entries[0].id;
  }

  async person(name = unique('Mozart, Wolfgang Amadeus')): Promise<number> {
    return (await this.api.save('Person', { names: [{ name, primary: true }] })).id;
  }

  async publication(title = unique('Thematisches Verzeichnis')): Promise<number> {
    return (await this.api.save('Publication', { title, short_title: title })).id;
  }

  /** The least a score needs: collection, shelfmark, short title, scoring and a catalog entry. */
  async scoreInput(input: Input = {}): Promise<Input> {
    return {
      collection: (await this.collection()).id,
      shelfmark: unique('Ms.'),
      short_title: unique('Messe'),
      voices: [{ voice: 'sop' }],
      entries: [{ id: await this.entry() }],
      ...input,
    };
  }

  async score(input: Input = {}): Promise<Loaded> {
    return this.api.save('Score', await this.scoreInput(input));
  }

  /** The id of an uploaded PNG of the given size (distinct bytes each time unless `seed` repeats). */
  async image(width = 40, height = 30, name = `${unique('scan')}.png`, seed = ++counter): Promise<number> {
    const answer = await this.api.upload({ bytes: await pngBytes(width, height, seed), name });
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
    return answer.id as number;
  }
}

/** The input that saves a loaded record again, unchanged: its id, version and the given fields. */
export function again(record: Loaded, fields: Input = {}): Input {
  return { id: record.id, updated_at: record.updated_at, ...fields };
}

export const idsOf = (list: Array<{ id: number }>) => list.map((item) => item.id);

export interface CatalogueEnv {
  server: TestServer;
  api: CatalogueApi;
  fx: Fixtures;
}

/** Tests on a fresh server of each kind of database, with a contributor's api and fixtures. */
export function describeCatalogue(title: string, body: (env: () => CatalogueEnv) => void): void {
  describe.each(databaseKinds)(`${title} on %s`, (kind) => {
    let env: CatalogueEnv;
    beforeAll(async () => {
      const server = await startTestServer(kind);
      const api = new CatalogueApi(server, (await createUser(server.db, { permission: 2 })).token);
      env = { server, api, fx: new Fixtures(api) };
    });
    afterAll(() => env.server.close());
    body(() => env);
  });
}
