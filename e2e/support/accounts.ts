import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { login, register } from './api/accounts.ts';

/** The administrator: registered through the UI by 01-first-account, the first account of the run's database. */
export const admin = {
  name: 'Clara Schumann',
  email: 'clara.schumann@example.org',
  password: 'Romanze-op-21',
};

/**
 * A fresh session token of the administrator. When a file runs on its own (no 01 before it), the account is
 * registered here instead; on the run's empty database it becomes administrator all the same.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const loggedIn = await login(request, admin.email, admin.password);
  if (loggedIn.success && loggedIn.token) return loggedIn.token;
  const registered = await register(request, admin);
  expect(registered, 'registering the administrator').toMatchObject({ success: true });
  expect(
    registered.user?.permissions.map((p) => p.id),
    'the first account is admin',
  ).toContain(1);
  return registered.token as string;
}

export function baseURL(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('baseURL is not configured');
  return url;
}

/** Starts a browser session the way the app keeps one: the token in the `token` cookie (spec §4). */
export async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'token', value: token, url: baseURL(), sameSite: 'Lax' }]);
}

/** The session token the app stored in its cookie. */
export async function tokenCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies(baseURL());
  return cookies.find((cookie) => cookie.name === 'token')?.value;
}

export interface Person {
  name: string;
  email: string;
  password: string;
}

let people = 0;

/** A new person with an address no run has used, e.g. `newPerson('Anna Magdalena', 'anna')`. */
export function newPerson(name: string, mailbox: string, password = 'Notenbuechlein-1725'): Person {
  const unique = `${Date.now().toString(36)}${(++people).toString(36)}`;
  return { name, email: `${mailbox}-${unique}@example.org`, password };
}

/** Registers `person` through the API (a guest with an unconfirmed address) and returns the account. */
export async function registerPerson(
  request: APIRequestContext,
  person: Person,
): Promise<{ id: number; token: string }> {
  await adminToken(request); // so that this account is not the first, which would become administrator
  const registered = await register(request, person);
  expect(registered, `registering ${person.email}`).toMatchObject({ success: true });
  return { id: registered.user?.id as number, token: registered.token as string };
}
