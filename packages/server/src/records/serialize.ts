import type { Executor } from '../db/database.ts';
import { preparedPerExecutor } from '../db/pglite-statements.ts';

/** A loaded value as GraphQL answers it: timestamps become ISO strings, at any depth. */
export type Serialized<T> = T extends Date
  ? string
  : T extends readonly (infer I)[]
    ? Serialized<I>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;

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

interface ById {
  execute(values: { id: number }): Promise<unknown>;
}
type Found<P extends ById> = Exclude<Awaited<ReturnType<P['execute']>>, undefined>;
type Load<R> = (db: Executor, id: number) => Promise<Serialized<R> | null>;

/**
 * The one way a record is loaded: the relational query that finds it by `sql.placeholder('id')`, prepared
 * once per database under `name`, its row given the shape GraphQL answers (`shape`, the row as it is when
 * not said) and serialized; null when there is none.
 */
export function loader<P extends ById>(
  name: string,
  build: (db: Executor) => { prepare(name: string): P },
): Load<Found<P>>;
export function loader<P extends ById, R>(
  name: string,
  build: (db: Executor) => { prepare(name: string): P },
  shape: (row: Found<P>) => R,
): Load<R>;
export function loader<P extends ById>(
  name: string,
  build: (db: Executor) => { prepare(name: string): P },
  shape: (row: Found<P>) => unknown = (row) => row,
) {
  const statement = preparedPerExecutor(name, build);
  return async (db: Executor, id: number) => {
    const row = (await statement(db).execute({ id })) as Found<P> | undefined;
    return row === undefined ? null : serialize(shape(row));
  };
}

/** The record a loader answers. */
export type LoadedRecord<L extends (db: Executor, id: number) => Promise<unknown>> = NonNullable<
  Awaited<ReturnType<L>>
>;
