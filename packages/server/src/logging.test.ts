import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/database.ts';
import { loggerOptions, yogaLogging } from './logging.ts';
import {
  type CapturedLog,
  captureLog,
  databaseKinds,
  gql,
  post,
  startTestServer,
  type TestServer,
} from './test/harness.ts';
import { linkIn, type Mailbox, startMailbox } from './test/mailbox.ts';

const REGISTER = `mutation R($input: RegisterInput!) { register(input: $input) { success message token user { id } } }`;
const LOGIN = `mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { success token } }`;
const VERIFY = 'mutation V($id: Int!, $hash: String!) { verifyEmail(id: $id, hash: $hash) { success } }';
const REQUEST_RESET = 'mutation Q($email: String!) { requestPasswordReset(email: $email) { success } }';
const RESET = `mutation P($token: String!, $password: String, $password_confirmation: String) {
  resetPassword(token: $token, password: $password, password_confirmation: $password_confirmation) { success }
}`;
const ME = '{ me { id } }';

const account = (name: string, email: string, password: string) => ({
  input: { name, email, password, password_confirmation: password },
});

/** Every stored secret: password hashes, and the hashes of sessions, verification and reset links. */
async function storedSecrets(server: TestServer): Promise<string[]> {
  const rows = rowsOf<{ secret: string }>(
    await server.db.execute(sql`
      select password_hash as secret from users
      union all select token_hash from sessions
      union all select token_hash from email_verifications
      union all select token_hash from password_resets`),
  );
  return rows.map((row) => row.secret);
}

function expectNoSecretIn(log: CapturedLog, secrets: string[]) {
  expect(secrets.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(log.text, 'a secret in the log').not.toContain(secret);
  expect(log.text).not.toMatch(/\$argon2/);
}

/** An SMTP server that refuses every login: a mail transport that fails after credentials were sent. */
async function startRefusingMailServer(): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(new Error('Invalid username or password')),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)('what the log keeps, on %s', (kind) => {
  let server: TestServer;
  let mailbox: Mailbox;
  const log = captureLog();
  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(
      kind,
      { smtpUrl: mailbox.url, publicUrl: 'http://fontes.test', logLevel: 'trace' },
      { log },
    );
    // A value the database itself refuses: a real failed insert into users, whatever the server checks.
    await server.db.execute(
      sql`alter table users add constraint refused_name check (name <> 'Refused Name')`,
    );
    await gql(server.app, {
      query: REGISTER,
      variables: account('Admin', 'admin@example.org', 'Admin-pass-1'),
    });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });

  const call = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
    gql(server.app, { query, variables, token, locale: 'en' });

  it('keeps out every secret of registration, verification, login, reset and logout', async () => {
    const secrets = ['Admin-pass-1', 'Notenbuch-1725', 'Wrong-guess-9', 'Second-pass-2', 'Third-pass-3'];
    const registered = (await call(REGISTER, account('Anna', 'anna@example.org', 'Notenbuch-1725'))).data
      .register;
    const verifyLink = linkIn(await mailbox.latestTo('anna@example.org'), '/auth/verify/');
    const [, id, hash] = /\/auth\/verify\/(\d+)\/([\w-]+)$/.exec(verifyLink) ?? [];
    expect((await call(VERIFY, { id: Number(id), hash })).data.verifyEmail.success).toBe(true);
    secrets.push(registered.token, verifyLink, hash);

    const wrong = await call(LOGIN, { email: 'anna@example.org', password: 'Wrong-guess-9' });
    expect(wrong.data.login.success).toBe(false);
    // As a browser sends it: the XSRF cookie echoed in its header, the session as a bearer token.
    const xsrf = 'Xsrf-token-of-the-browser-0123456789';
    const login = await post(
      server.app,
      { query: LOGIN, variables: { email: 'anna@example.org', password: 'Notenbuch-1725' } },
      { headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf } },
    );
    const token = login.json().data.login.token;
    expect(token).toBeTruthy();
    secrets.push(xsrf, token);
    expect((await call(ME, {}, token)).data.me).not.toBeNull();

    for (const password of ['Second-pass-2', 'Third-pass-3']) {
      await call(REQUEST_RESET, { email: 'anna@example.org' });
      const resetLink = linkIn(await mailbox.latestTo('anna@example.org'), '/auth/reset/');
      const resetToken = resetLink.split('/auth/reset/')[1];
      secrets.push(resetLink, resetToken);
      await server.app.inject({ method: 'GET', url: `/auth/reset/${resetToken}` });
      const reset = await call(RESET, { token: resetToken, password, password_confirmation: password });
      expect(reset.data.resetPassword.success).toBe(true);
    }
    await server.app.inject({ method: 'GET', url: `/auth/verify/${id}/${hash}?again=1` });
    await call('mutation { logout { success } }', {}, token);

    expect(log.lines().some((line) => line.msg === 'account registered')).toBe(true);
    expectNoSecretIn(log, [...secrets, ...(await storedSecrets(server))]);
  });

  it('keeps out secrets sent in hostile requests: query strings, broken bodies, wrong types', async () => {
    const secret = 'Hostile-secret-7';
    await server.app.inject({
      method: 'GET',
      url: `/graphql?query={__typename}&variables={"password":"${secret}"`,
    });
    await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      payload: `{"query":"mutation { login(email: \\"a@example.org\\", password: \\"${secret}\\")`,
    });
    await call(`mutation { login(email: 1, password: "${secret}") { success } }`);
    await call(LOGIN, { email: 'anna@example.org', password: { secret } });
    expect(log.lines().length).toBeGreaterThan(0);
    expectNoSecretIn(log, [secret]);
  });

  it('logs a failed insert into users with its message, stack and cause, but none of its values', async () => {
    const answer = await call(REGISTER, account('Refused Name', 'refused@example.org', 'Refused-pass-4'));
    expect(answer.errors[0].message).toMatch(/^An unexpected error occurred/);
    const failure = log.lines().find((line) => line.level === 50 && JSON.stringify(line).includes('users'));
    expect(failure, 'the failure is logged').toBeDefined();
    expectNoSecretIn(log, ['Refused-pass-4', ...(await storedSecrets(server))]);
    const err = (failure as { err: Record<string, unknown> & { cause: Record<string, string> } }).err;
    expect(failure?.msg).toMatch(/^Failed query: insert into "users"/);
    expect(err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: insert into "users"/),
      path: 'register',
    });
    expect(err.stack).toMatch(/\n\s+at /);
    expect(err.cause.message).toContain('violates check constraint "refused_name"');
    expect(err.cause.constraint).toBe('refused_name');
  });
});

