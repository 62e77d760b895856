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

export function serialize<T>(value: T): Serialized<T> {
  if (value instanceof Date) return value.toISOString() as Serialized<T>;
  if (Array.isArray(value)) return value.map(serialize) as Serialized<T>;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[key] = serialize(v);
    return out as Serialized<T>;
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
