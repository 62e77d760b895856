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

/** A loaded row as GraphQL answers it, or null when there was none. */
export function serializeFound<T>(row: T | undefined): Serialized<T> | null {
  return row === undefined ? null : serialize(row);
}

/**
 * A record's `load` from the relational query that finds it by `sql.placeholder('id')`, prepared once per
 * database under `name`: what it found, serialized, or null.
 */
export function loader<P extends { execute(values: { id: number }): Promise<unknown> }>(
  name: string,
  build: (db: Executor) => { prepare(name: string): P },
) {
  const statement = preparedPerExecutor(name, build);
  return async (db: Executor, id: number) =>
    serializeFound(
      (await statement(db).execute({ id })) as
        | Exclude<Awaited<ReturnType<P['execute']>>, undefined>
        | undefined,
    );
}

/** The record a loader answers. */
export type LoadedRecord<L extends (db: Executor, id: number) => Promise<unknown>> = NonNullable<
  Awaited<ReturnType<L>>
>;
