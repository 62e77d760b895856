import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';

/** What a backup needs to know of one table, read from the database's own catalogue. */
export interface TableShape {
  name: string;
  /** The stored columns (generated ones, like the search document, are computed again on restore). */
  columns: string[];
  /** Rows are dumped in this order; every column when the table has no primary key. */
  primaryKey: string[];
  references: { table: string; columns: string[] }[];
  sequences: { column: string; sequence: string }[];
}

/**
 * Every table of the `public` schema as the database has it, not as this code's schema says: a backup is
 * then whole at whatever migration level the database is, and a restore sees the target's real shape.
 */
export async function readShape(db: Executor): Promise<TableShape[]> {
  const rows = rowsOf<Omit<TableShape, 'primaryKey'> & { primary_key: string[] | null }>(
    await db.execute(sql`
      select c.relname as name,
        (select json_agg(a.attname order by a.attnum) from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
        (select json_agg(a.attname order by k.ord) from pg_index i
          cross join unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
          join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
          where i.indrelid = c.oid and i.indisprimary) as primary_key,
        coalesce((select json_agg(json_build_object('table', f.relname, 'columns',
            (select json_agg(a.attname) from pg_attribute a where a.attrelid = x.conrelid and a.attnum = any(x.conkey))))
          from pg_constraint x join pg_class f on f.oid = x.confrelid
          where x.conrelid = c.oid and x.contype = 'f'), '[]') as references,
        coalesce((select json_agg(json_build_object('column', s.column, 'sequence', s.sequence))
          from (select a.attname as column, pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as sequence
            from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) s
          where s.sequence is not null), '[]') as sequences
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`),
  );
  return rows.map(({ primary_key, ...table }) => ({ ...table, primaryKey: primary_key ?? table.columns }));
}

/**
 * The tables in an order that inserts every referenced row before the rows that reference it
 * (alphabetical among equals, so the order is stable). A table's references to itself are left out here:
 * the restore fills those columns in a second pass.
 */
export function insertOrder(tables: TableShape[]): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  let rest = [...tables];
  while (rest.length) {
    const ready = rest.filter((table) =>
      table.references.every((ref) => ref.table === table.name || placed.has(ref.table)),
    );
    if (!ready.length)
      throw new Error(`Tables reference each other in a cycle: ${rest.map((t) => t.name).join(', ')}`);
    for (const table of ready) placed.add(table.name);
    ordered.push(...ready);
    rest = rest.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** The columns of `table` that reference the table itself (a composite's parent). */
export const selfReferences = (table: TableShape): string[] =>
  table.references.filter((ref) => ref.table === table.name).flatMap((ref) => ref.columns);

export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const columnList = (columns: string[], prefix = '') =>
  columns.map((column) => `${prefix}${quoted(column)}`).join(', ');
