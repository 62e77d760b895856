import { refuseUnless } from '../graphql/authorize.ts';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { listSettings, readSetting, updateSetting } from './settings.ts';

export const settingResolvers: Resolvers = {
  Query: {
    getSetting: (_, { key }, ctx) => readSetting(ctx.db, key),
    // One setting is public (the title and colour theme every visitor's page); the list is for admins.
    settings: (_, { search }, ctx) => {
      refuseUnless(ctx, 'admin');
      return listSettings(ctx.db, search);
    },
  },
  Mutation: {
    updateSetting: (_, { key, value }, ctx) => updateSetting(ctx, key, value),
  },
};
