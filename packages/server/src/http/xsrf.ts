import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** Gives every browser an XSRF-TOKEN cookie that our own page can read and echo in a header. */
export function issueXsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  // Browsers load a page before they send mutations; API calls need no cookie.
  if (request.cookies[XSRF_COOKIE] || request.method !== 'GET' || request.url.startsWith('/graphql')) return;
  reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
  });
}

/**
 * A request that carries cookies may come from a foreign page riding on the user's browser, so it must
 * echo the cookie in the header. A request without cookies (an API client with a bearer token) cannot.
 */
export function xsrfValid(request: FastifyRequest): boolean {
  if (!request.headers.cookie) return true;
  const cookie = request.cookies[XSRF_COOKIE] ?? '';
  const header = request.headers[XSRF_HEADER];
  const sent = Array.isArray(header) ? header[0] : (header ?? '');
  if (!cookie || cookie.length !== sent.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(sent));
}
