import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { listUsers } from './list-users.ts';
import {
  activateUser,
  resendVerificationEmail,
  sendPasswordResetLink,
  setUserPermissions,
  suspendUser,
} from './user-admin.ts';

export const userResolvers: Resolvers = {
  Query: {
    users: (_, args, ctx) => listUsers(ctx, args),
  },
  Mutation: {
    activateUser: (_, { id }, ctx) => activateUser(ctx, id),
    suspendUser: (_, { id }, ctx) => suspendUser(ctx, id),
    setUserPermissions: (_, { id, permissions }, ctx) => setUserPermissions(ctx, id, permissions),
    sendPasswordResetLink: (_, { id }, ctx) => sendPasswordResetLink(ctx, id),
    resendVerificationEmail: (_, { id }, ctx) => resendVerificationEmail(ctx, id),
  },
};
