import { batchPages, PAGE_COUNT_INVALID, parsePageCount } from '@fontes/domain';
import { refusalFor } from '../../auth/authorize.ts';
import { accountIdOf } from '../../auth/system-actor.ts';
import { catalogs, pages } from '../../db/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { Refusal, say, translateErrors } from '../../graphql/results.ts';
import { touchVersion } from '../../records/record-effects.ts';
import { writeRevisions } from '../../records/revisions.ts';
import { serialize } from '../../records/serialize.ts';
import { pagesInOrder, renumberPages } from '../page/place-page.ts';

/**
 * §4 batch: `count` new pages after the existing ones, numbered on from the highest integer page number.
 * A count below 1 creates nothing; an invalid one is refused with the spec's message.
 */
export async function createPages(ctx: GraphQLContext, catalogId: number, count: number) {
  const refusal = refusalFor(ctx, 'contributor');
  if (refusal) return { success: false, ...refusal, errors: [], ids: [] };
  const parsed = parsePageCount(count);
  if (!parsed.ok) {
    const errors = translateErrors(ctx.t, [{ path: 'count', key: PAGE_COUNT_INVALID }]);
    return { success: false, ...say(ctx.t, PAGE_COUNT_INVALID), errors, ids: [] };
  }
  try {
    const ids = await ctx.db.transaction(async (tx) => {
      const order = await pagesInOrder(tx, catalogId);
      // Positions are made 1…n first, so that "count plus 1" is past the last page.
      await renumberPages(tx, order);
      const existing = await tx.query.pages.findMany({ where: (p, { eq }) => eq(p.catalog_id, catalogId) });
      const added = batchPages(existing, parsed.data).map((page) => ({ ...page, catalog_id: catalogId }));
      if (!added.length) return [];
      const rows = await tx.insert(pages).values(added).returning();
      await writeRevisions(
        tx,
        accountIdOf(ctx.user),
        rows.map((row) => ({
          name: 'page' as const,
          id: row.id,
          action: 'create' as const,
          snapshot: serialize(row),
        })),
      );
      await touchVersion(tx, catalogs, catalogId);
      return rows.map((row) => row.id);
    });
    return { success: true, ...say(ctx.t, 'Server.saved'), errors: [], ids };
  } catch (error) {
    if (error instanceof Refusal) return { success: false, ...error.said(ctx.t), errors: [], ids: [] };
    ctx.log.error({ err: error }, 'createPages failed');
    return { success: false, ...say(ctx.t, 'Server.error_save'), errors: [], ids: [] };
  }
}
