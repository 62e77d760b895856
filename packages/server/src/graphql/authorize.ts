import { createGraphQLError } from 'graphql-yoga';
import type { SessionUser } from '../session/session-user.ts';
import type { GraphQLContext } from './context.ts';
import { type Said, say } from './results.ts';

export type Requirement = 'contributor' | 'admin';

/**
 * Null when the caller may do what needs `requirement`, else the translated refusal.
 * Writes need an activated, verified account with the role; reads and search need nothing.
 */
export function refusalFor(ctx: GraphQLContext, requirement: Requirement): Said | null {
  const key = refusalKey(ctx.user, requirement);
  return key ? say(ctx.t, key) : null;
}

/** Null when `user` may do what needs `requirement`, else the message key of the refusal. */
export function refusalKey(user: SessionUser | null, requirement: Requirement): string | null {
  if (!user) return 'Server.error_unauthenticated';
  if (user.status !== 'activated') return 'Server.error_forbidden';
  if (!user.email_verified_at) return 'Server.error_unverified';
  const allowed = requirement === 'admin' ? user.isAdmin : user.isContributor;
  return allowed ? null : 'Server.error_forbidden';
}

/** For reads that only some may make: answers a translated FORBIDDEN error instead of data. */
export function refuseUnless(ctx: GraphQLContext, requirement: Requirement): void {
  const refusal = refusalFor(ctx, requirement);
  if (refusal) throw createGraphQLError(refusal.message ?? '', { extensions: { code: 'FORBIDDEN' } });
}
