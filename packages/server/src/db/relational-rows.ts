import {
  type BuildRelationalQueryResult,
  Column,
  is,
  One,
  type Query,
  SQL,
  type TableRelationalConfig,
  type TablesRelationalConfig,
} from 'drizzle-orm';
import { type PgSession, PgTimestamp } from 'drizzle-orm/pg-core';
import type { Serialized } from './serialized.ts';

type Selection = BuildRelationalQueryResult['selection'];
type Field = Selection[number]['field'];
type Row = Record<string, unknown>;
type MapValue = ((value: unknown) => unknown) | null;

/** What a drizzle relational query (`db.query.x.findFirst/findMany`) holds and how it prepares itself. */
export interface RelationalQuery<Result> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
}
interface RelationalInternals {
  schema: TablesRelationalConfig;
  tableConfig: TableRelationalConfig;
  session: PgSession;
  mode: 'first' | 'many';
  _toSQL(): { query: BuildRelationalQueryResult; builtQuery: Query };
}

/** A decoded value as GraphQL answers it: timestamps (in arrays too) as ISO strings. */
const answered = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString() : Array.isArray(value) ? value.map(answered) : value;

/**
 * A timestamp as PostgreSQL writes it in UTC (`2026-11-24 20:05:58.12+00`, in JSON
 * `2026-11-24T20:05:58.12+00:00`) as the ISO string its Date gives, by slicing; undefined for any other
 * form (another time zone, a year past 9999), which goes through Date. Parsing into a Date and printing
 * it again took about 0.5 µs a timestamp, and a score's row holds dozens that its screen never shows.
 */
export function utcTimestampIso(text: string): string | undefined {
  const end = text.endsWith('+00:00') ? text.length - 6 : text.endsWith('+00') ? text.length - 3 : -1;
  if (end < 19 || text[4] !== '-' || text[7] !== '-' || text[13] !== ':' || text[16] !== ':') return;
  if (end > 19 && (text[19] !== '.' || end === 20)) return;
  const fraction = end > 19 ? text.slice(20, Math.min(end, 23)).padEnd(3, '0') : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${fraction}Z`;
}

/** A column's value as GraphQL answers it; null where the driver's value is that already. */
function valueMapper(field: Field): MapValue {
  // A SQL value's decoder is internal to drizzle's types.
  const decoderOf = (sql: SQL) => (sql as unknown as { decoder: Column }).decoder;
  const decoder = is(field, Column) ? field : decoderOf(is(field, SQL) ? field : field.sql);
  if (decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue) return null;
  const decoded = (value: unknown) => answered(decoder.mapFromDriverValue(value));
  if (!is(decoder, PgTimestamp) || !decoder.withTimezone) return decoded;
  return (value) => (typeof value === 'string' && utcTimestampIso(value)) || decoded(value);
}

/**
 * The mapping of one level of a relational row, decided once from the query's selection: drizzle's own
 * `mapRelationalRow` asks for every value of every row which kind of field and relation it has: with the
 * walk that then turned its timestamps into strings, about an eighth of getScore's CPU on PostgreSQL.
 */
function rowMapper(schema: TablesRelationalConfig, table: TableRelationalConfig, selection: Selection) {
  const keys = selection.map((item) => item.tsKey);
  const maps: MapValue[] = selection.map((item) => {
    if (!item.isJson) return valueMapper(item.field);
    const mapRow = rowMapper(schema, schema[item.relationTableTsKey as string], item.selection);
    const parsed = (raw: unknown) => (typeof raw === 'string' ? JSON.parse(raw) : raw);
    return is(table.relations[item.tsKey], One)
      ? (raw) => mapRow(parsed(raw))
      : (raw) => (parsed(raw) as unknown[][]).map(mapRow);
  });
  return (row: unknown[]): Row => {
    const result: Row = {};
    for (let i = 0; i < keys.length; i++) {
      const value = row[i];
      const map = maps[i];
      result[keys[i]] = value === null ? null : map === null ? value : map(value);
    }
    return result;
  };
}

/**
 * A relational query that answers its rows as GraphQL answers them (timestamps as ISO strings, at any
 * depth), mapped by a mapping compiled once per prepared statement: the query's own rows serialized, which
 * the record contract checks for every record.
 */
export function serializedRows<Result>(query: RelationalQuery<Result>) {
  return {
    prepare(name: string): { execute(values: Record<string, unknown>): Promise<Serialized<Result>> } {
      const { schema, tableConfig, session, mode, _toSQL } = query as unknown as RelationalInternals;
      const { query: built, builtQuery } = _toSQL.call(query);
      const mapRow = rowMapper(schema, tableConfig, built.selection);
      const mapRows = (rows: unknown[]) =>
        mode === 'many'
          ? rows.map((row) => mapRow(row as unknown[]))
          : rows[0] && mapRow(rows[0] as unknown[]);
      return session.prepareQuery(builtQuery, undefined, name, true, mapRows) as never;
    },
  };
}
