import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { catalogPageIds } from './place-page.ts';

/** A page's own fields beside its record's: where its form goes on to (asked for by that form alone). */
export const pageOperations: Resolvers = {
  Page: {
    catalog_page_ids: (page, _, ctx) => catalogPageIds(ctx.db, page.catalog.id),
  },
};
