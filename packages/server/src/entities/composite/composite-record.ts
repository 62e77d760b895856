import { compositeSchema, type FieldError } from '@fontes/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/database.ts';
import { composites, scores } from '../../db/schema.ts';
import type { RecordDefinition } from '../../records/record-definition.ts';
import { heldBy } from '../../records/references.ts';
import { schemaColumns } from '../../records/schema-columns.ts';
import { type LoadedRecord, loader } from '../../records/serialize.ts';
import { compositeSearch } from '../../search/indexes/composite-search.ts';
import { scoreSummaryWith } from '../score/score-summary.ts';

const loadComposite = loader('composite_load', (db) =>
  db.query.composites.findFirst({
    where: eq(composites.id, sql.placeholder('id')),
    with: {
      parent: true,
      composites: { orderBy: [asc(composites.shelfmark)] },
      scores: { orderBy: [asc(scores.shelfmark)], ...scoreSummaryWith },
    },
  }),
);

export type CompositeRecord = LoadedRecord<typeof loadComposite>;

/** A composite may not end up inside itself: its new parent must not be the composite or one of its children. */
async function parentCycle(db: Executor, id: number | null, parent: number | null): Promise<FieldError[]> {
  if (id === null || parent === null) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with recursive ancestors(id, parent_id) as (
        select id, parent_id from composites where id = ${parent}
        union select c.id, c.parent_id from composites c join ancestors a on c.id = a.parent_id
      ) select id from ancestors where id = ${id}`),
  );
  return rows.length ? [{ path: 'parent', key: 'Composite.error_parent_cycle' }] : [];
}

/**
 * Children are listed, and a composite with children cannot be deleted: they would lose their binding
 * silently. Moving them out first is one save each.
 */
export const compositeRecord: RecordDefinition<typeof compositeSchema, CompositeRecord> = {
  name: 'composite',
  table: composites,
  schema: compositeSchema,
  writeRequirement: 'contributor',
  columns: schemaColumns(compositeSchema, composites),
  links: [{ field: 'parent', column: composites.parent_id, table: composites }],
  check: (tx, values, id) => parentCycle(tx, id, values.parent),
  load: loadComposite,
  search: compositeSearch,
  references: [
    heldBy('score', scores.id, scores.composite_id),
    heldBy('composite', composites.id, composites.parent_id),
  ],
};
