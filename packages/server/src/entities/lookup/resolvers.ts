import { genres, places } from '../../db/schema.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { addPlace } from './add-place.ts';
import { lookup } from './lookup.ts';

/** Pickers of the small lookup tables. Genres grow as scores name new ones; places are added by name. */
export const lookupResolvers: Resolvers = {
  Query: {
    genres: (_, { search }, ctx) => lookup(ctx.db, genres, search),
    places: (_, { search }, ctx) => lookup(ctx.db, places, search),
  },
  Mutation: {
    addPlace: (_, { name }, ctx) => addPlace(ctx, name),
  },
};
