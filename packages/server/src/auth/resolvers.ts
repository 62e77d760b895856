import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { say } from '../graphql/results.ts';
import { userResult } from '../session/session-user.ts';
import { hasAccounts, login, logout, register, updateLocale } from './accounts.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { resendVerification, verifyEmail } from './verification.ts';

export const authResolvers: Resolvers = {
  Query: {
    me: (_, __, ctx) => (ctx.user ? userResult(ctx.user) : null),
    hasAccounts: (_, __, ctx) => hasAccounts(ctx.db),
  },
  Mutation: {
    register: (_, { input }, ctx) => register(ctx, input),
    login: (_, args, ctx) => login(ctx, args),
    logout: (_, __, ctx) => logout(ctx),
    verifyEmail: (_, { id, hash }, ctx) => verifyEmail(ctx, id, hash),
    resendVerification: (_, __, ctx) =>
      ctx.user
        ? resendVerification(ctx, ctx.user.id)
        : { success: false, ...say(ctx.t, 'Server.error_unauthenticated'), errors: [] },
    requestPasswordReset: (_, { email }, ctx) => requestPasswordReset(ctx, email),
    resetPassword: (_, { token, ...input }, ctx) => resetPassword(ctx, token, input),
    updateLocale: (_, { locale }, ctx) => updateLocale(ctx, locale),
  },
};
