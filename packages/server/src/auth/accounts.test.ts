import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';

const REGISTER = `mutation R($input: RegisterInput!) {
  register(input: $input) { success message token errors { path key message } user { id email email_verified_at permissions { id } } }
}`;
const LOGIN = `mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { success message token user { id } } }`;
const LOGOUT = 'mutation { logout { success message } }';
const ME = '{ me { id name email permissions { id } locale email_verified_at registered_at status } }';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const register = (input: Record<string, unknown>, locale: 'de' | 'en' = 'en') =>
    gql(server.app, { query: REGISTER, variables: { input }, locale });
  const account = (email: string) => ({
    name: 'Clara Wieck',
    email,
    password: 'Robert1840!',
    password_confirmation: 'Robert1840!',
  });

  it('makes the first account an administrator and counts it as verified; later ones are unverified guests', async () => {
    // A visitor learns whether any account exists: the empty home page invites to register or to sign in.
    const hasAccounts = async () => (await gql(server.app, { query: '{ hasAccounts }' })).data.hasAccounts;
    expect(await hasAccounts()).toBe(false);
    const first = (await register(account('Clara@Example.org'))).data.register;
    expect(await hasAccounts()).toBe(true);
    expect(first).toMatchObject({
      success: true,
      user: { email: 'clara@example.org', permissions: [{ id: 1 }] },
    });
    expect(first.user.email_verified_at).not.toBeNull();
    expect(first.message).toMatch(/administrator/i);
    const me = await gql(server.app, { query: ME, token: first.token });
    expect(me.data.me).toMatchObject({
      id: first.user.id,
      name: 'Clara Wieck',
      status: 'activated',
      locale: 'en',
    });

    const second = (await register(account('robert@example.org'))).data.register;
    expect(second).toMatchObject({
      success: true,
      user: { permissions: [{ id: 3 }], email_verified_at: null },
    });
  });

  it('refuses a taken address (in any case) and invalid input with field errors', async () => {
    const taken = (await register(account('CLARA@example.org'), 'de')).data.register;
    expect(taken).toMatchObject({
      success: false,
      token: null,
      errors: [{ path: 'email', key: 'Auth.error_email_taken' }],
    });
    const bad = (
      await register({ name: '', email: 'nope', password: 'short', password_confirmation: 'other' })
    ).data.register;
    expect(bad.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'email',
      'name',
      'password',
      'password_confirmation',
    ]);
    expect(bad.errors.find((e: { path: string }) => e.path === 'password').message).toContain('8');
  });

  it('answers a wrong address and a wrong password alike', async () => {
    const wrongPassword = (
      await gql(server.app, {
        query: LOGIN,
        variables: { email: 'clara@example.org', password: 'wrong-password' },
      })
    ).data.login;
    const wrongAddress = (
      await gql(server.app, {
        query: LOGIN,
        variables: { email: 'nobody@example.org', password: 'Robert1840!' },
      })
    ).data.login;
    expect(wrongPassword).toEqual({ success: false, message: wrongAddress.message, token: null, user: null });
    expect(wrongAddress.message).toBeTruthy();
  });

  it('names each empty login field, in the language asked for, without checking any account', async () => {
    const LOGIN_ERRORS = `mutation L($email: String!, $password: String!) {
      login(email: $email, password: $password) { success token errors { path key message } }
    }`;
    const empty = async (email: string, password: string, locale: 'de' | 'en') =>
      (await gql(server.app, { query: LOGIN_ERRORS, variables: { email, password }, locale })).data.login;
    expect(await empty('', '', 'de')).toEqual({
      success: false,
      token: null,
      errors: [
        { path: 'email', key: 'Auth.error_email_empty', message: 'Bitte geben Sie Ihre E-Mail-Adresse ein!' },
        { path: 'password', key: 'Auth.error_password_empty', message: 'Bitte geben Sie Ihr Passwort ein!' },
      ],
    });
    expect((await empty('  ', 'Robert1840!', 'en')).errors).toEqual([
      { path: 'email', key: 'Auth.error_email_empty', message: 'Please enter your e-mail address!' },
    ]);
    expect((await empty('clara@example.org', '', 'en')).errors.map((e: { key: string }) => e.key)).toEqual([
      'Auth.error_password_empty',
    ]);
  });

  it('logs in, and logout ends the session on the server', async () => {
    const login = (
      await gql(server.app, {
        query: LOGIN,
        variables: { email: ' Clara@example.org ', password: 'Robert1840!' },
      })
    ).data.login;
    expect(login.success).toBe(true);
    expect((await gql(server.app, { query: ME, token: login.token })).data.me.email).toBe(
      'clara@example.org',
    );
    const out = (await gql(server.app, { query: LOGOUT, token: login.token })).data.logout;
    expect(out.success).toBe(true);
    expect((await gql(server.app, { query: ME, token: login.token })).data.me).toBeNull();
  });

  it('refuses a suspended account, and its old sessions no longer count', async () => {
    const suspended = await createUser(server.db, { status: 'suspended', password: 'Suspended1!' });
    const login = (
      await gql(server.app, {
        query: LOGIN,
        variables: { email: suspended.email, password: 'Suspended1!' },
        locale: 'en',
      })
    ).data.login;
    expect(login).toMatchObject({ success: false, message: 'This account is suspended.', token: null });
    expect((await gql(server.app, { query: ME, token: suspended.token })).data.me).toBeNull();
  });

  it('takes the session token from the Authorization header only, never from a cookie', async () => {
    const user = await createUser(server.db);
    const viaCookie = await gql(server.app, { query: ME, headers: { cookie: `token=${user.token}` } });
    expect(viaCookie.data.me).toBeNull();
    expect((await gql(server.app, { query: ME, token: user.token })).data.me.id).toBe(user.id);
    expect(
      (await gql(server.app, { query: ME, token: 'not-a-real-token-but-long-enough' })).data.me,
    ).toBeNull();
  });
});
