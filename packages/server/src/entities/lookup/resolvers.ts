import { genres, places } from '../../db/schema.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { lookup } from './lookup.ts';

/** Pickers of the small lookup tables; genres grow as scores name new ones. */
export const lookupResolvers: Resolvers = {
  Query: {
    genres: (_, { search }, ctx) => lookup(ctx.db, genres, search),
    places: (_, { search }, ctx) => lookup(ctx.db, places, search),
  },
};
