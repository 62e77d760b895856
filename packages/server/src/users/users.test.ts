import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';
import { linkIn, type Mailbox, startMailbox } from '../test/mailbox.ts';

const USERS = `query U($search: String, $first: Int, $after: String) {
  users(search: $search, first: $first, after: $after) { total hasNextPage endCursor items { id name email status permissions { id } email_verified_at registered_at } }
}`;
const ACT = (op: string) => `mutation A($id: Int!) { ${op}(id: $id) { success message } }`;
const PERMS =
  'mutation P($id: Int!, $p: [Int!]!) { setUserPermissions(id: $id, permissions: $p) { success message } }';
const SETTINGS = 'query S($search: String) { settings(search: $search) { key value } }';
const UPDATE_SETTING =
  'mutation S($key: String!, $value: String) { updateSetting(key: $key, value: $value) { success message errors { path key message } } }';
const LOGIN =
  'mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { success message } }';

describe.each(databaseKinds)('user and settings administration on %s', (kind) => {
  let server: TestServer;
  let mailbox: Mailbox;
  let admin: { id: number; token: string };
  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(kind, { smtpUrl: mailbox.url });
    admin = await createUser(server.db, { permission: 1 });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });
  const call = (query: string, variables: Record<string, unknown> = {}, token = admin.token) =>
    gql(server.app, { query, variables, token, locale: 'en' });

  it('lists accounts with search and paging', async () => {
    const target = await createUser(server.db, { permission: 3 });
    const all = (await call(USERS, { first: 1 })).data.users;
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all).toMatchObject({ hasNextPage: true, endCursor: '1' });
    const found = (await call(USERS, { search: target.email.slice(0, 8).toUpperCase() })).data.users;
    expect(found.items).toEqual([
      expect.objectContaining({ id: target.id, status: 'activated', permissions: [{ id: 3 }] }),
    ]);
    expect((await call(USERS, { search: '100%_nobody' })).data.users).toMatchObject({ total: 0, items: [] });
    for (const paging of [{ first: 101 }, { after: '-1' }]) {
      expect((await call(USERS, paging)).errors?.[0]).toMatchObject({
        message: 'The request could not be understood.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('suspends an account, which ends its sessions and blocks login, and activates it again', async () => {
    const target = await createUser(server.db, { permission: 2, password: 'Suspend me 1' });
    expect((await call(ACT('suspendUser'), { id: target.id })).data.suspendUser).toEqual({
      success: true,
      message: 'The account is suspended.',
    });
    expect((await gql(server.app, { query: '{ me { id } }', token: target.token })).data.me).toBeNull();
    expect((await call(LOGIN, { email: target.email, password: 'Suspend me 1' })).data.login.message).toBe(
      'This account is suspended.',
    );
    expect((await call(ACT('activateUser'), { id: target.id })).data.activateUser.success).toBe(true);
    expect((await call(LOGIN, { email: target.email, password: 'Suspend me 1' })).data.login.success).toBe(
      true,
    );
  });

  it('changes permissions, but never removes the last active administrator', async () => {
    const target = await createUser(server.db, { permission: 3 });
    expect((await call(PERMS, { id: target.id, p: [2] })).data.setUserPermissions.success).toBe(true);
    const me = await gql(server.app, { query: '{ me { permissions { id } } }', token: target.token });
    expect(me.data.me.permissions).toEqual([{ id: 2 }]);
    expect((await call(PERMS, { id: target.id, p: [7] })).data.setUserPermissions.message).toBe(
      'Please choose valid permissions.',
    );
    expect((await call(PERMS, { id: admin.id, p: [2] })).data.setUserPermissions.message).toMatch(
      /last active administrator/,
    );
    expect((await call(ACT('suspendUser'), { id: admin.id })).data.suspendUser.success).toBe(false);
    const otherAdmin = await createUser(server.db, { permission: 1 });
    expect(
      (await call(ACT('suspendUser'), { id: admin.id }, otherAdmin.token)).data.suspendUser.success,
    ).toBe(true);
    expect(
      (await call(ACT('suspendUser'), { id: otherAdmin.id }, otherAdmin.token)).data.suspendUser.message,
    ).toBe('You cannot suspend your own account.');
    expect(
      (await call(ACT('activateUser'), { id: admin.id }, otherAdmin.token)).data.activateUser.success,
    ).toBe(true);
    admin = { ...admin, token: (await createUser(server.db, { permission: 1 })).token };
  });

  it('mails a reset link and a new verification link on request', async () => {
    const target = await createUser(server.db, { permission: 3, verified: false });
    expect(
      (await call(ACT('sendPasswordResetLink'), { id: target.id })).data.sendPasswordResetLink.success,
    ).toBe(true);
    expect(linkIn(await mailbox.latestTo(target.email), '/auth/reset/')).toBeTruthy();
    expect(
      (await call(ACT('resendVerificationEmail'), { id: target.id })).data.resendVerificationEmail.success,
    ).toBe(true);
    expect(linkIn(await mailbox.latestTo(target.email), '/auth/verify/')).toBeTruthy();
    expect((await call(ACT('activateUser'), { id: 999_999 })).data.activateUser.message).toBe(
      'This account does not exist.',
    );
  });

  it('changes website settings with valid values only, and lists them', async () => {
    expect(
      (await call(UPDATE_SETTING, { key: 'theme_color', value: 'purple' })).data.updateSetting,
    ).toMatchObject({
      success: false,
      errors: [{ path: 'value', key: 'Setting.error_theme_color_invalid' }],
    });
    expect((await call(UPDATE_SETTING, { key: 'site_title', value: '  ' })).data.updateSetting.success).toBe(
      false,
    );
    expect((await call(UPDATE_SETTING, { key: 'secret', value: 'x' })).data.updateSetting.message).toBe(
      'Unknown setting.',
    );
    expect(
      (await call(UPDATE_SETTING, { key: 'theme_color', value: '#1F5F8B' })).data.updateSetting.success,
    ).toBe(true);
    expect(
      (await call(UPDATE_SETTING, { key: 'site_title', value: 'Fontes Einsiedeln' })).data.updateSetting
        .success,
    ).toBe(true);
    expect((await call(SETTINGS)).data.settings).toEqual([
      { key: 'site_title', value: 'Fontes Einsiedeln' },
      { key: 'theme_color', value: '#1f5f8b' },
    ]);
    expect((await call(SETTINGS, { search: 'theme' })).data.settings).toEqual([
      { key: 'theme_color', value: '#1f5f8b' },
    ]);
    expect((await call(SETTINGS, { search: 'nothing' })).data.settings).toEqual([]);
    const publicRead = await gql(server.app, { query: '{ getSetting(key: "theme_color") { value } }' });
    expect(publicRead.data.getSetting.value).toBe('#1f5f8b');
  });
});
