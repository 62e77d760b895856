import Cookies from 'js-cookie';

const name = 'token';

export function readTokenCookie(): string | null {
  return Cookies.get(name) || null;
}

/** Stores the session token, or removes the cookie when there is none (spec §4). */
export function writeTokenCookie(token: string | null): void {
  if (token) Cookies.set(name, token, { path: '/', sameSite: 'lax' });
  else Cookies.remove(name, { path: '/' });
}
