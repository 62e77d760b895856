import { placeSchema, validate } from '@fontes/domain';
import { sql } from 'drizzle-orm';
import { refusalFor } from '../../auth/authorize.ts';
import { genres, places } from '../../db/schema.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { refused, translateErrors } from '../../graphql/results.ts';
import { lookup } from './lookup.ts';

/**
 * Pickers of the small lookup tables. Genres grow as scores name new ones; places are added from the
 * attribution's place picker, and a name already known (case and spacing ignored) answers that place.
 */
export const lookupResolvers: Resolvers = {
  Query: {
    genres: (_, { search }, ctx) => lookup(ctx.db, genres, search),
    places: (_, { search }, ctx) => lookup(ctx.db, places, search),
  },
  Mutation: {
    addPlace: async (_, { name }, ctx) => {
      const refusal = refusalFor(ctx, 'contributor');
      if (refusal) return refused(refusal);
      const checked = validate(placeSchema, { name: name.replace(/\s+/g, ' ') });
      if (!checked.ok)
        return refused(ctx.t('Server.error_validation'), translateErrors(ctx.t, checked.errors));
      await ctx.db.insert(places).values({ name: checked.data.name }).onConflictDoNothing();
      const [place] = await ctx.db
        .select({ id: places.id })
        .from(places)
        .where(sql`lower(${places.name}) = lower(${checked.data.name})`);
      return { success: true, message: null, id: place.id, errors: [], warnings: [] };
    },
  },
};
