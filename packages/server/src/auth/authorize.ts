import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql/context.ts';
import { type Said, say } from '../graphql/results.ts';

export type Requirement = 'contributor' | 'admin';

/**
 * Null when the caller may do what needs `requirement`, else the translated refusal.
 * Writes need an activated, verified account with the role; reads and search need nothing.
 */
export function refusalFor(ctx: GraphQLContext, requirement: Requirement): Said | null {
  const user = ctx.user;
  if (!user) return say(ctx.t, 'Server.error_unauthenticated');
  if (user.status !== 'activated') return say(ctx.t, 'Server.error_forbidden');
  if (!user.email_verified_at) return say(ctx.t, 'Server.error_unverified');
  const allowed = requirement === 'admin' ? user.isAdmin : user.isContributor;
  return allowed ? null : say(ctx.t, 'Server.error_forbidden');
}

/** For reads that only some may make: answers a translated FORBIDDEN error instead of data. */
export function refuseUnless(ctx: GraphQLContext, requirement: Requirement): void {
  const refusal = refusalFor(ctx, requirement);
  if (refusal) throw createGraphQLError(refusal.message ?? '', { extensions: { code: 'FORBIDDEN' } });
}
