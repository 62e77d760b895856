import { randomBytes } from 'node:crypto';
import { hashToken } from './sessions.ts';

/** A random token for a mailed link; only its hash is stored. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function inFuture(ms: number): Date {
  return new Date(Date.now() + ms);
}