describe.each(databaseKinds)('a failing mail transport, on %s', (kind) => {
  let mailServer: Awaited<ReturnType<typeof startRefusingMailServer>>;
  let server: TestServer;
  const log = captureLog();
  beforeAll(async () => {
    mailServer = await startRefusingMailServer();
    const smtpUrl = `smtp://fontes:Smtp-secret-5@127.0.0.1:${mailServer.port}?ignoreTLS=true`;
    server = await startTestServer(kind, { smtpUrl, logLevel: 'trace' }, { log });
  });
  afterAll(async () => {
    await server.close();
    await mailServer.close();
  });

  it('is logged with its reason, never with the SMTP password', async () => {
    const credentials = [Buffer.from('\0fontes\0Smtp-secret-5').toString('base64'), 'Smtp-secret-5'];
    await gql(server.app, {
      query: REGISTER,
      variables: account('Admin', 'admin@example.org', 'Admin-pass-1'),
    });
    const anna = await gql(server.app, {
      query: REGISTER,
      variables: account('Anna', 'anna@example.org', 'Anna-pass-1'),
    });
    // The account exists and is signed in; the answer says the mail did not go out.
    expect(anna.data.register).toMatchObject({
      success: true,
      message: expect.stringMatching(/konnte nicht gesendet werden/),
      token: expect.any(String),
    });
    const failure = log.lines().find((line) => line.level === 50);
    expect((failure as { err: { message: string } }).err.message).toMatch(/Invalid login/);
    expectNoSecretIn(log, [...credentials, 'Admin-pass-1', 'Anna-pass-1', ...(await storedSecrets(server))]);
  });
});

describe('the logger', () => {
  const logger = () => {
    const log = captureLog();
    return { log, app: Fastify({ logger: loggerOptions('info', log) }) };
  };

  it('redacts secret headers and fields, and cuts secrets out of messages', () => {
    const { log, app } = logger();
    app.log.info(
      {
        headers: { authorization: 'Bearer Session-1', cookie: 'XSRF-TOKEN=Xsrf-2', 'x-xsrf-token': 'Xsrf-2' },
        password: 'Password-3',
        user: { password_hash: 'Hash-4', token: 'Token-5' },
      },
      'a request',
    );
    app.log.warn('connecting to postgres://fontes:Database-6@db.example.org/fontes');
    app.log.warn('sending through smtp://mailer:Smtp-7@mail.example.org:587 as Bearer Session-8');
    app.log.info('mail with http://fontes.test/auth/reset/Reset-9 and /auth/verify/3/Verify-10');
    app.log.info('hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$Hash-11 stored');
    expect(log.lines()[0]).toMatchObject({
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'x-xsrf-token': '[redacted]' },
      password: '[redacted]',
      user: { password_hash: '[redacted]', token: '[redacted]' },
    });
    expect(log.lines()[1].msg).toBe('connecting to postgres://fontes:[redacted]@db.example.org/fontes');
    for (let n = 1; n <= 11; n++) expect(log.text).not.toMatch(new RegExp(`-${n}\\b`));
  });

  it('logs an error passed alone with its message and stack, without its query parameters', () => {
    const { log, app } = logger();
    const error = Object.assign(new Error('Failed query: select 1 where password = $1\nparams: Password-1'), {
      params: ['Password-1'],
      detail: 'Failing row contains (Password-1)',
    });
    app.log.error(error);
    yogaLogging(app.log).error(error);
    yogaLogging(app.log).error({ password: 'Password-1', message: 'Password-1' });
    const [direct, viaYoga, notAnError] = log.lines();
    for (const line of [direct, viaYoga])
      expect(line).toMatchObject({
        msg: 'Failed query: select 1 where password = $1',
        err: {
          message: 'Failed query: select 1 where password = $1',
          stack: expect.stringMatching(/\n\s+at /),
        },
      });
    expect(notAnError.err).toEqual({ type: 'object', message: '(not an Error)', stack: '' });
    expect(log.text).not.toContain('Password-1');
  });

  it('keeps a line short when a failed statement runs to a megabyte: its start, not the whole', () => {
    const { log, app } = logger();
    const values = Array.from({ length: 75_000 }, (_, i) => `$${i + 1}`).join(', ');
    const error = new Error(`Failed query: insert into "incipits" values (${values})\nparams: 1, 2`);
    app.log.error({ err: error, type: 'score' }, 'save failed');
    const [line] = log.lines();
    expect((line.err as { message: string }).message).toMatch(
      /^Failed query: insert into "incipits" values \(\$1, \$2, .*… \(\d+ characters more\)$/,
    );
    expect(JSON.stringify(line).length).toBeLessThan(6_000);
  });
});
