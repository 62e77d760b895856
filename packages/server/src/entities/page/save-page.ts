import type { GraphQLContext } from '../../graphql/context.ts';
import type { UpsertResult } from '../../graphql/results.ts';
import { type RecordInput, saveRecord } from '../../records/save-record.ts';
import { pageRecord } from './page-record.ts';
import { placePage } from './place-page.ts';

/** `upsertPage`: the generic save, then the page's place in its catalog (see placePage). */
export function savePage(
  ctx: GraphQLContext,
  input: RecordInput,
  previousPageId?: number | null,
): Promise<UpsertResult> {
  return saveRecord(ctx, pageRecord, input, {
    afterWrite: (tx, id, values) =>
      placePage(tx, id, values.catalog as number, previousPageId, input.id == null),
  });
}
