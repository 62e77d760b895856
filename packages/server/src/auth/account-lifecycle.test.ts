import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications, passwordResets } from '../db/schema.ts';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';
import { linkIn, type Mailbox, startMailbox } from '../test/mailbox.ts';

const REGISTER = `mutation R($input: RegisterInput!) { register(input: $input) { success message token user { id } } }`;
const LOGIN = `mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { success message token } }`;
const ME = '{ me { id email email_verified_at locale } }';
const VERIFY =
  'mutation V($id: Int!, $hash: String!) { verifyEmail(id: $id, hash: $hash) { success message } }';
const RESEND = 'mutation { resendVerification { success message } }';
const REQUEST_RESET =
  'mutation Q($email: String!) { requestPasswordReset(email: $email) { success message errors { path } } }';
const RESET = `mutation P($token: String!, $password: String, $password_confirmation: String) {
  resetPassword(token: $token, password: $password, password_confirmation: $password_confirmation) { success message errors { path key } }
}`;

describe.each(databaseKinds)('account lifecycle with a real SMTP server, on %s', (kind) => {
  let server: TestServer;
  let mailbox: Mailbox;
  let admin: { id: number };
  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(kind, { smtpUrl: mailbox.url, publicUrl: 'http://fontes.test' });
    admin = await createUser(server.db, { permission: 1 }); // the first account exists: later ones are unverified guests
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });

  const call = (
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    locale: 'de' | 'en' = 'en',
  ) => gql(server.app, { query, variables, token, locale });
  const register = async (email: string, locale: 'de' | 'en' = 'en') =>
    (
      await call(
        REGISTER,
        {
          input: {
            name: 'Anna Magdalena',
            email,
            password: 'Notenbuch1725',
            password_confirmation: 'Notenbuch1725',
          },
        },
        undefined,
        locale,
      )
    ).data.register;
  const verifyPath = (link: string) => {
    const [, id, hash] = /\/auth\/verify\/(\d+)\/([\w-]+)$/.exec(link) ?? [];
    return { id: Number(id), hash };
  };

  it('mails a verification link in the registrant language whose link verifies the address once', async () => {
    const registered = await register('anna@example.org', 'de');
    expect(registered.success).toBe(true);
    const mail = await mailbox.latestTo('anna@example.org');
    expect(mail.subject).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const link = linkIn(mail, '/auth/verify/');
    expect(link).toMatch(new RegExp(`^http://fontes.test/auth/verify/${registered.user.id}/[\\w-]{40,}$`));
    expect((await call(ME, {}, registered.token)).data.me.email_verified_at).toBeNull();

    const wrong = await call(VERIFY, { id: registered.user.id, hash: 'x'.repeat(43) });
    expect(wrong.data.verifyEmail).toMatchObject({
      success: false,
      message: expect.stringMatching(/invalid or has expired/),
    });
    const verified = await call(VERIFY, verifyPath(link));
    expect(verified.data.verifyEmail).toEqual({
      success: true,
      message: 'Thank you! Your e-mail address is verified.',
    });
    expect((await call(ME, {}, registered.token)).data.me.email_verified_at).not.toBeNull();
    expect((await call(VERIFY, verifyPath(link))).data.verifyEmail.message).toBe(
      'Your e-mail address is already verified.',
    );
    // An invalid link says so whatever the account's state: it proves nothing about the account.
    expect((await call(VERIFY, { id: registered.user.id, hash: 'x'.repeat(43) })).data.verifyEmail).toEqual(
      wrong.data.verifyEmail,
    );
    expect((await call(VERIFY, { id: admin.id, hash: verifyPath(link).hash })).data.verifyEmail).toEqual(
      wrong.data.verifyEmail,
    );
  });

  it('refuses an expired verification link, and rate-limits resending', async () => {
    const registered = await register('johann@example.org');
    const link = linkIn(await mailbox.latestTo('johann@example.org'), '/auth/verify/');
    await server.db
      .update(emailVerifications)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.user_id, registered.user.id));
    expect((await call(VERIFY, verifyPath(link))).data.verifyEmail.success).toBe(false);

    const sent = [];
    for (let i = 0; i < 4; i++) sent.push((await call(RESEND, {}, registered.token)).data.resendVerification);
    expect(sent.slice(0, 3).every((r) => r.success)).toBe(true);
    expect(sent[3]).toEqual({
      success: false,
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    const fresh = linkIn(await mailbox.latestTo('johann@example.org'), '/auth/verify/');
    expect(fresh).not.toBe(link);
    expect((await call(VERIFY, verifyPath(fresh))).data.verifyEmail.success).toBe(true);
  });

  it('answers a reset request alike whether or not the account exists, and mails only a real one', async () => {
    const user = await createUser(server.db, { password: 'Old password 1' });
    const before = mailbox.mails.length;
    const known = (await call(REQUEST_RESET, { email: user.email })).data.requestPasswordReset;
    const unknown = (await call(REQUEST_RESET, { email: 'nobody@example.org' })).data.requestPasswordReset;
    expect(unknown).toEqual(known);
    expect(known.success).toBe(true);
    await mailbox.latestTo(user.email);
    expect(mailbox.mails.length).toBe(before + 1);
  });

  it('resets the password once through the mailed link, ending every session; not twice, not after expiry', async () => {
    const user = await createUser(server.db, { password: 'Old password 1' });
    await call(REQUEST_RESET, { email: user.email });
    const token = linkIn(await mailbox.latestTo(user.email), '/auth/reset/').split('/auth/reset/')[1];

    const mismatch = await call(RESET, { token, password: 'New password 2', password_confirmation: 'typo' });
    expect(mismatch.data.resetPassword.errors).toEqual([
      { path: 'password_confirmation', key: 'Auth.error_password_mismatch' },
    ]);
    const reset = await call(RESET, {
      token,
      password: 'New password 2',
      password_confirmation: 'New password 2',
    });
    expect(reset.data.resetPassword).toMatchObject({ success: true });
    expect((await call(ME, {}, user.token)).data.me).toBeNull();
    expect((await call(LOGIN, { email: user.email, password: 'Old password 1' })).data.login.success).toBe(
      false,
    );
    expect((await call(LOGIN, { email: user.email, password: 'New password 2' })).data.login.success).toBe(
      true,
    );
    const again = await call(RESET, {
      token,
      password: 'Third password 3',
      password_confirmation: 'Third password 3',
    });
    expect(again.data.resetPassword.success).toBe(false);

    await call(REQUEST_RESET, { email: user.email });
    const late = linkIn(await mailbox.latestTo(user.email), '/auth/reset/').split('/auth/reset/')[1];
    expect(late).not.toBe(token);
    await server.db.update(passwordResets).set({ expires_at: new Date(Date.now() - 1000) });
    const expired = await call(RESET, {
      token: late,
      password: 'Third password 3',
      password_confirmation: 'Third password 3',
    });
    expect(expired.data.resetPassword.success).toBe(false);
    expect((await call(LOGIN, { email: user.email, password: 'New password 2' })).data.login.success).toBe(
      true,
    );
  });

  const resetLinks = async (email: string, count: number) => {
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      await call(REQUEST_RESET, { email });
      tokens.push(linkIn(await mailbox.latestTo(email), '/auth/reset/').split('/auth/reset/')[1]);
    }
    return tokens;
  };
  const resetWith = async (token: string, password: string) =>
    (await call(RESET, { token, password, password_confirmation: password })).data.resetPassword.success;

  it('ends every outstanding reset link when one sets the password, the newest as well as an older one', async () => {
    const anna = await createUser(server.db, { password: 'Old password 1' });
    const [older, newest] = await resetLinks(anna.email, 2);
    expect(newest).not.toBe(older);
    expect(await resetWith(newest, 'New password 2')).toBe(true);
    expect(await resetWith(older, 'Attacker password 3')).toBe(false);
    expect((await call(LOGIN, { email: anna.email, password: 'New password 2' })).data.login.success).toBe(
      true,
    );

    // A newer request leaves the older links valid (mails arrive late, or out of order) until one is used.
    const johann = await createUser(server.db, { password: 'Old password 1' });
    const [first, second, third] = await resetLinks(johann.email, 3);
    expect(await resetWith(first, 'New password 2')).toBe(true);
    expect(await resetWith(second, 'Attacker password 3')).toBe(false);
    expect(await resetWith(third, 'Attacker password 3')).toBe(false);
    expect((await call(LOGIN, { email: johann.email, password: 'New password 2' })).data.login.success).toBe(
      true,
    );
  });

  it('lets exactly one of two resets at once through two links set the password', async () => {
    const user = await createUser(server.db, { password: 'Old password 1' });
    const [first, second] = await resetLinks(user.email, 2);
    const results = await Promise.all([
      resetWith(first, 'First password 1'),
      resetWith(second, 'Second password 2'),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results[0] ? 'First password 1' : 'Second password 2';
    expect((await call(LOGIN, { email: user.email, password: winner })).data.login.success).toBe(true);
  });

  it('locks an address after ten failed logins, even for the right password', async () => {
    const user = await createUser(server.db, { password: 'Right password 1' });
    for (let i = 0; i < 10; i++) {
      expect((await call(LOGIN, { email: user.email, password: `wrong ${i}` })).data.login.message).toBe(
        'E-mail address or password is wrong.',
      );
    }
    const locked = (await call(LOGIN, { email: user.email, password: 'Right password 1' })).data.login;
    expect(locked).toMatchObject({
      success: false,
      message: 'Too many attempts. Please wait a few minutes and try again.',
      token: null,
    });
  });

  it('saves the language choice, which the next mails use', async () => {
    const user = await createUser(server.db, { verified: false });
    const saved = await call('mutation { updateLocale(locale: "de") { success } }', {}, user.token);
    expect(saved.data.updateLocale.success).toBe(true);
    expect((await call(ME, {}, user.token)).data.me.locale).toBe('de');
    await call(RESEND, {}, user.token, 'en');
    expect((await mailbox.latestTo(user.email)).subject).toContain('Bitte bestätigen');
  });
});
