import type { FieldError, RecordName } from '@fontes/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Requirement } from '../auth/authorize.ts';
import type { Transaction } from '../db/database.ts';
import type { SearchDependent, SearchIndex } from '../search/search-index.ts';
import type { Link } from './links.ts';
import type { OwnedList } from './owned-lists.ts';
import type { RecordReference } from './references.ts';
import type { RecordLoad } from './serialize.ts';

/** Every catalogue table has these two columns; the generic paths rely on nothing else. */
export type RecordTable = PgTable & { id: PgColumn; updated_at: PgColumn };

/**
 * One entity described as data. The generic load, save and delete paths do the rest: permission check,
 * validation, one transaction, version check, links, nested lists, revisions, search entries.
 */
export interface RecordDefinition<
  Schema extends z.ZodType = z.ZodType,
  Row extends { id: number } = { id: number },
> {
  name: RecordName;
  table: RecordTable;
  schema: Schema;
  /** Who may save and delete. */
  writeRequirement: Requirement;
  /** The save-failure message (spec §8), e.g. `Collection.server_error`; `Server.error_save` when not said. */
  saveErrorKey?: string;
  /** Column values of the main row from validated input, besides its links. */
  columns(values: z.output<Schema>): Record<string, unknown>;
  /** References of the main row to other records (collection, parent…), checked to exist and written. */
  links?: readonly Link[];
  /** Owned nested lists (names, parts with their voices, attributions…), saved by diffing ids. */
  lists?: readonly OwnedList[];
  /** Checks that need the database beyond links, before anything is written; `id` is null for a new record. */
  check?(tx: Transaction, values: z.output<Schema>, id: number | null): Promise<FieldError[]>;
  /** Findings that do not block saving (unknown genre, key template), from the state before the save. */
  warnings?(tx: Transaction, values: z.output<Schema>): Promise<FieldError[]>;
  /** What is neither a column nor an owned list (a score's genres and entry links); `input` is as sent. */
  saveChildren?(
    tx: Transaction,
    id: number,
    values: z.output<Schema>,
    input: Record<string, unknown>,
  ): Promise<void>;
  /** Loads the record with its nested lists, shaped for GraphQL, in one statement; null when absent. */
  load: RecordLoad<Row>;
  /** The record's own search entry, if it has one. */
  search?: SearchIndex;
  /** Search entries of other records that show something of this one (an entry shows its catalog's title). */
  dependents?: readonly SearchDependent[];
  /** The record a change to this one changes too, so that a stale save of that one is refused (a page's catalog). */
  parent?: { table: RecordTable; id(record: Row): number };
  /** What keeps the record from being deleted. */
  references: readonly RecordReference[];
}

// biome-ignore lint/suspicious/noExplicitAny: definitions differ in schema and row type
export type AnyRecordDefinition = RecordDefinition<any, any>;

export const saveErrorKeyOf = (def: AnyRecordDefinition): string => def.saveErrorKey ?? 'Server.error_save';

/** The fields of `values` named `keys`, for columns named like the fields. */
export function pick<V extends object, K extends keyof V>(values: V, ...keys: K[]): Pick<V, K> {
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Pick<V, K>;
}
