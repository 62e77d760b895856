import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { addEntry } from './add-entry.ts';
import { type PageNeighbours, pageNeighbours } from './page-neighbours.ts';

/** Each request's own gathering of page neighbours (the context is one per request). */
const neighboursByRequest = new WeakMap<object, (pageId: number) => Promise<PageNeighbours>>();

function neighbours(ctx: GraphQLContext) {
  let lookup = neighboursByRequest.get(ctx);
  if (!lookup) {
    lookup = pageNeighbours(ctx.db);
    neighboursByRequest.set(ctx, lookup);
  }
  return lookup;
}

/** A page's own fields beside its record's (where its form goes back and on to), and one entry added to it. */
export const pageOperations: Resolvers = {
  Page: {
    previous_page_id: async (page, _, ctx) => (await neighbours(ctx)(page.id)).previous,
    next_page_id: async (page, _, ctx) => (await neighbours(ctx)(page.id)).next,
  },
  Mutation: {
    addEntry: (_, { pageId, entry }, ctx) => addEntry(ctx, pageId, entry),
  },
};
