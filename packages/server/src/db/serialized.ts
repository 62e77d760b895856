// Below both ways a record is loaded as GraphQL answers it: serialize (serialize.ts) and the rows mapped
// on the way (db/relational-rows.ts).

/** A loaded value as GraphQL answers it: timestamps become ISO strings, at any depth. */
export type Serialized<T> = T extends Date
  ? string
  : T extends readonly (infer I)[]
    ? Serialized<I>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;
