import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isInterfaceType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Locale, translator } from '../i18n.ts';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';

// Every result with a message also answers its key and values, so that a client can show the message
// again after the user switches language: the key translated with the values is the message.

const SAID = 'success message message_key message_params { name value }';

interface Said {
  success: boolean;
  message: string | null;
  message_key: string | null;
  message_params: { name: string; value: string }[];
}

function expectKeyOfMessage(said: Said, locale: Locale, key: string): void {
  expect(said.message_key).toBe(key);
  const params = Object.fromEntries(said.message_params.map((p) => [p.name, p.value]));
  expect(said.message).toBe(translator(locale)(key, params));
  expect(translator(locale === 'de' ? 'en' : 'de')(key, params)).not.toBe(said.message);
}

describe('the answer of a mutation', () => {
  it('is an Outcome, whatever the mutation, so that a client selects its message with one fragment', () => {
    const schema = buildSchema(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'));
    const outcome = schema.getType('Outcome');
    if (!isInterfaceType(outcome)) throw new Error('no interface Outcome');
    const answers = Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) =>
      getNamedType(field.type),
    );
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers)
      expect(isObjectType(answer) && schema.isSubType(outcome, answer), answer.name).toBe(true);
  });
});

describe.each(databaseKinds)('result messages on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = (await createUser(server.db, { permission: 1 })).token;
  });
  afterAll(() => server.close());

  const call = async (query: string, locale: Locale, token?: string, variables = {}) =>
    (await gql(server.app, { query, locale, token, variables })).data;

  it('answer the key and values of login, logout, reset and account messages (AuthResult, Result)', async () => {
    const login = await call(
      `mutation { login(email: "nobody@example.org", password: "x") { ${SAID} } }`,
      'de',
    );
    expectKeyOfMessage(login.login, 'de', 'Auth.error_credentials');
    const empty = await call(`mutation { login(email: "", password: "") { ${SAID} } }`, 'en');
    expectKeyOfMessage(empty.login, 'en', 'Server.error_validation');
    const reset = await call(
      `mutation { requestPasswordReset(email: "nobody@example.org") { ${SAID} } }`,
      'en',
    );
    expectKeyOfMessage(reset.requestPasswordReset, 'en', 'Auth.reset_requested');
    const verify = await call(`mutation { verifyEmail(id: 1, hash: "nonsense") { ${SAID} } }`, 'de');
    expect(verify.verifyEmail.message_key).toMatch(/^Auth\./);
    expectKeyOfMessage(verify.verifyEmail, 'de', verify.verifyEmail.message_key);
    const suspended = await call(`mutation { suspendUser(id: 999999) { ${SAID} } }`, 'en', admin);
    expectKeyOfMessage(suspended.suspendUser, 'en', 'Users.error_not_found');
    const setting = await call(
      `mutation { updateSetting(key: "site_title", value: "Archiv") { ${SAID} } }`,
      'de',
      admin,
    );
    expectKeyOfMessage(setting.updateSetting, 'de', 'Setting.saved');
    const logout = await call(`mutation { logout { ${SAID} } }`, 'en');
    expectKeyOfMessage(logout.logout, 'en', 'Auth.logged_out');
  });

  it('answer the key of save and delete messages, and of a refusal (UpsertResult, DeleteResult)', async () => {
    const saved = await call(
      `mutation { upsertCollection(input: { name: "Stiftsarchiv", prefix: "SA" }) { id ${SAID} } }`,
      'de',
      admin,
    );
    expectKeyOfMessage(saved.upsertCollection, 'de', 'Server.saved');
    const refused = await call(
      `mutation { upsertCollection(input: { name: "X", prefix: "X" }) { ${SAID} } }`,
      'en',
    );
    expectKeyOfMessage(refused.upsertCollection, 'en', 'Server.error_unauthenticated');
    const deleted = await call(`mutation($id: Int!) { deleteCollection(id: $id) { ${SAID} } }`, 'en', admin, {
      id: saved.upsertCollection.id,
    });
    expectKeyOfMessage(deleted.deleteCollection, 'en', 'Server.deleted');
    const again = await call(
      `mutation($id: Int!) { deleteCollection(id: $id) { ...Said } } fragment Said on Outcome { ${SAID} errors { path } }`,
      'de',
      admin,
      { id: saved.upsertCollection.id },
    );
    expectKeyOfMessage(again.deleteCollection, 'de', 'Server.error_not_found');
    expect(again.deleteCollection.errors).toEqual([]);
    const pages = await call(`mutation { createPages(catalogId: 1, count: 2) { ${SAID} } }`, 'de');
    expectKeyOfMessage(pages.createPages, 'de', 'Server.error_unauthenticated');
  });
});
