import type { Executor } from '../db/database.ts';
import { preparedPerExecutor } from '../db/pglite-statements.ts';
import { type RelationalQuery, serializedRows } from '../db/relational-rows.ts';
import type { Serialized } from '../db/serialized.ts';

/**
 * A loaded value as GraphQL answers it: timestamps become ISO strings, at any depth. Converted in place:
 * what comes here is fresh from a query, and a score's answer holds a few hundred objects that a copy
 * would allocate anew on every read. A value met twice (a list a record shows in two places) stays right.
 */
export function serialize<T>(value: T): Serialized<T> {
  if (value === null || typeof value !== 'object') return value as Serialized<T>;
  if (value instanceof Date) return value.toISOString() as Serialized<T>;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = serialize(value[i]);
    return value as Serialized<T>;
  }
  const fields = value as Record<string, unknown>;
  for (const key in fields) {
    const field = fields[key];
    if (field !== null && typeof field === 'object') fields[key] = serialize(field);
  }
  return value as Serialized<T>;
}

type Found<Result> = Serialized<Exclude<Result, undefined>>;
/** How a record is loaded (`loader`). */
export type RecordLoad<R> = ((db: Executor, id: number) => Promise<R | null>) & {
  /** The same record mapped by drizzle's own relational mapping and then serialized: what tests compare. */
  reference(db: Executor, id: number): Promise<R | null>;
  /** The records of several ids in one statement, in the ids' order (`batchLoad`); absent, one by one. */
  many?(db: Executor, ids: readonly number[]): Promise<Array<R | null>>;
};

/**
 * The one way a record is loaded: the relational query that finds it by `sql.placeholder('id')`, prepared
 * once per database under `name` with its rows mapped as GraphQL answers them (`serializedRows`), given
 * the shape GraphQL answers (`shape`, the row as it is when not said); null when there is none.
 */
export function loader<Result>(
  name: string,
  build: (db: Executor) => RelationalQuery<Result>,
): RecordLoad<Found<Result>>;
export function loader<Result, R>(
  name: string,
  build: (db: Executor) => RelationalQuery<Result>,
  shape: (row: Found<Result>) => R,
): RecordLoad<R>;
export function loader<Result>(
  name: string,
  build: (db: Executor) => RelationalQuery<Result>,
  shape: (row: Found<Result>) => unknown = (row) => row,
) {
  const statement = preparedPerExecutor(name, (db) => serializedRows(build(db)));
  const load = async (db: Executor, id: number) => {
    const row = await statement(db).execute({ id });
    return row === undefined ? null : shape(row as Found<Result>);
  };
  load.reference = async (db: Executor, id: number) => {
    const row = await build(db).prepare('').execute({ id });
    return row === undefined ? null : serialize(shape(row as Found<Result>));
  };
  return load;
}

/** The record a loader answers. */
export type LoadedRecord<L extends (db: Executor, id: number) => Promise<unknown>> = NonNullable<
  Awaited<ReturnType<L>>
>;

/**
 * `load` given `many`: the records of several ids in one statement (a batch's thousands of pages loaded
 * for their revisions one statement each held PGlite for seconds). `build` finds them by
 * `sql.placeholder('ids')`, an integer array; each row is given `shape` as `load` gives it.
 */
export function batchLoad<R, Row extends { id: number }>(
  load: RecordLoad<R>,
  name: string,
  build: (db: Executor) => RelationalQuery<Row[]>,
  shape: (row: Serialized<Row>) => R,
): RecordLoad<R> {
  const statement = preparedPerExecutor(name, (db) => serializedRows(build(db)));
  load.many = async (db, ids) => {
    const rows = (await statement(db).execute({ ids: [...ids] })) as Serialized<Row>[];
    const byId = new Map(rows.map((row) => [row.id, shape(row)]));
    return ids.map((id) => byId.get(id) ?? null);
  };
  return load;
}
