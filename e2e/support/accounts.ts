import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { login, register, updateLocale } from './api/accounts.ts';

/** The administrator: the first account of the run's database, registered by setup/administrator.setup.ts. */
export const admin = {
  name: 'Clara Schumann',
  email: 'clara.schumann@example.org',
  password: 'Romanze-op-21',
};

/**
 * A fresh session token of the administrator, whose saved interface language is German again: a spec that
 * switched it to English leaves it so in the shared database (a failing one before switching back, too), and
 * logging in applies it.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const loggedIn = await login(request, admin.email, admin.password);
  const registered = 'the administrator logs in (the "administrator" set-up project registers it)';
  expect(loggedIn, registered).toMatchObject({ success: true });
  const token = loggedIn.token as string;
  expect(await updateLocale(request, token, 'de'), 'the administrator in German').toMatchObject({
    success: true,
  });
  return token;
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
  const registered = await register(request, person);
  expect(registered, `registering ${person.email}`).toMatchObject({ success: true });
  return { id: registered.user?.id as number, token: registered.token as string };
}
