// A type alone, so that the database's row mapping (db/relational-rows.ts) can name what it makes
// without importing the record machinery that imports it.

/** A loaded value as GraphQL answers it: timestamps become ISO strings, at any depth. */
export type Serialized<T> = T extends Date
  ? string
  : T extends readonly (infer I)[]
    ? Serialized<I>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;
