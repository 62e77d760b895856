import { UNSTORABLE_TEXT_KEY } from '@fontes/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueApi } from '../test/catalogue.ts';
import { createUser, databaseKinds, gql, post, startTestServer, type TestServer } from '../test/harness.ts';
import {
  isInputObjectArgument,
  operationFor,
  plainArguments,
  rootFields,
  textFieldInputs,
} from '../test/schema-arguments.ts';

// PostgreSQL refuses a NUL character in text (and jsonb), and stores a lone surrogate as U+FFFD: every
// argument holding one is refused before it reaches the database, naming where it is.

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';
const RECORD_COUNT = '{ search { total } }';
// A new file needs its content before its fields are looked at; a folder does not. A rename names its
// file (one object stands for a list of one).
const baseInputs: Record<string, object> = {
  upsertFile: { is_folder: true },
  renameFiles: { id: 1, filename: 'a.png', updated_at: '2026-01-01T00:00:00.000Z' },
  // An operation names its kind; a bulk edit's filters are a search's, without one.
  'bulkEdit.operation': { kind: 'set_field' },
};

const fields = rootFields();
const textArguments = fields.flatMap((root) =>
  root.field.args
    .filter((a) => !isInputObjectArgument(a) && /^\[?String/.test(String(a.type)))
    .map((argument) => ({ root, argument, label: `${root.field.name}(${argument.name})` })),
);
// Saves answer a field error; a query's input (search's filters) is refused as bad input, as its text arguments are.
const inputObjectCases = (operation: 'query' | 'mutation') =>
  fields
    .filter((root) => root.operation === operation)
    .flatMap((root) => root.field.args.filter(isInputObjectArgument).map((argument) => ({ root, argument })))
    .flatMap(({ root, argument }) =>
      textFieldInputs(argument.type, NUL).map(({ path, input }) => ({
        root,
        variables: {
          ...plainArguments(root.field.args),
          [argument.name]: {
            ...(baseInputs[`${root.field.name}.${argument.name}`] ?? baseInputs[root.field.name]),
            ...(input as object),
          },
        },
        path,
        label: `${root.field.name} ${path}`,
      })),
    );
const inputObjectFields = inputObjectCases('mutation');
const queryInputFields = inputObjectCases('query');

describe.each(databaseKinds)('text the database cannot store, on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await createUser(server.db, { permission: 1 })).token;
  });
  afterAll(() => server.close());

  it('covers every text argument and every text field of the inputs', () => {
    expect(textArguments.map((a) => a.label)).toEqual(
      expect.arrayContaining(['genres(search)', 'places(search)', 'users(search)', 'login(email)']),
    );
    expect(inputObjectFields.map((f) => f.label)).toEqual(
      expect.arrayContaining(['upsertScore parts.0.notes', 'register email', 'upsertFile filename']),
    );
    expect(queryInputFields.map((f) => f.label)).toEqual(
      expect.arrayContaining(['search genre.0', 'search title']),
    );
  });

  it.each(queryInputFields)(
    'refuses a NUL character in $label as bad input, translated',
    async ({ root, variables }) => {
      const answer = await gql(server.app, { query: operationFor(root, variables), variables, locale: 'de' });
      expect(answer.data).toBeNull();
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^(Der|Die|Das) .*„/),
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        }),
      ]);
    },
  );

  it.each(textArguments)(
    'refuses a NUL character in $label, naming the argument',
    async ({ root, argument }) => {
      const variables = { ...plainArguments(root.field.args), [argument.name]: NUL };
      const answer = await gql(server.app, {
        query: operationFor(root, variables),
        variables,
        token: admin,
        locale: 'de',
      });
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/^Der Wert von .* enthält ein Zeichen/),
          // A list's value is its first item here: the item is named.
          extensions: {
            code: 'BAD_USER_INPUT',
            argument: `${root.field.name}.${argument.name}${String(argument.type).startsWith('[') ? '.0' : ''}`,
          },
        }),
      ]);
    },
  );

  it.each(inputObjectFields)(
    'answers a field error for a NUL character in $label',
    async ({ root, variables, path }) => {
      const before = (await gql(server.app, { query: RECORD_COUNT })).data.search.total;
      const answer = await gql(server.app, {
        query: operationFor(root, variables),
        variables,
        token: admin,
        locale: 'en',
      });
      expect(answer.errors).toBeUndefined();
      const result = answer.data[root.field.name];
      expect(result.errors).toContainEqual({
        path,
        key: UNSTORABLE_TEXT_KEY,
        message: expect.stringContaining('cannot be saved'),
      });
      expect((await gql(server.app, { query: RECORD_COUNT })).data.search.total).toBe(before);
    },
  );

  it('answers a field error for an uploaded file whose name holds a NUL character', async () => {
    const api = new CatalogueApi(server, admin);
    const answer = await api.upload({ bytes: new TextEncoder().encode('text'), name: 'scan\u0000.txt' });
    expect(answer.errors).toContainEqual(
      expect.objectContaining({ path: 'filename', key: UNSTORABLE_TEXT_KEY }),
    );
  });

  it('refuses a lone surrogate too, which the database would silently replace', async () => {
    const answer = await gql(server.app, {
      query: 'query P($s: String) { places(search: $s) { id } }',
      variables: { s: LONE_SURROGATE },
    });
    expect(answer.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', argument: 'places.search' });
  });

  it('refuses a NUL character written into the query itself, and in a batch only that operation', async () => {
    const response = await post(server.app, [
      { query: '{ genres(search: "a\\u0000b") { id } }' },
      { query: '{ genres(search: "a") { id } }' },
    ]);
    expect(response.statusCode).toBe(200);
    const [refused, answered] = response.json();
    expect(refused.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', argument: 'genres.search' });
    expect(answered).toEqual({ data: { genres: [] } });
  });

  it('refuses variables nested thousands deep as bad input (the guard once overflowed its stack on them)', async () => {
    // Written as text: JSON.stringify itself runs out of stack on it.
    const deep = `${'{"a":'.repeat(5000)}"\\u0000"${'}'.repeat(5000)}`;
    const query = 'query Q($s: String) { genres(search: $s) { id } }';
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: `{"query":"${query}","variables":{"s":${deep}}}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('answers the same text without the character as before', async () => {
    const answer = await gql(server.app, {
      query: '{ genres(search: "ab") { id } search(query: "ab") { total } }',
    });
    expect(answer).toEqual({ data: { genres: [], search: { total: 0 } } });
  });
});
