import { getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import { pick } from './record-definition.ts';
import type { RecordTable } from './record-types.ts';

/** Columns the save path writes itself, whatever a schema holds: the id, the version and the place. */
const OWN_COLUMNS = new Set(['id', 'updated_at', 'created_at', 'position']);

/** The fields of `schema` that are columns of `table` under the same name, in the schema's order. */
export function schemaFields<S extends z.ZodObject>(schema: S, table: RecordTable): (keyof z.output<S>)[] {
  const columns = new Set(Object.keys(getTableColumns(table)));
  return Object.keys(schema.shape).filter((field) => columns.has(field) && !OWN_COLUMNS.has(field));
}

/**
 * A definition's `columns` for the fields the domain's schema and the table share by name (a score's
 * shelfmark, title…): a plain field added to both is saved with no edit on the server. Links
 * (`collection` → `collection_id`) and lists have other names and go their own ways.
 */
export function schemaColumns<S extends z.ZodObject>(schema: S, table: RecordTable) {
  const fields = schemaFields(schema, table);
  return (values: z.output<S>): Record<string, unknown> => pick(values, ...fields);
}
