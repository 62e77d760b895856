import type { FieldError } from '@fontes/domain';
import type { z } from 'zod';
import type { Transaction } from '../db/database.ts';
import type { Requirement } from '../graphql/authorize.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { SearchIndex } from '../search/search-index.ts';
import type { Link, OwnedList, RecordName, RecordReference, RecordTable } from './record-types.ts';
import type { RecordLoad } from './serialize.ts';

export type { RecordName, RecordTable } from './record-types.ts';

/** A record's input as an operation sends it: an update names its id and the version it was based on. */
export interface RecordInput {
  id?: number | null;
  updated_at?: string | null;
  [field: string]: unknown;
}

/** An operation that hands a save nothing beside the record's input. */
export type NoArguments = Record<never, never>;

/**
 * What an operation hands a save: the record's `input`, and its other arguments as the definition types
 * them (upsertPage's `previousPageId`), so that hooks read them without casts.
 */
export type SaveRequest<Args extends object = NoArguments> = Args & { input: RecordInput | null | undefined };

/** What `beforeSave` made of a request: the input to validate, and what later steps need (`extra`). */
export interface Prepared<Extra> {
  input: RecordInput;
  extra?: Extra;
}

/** A record as the steps after its row was written see it. */
export interface Written<Values, Extra, Args extends object = NoArguments> {
  id: number;
  created: boolean;
  values: Values;
  /** As sent (or as `beforeSave` made it): a list left out of it stays as it is. */
  input: RecordInput;
  extra: Extra | undefined;
  /** The operation's arguments beside the input (a batch's, for each of its records). */
  args: Args;
}

/** What is done once a delete is committed: outside the database, so that a rollback cannot undo it. */
export type AfterCommit = () => Promise<void>;

/** A record as the delete path hands it to `afterDelete`: its row as it was stored, and as it was loaded. */
export interface Deleted<Row> {
  id: number;
  /** Every column, those the load leaves out too (a file's SHA-256). */
  row: Record<string, unknown>;
  record: Row;
}

/**
 * One entity described as data. The generic load, save and delete paths do the rest: permission check,
 * validation, one transaction, version check, links, nested lists, revisions, search entries. A save's
 * own steps are the hooks below, in the order the save runs them; none checks permission again.
 */
export interface RecordDefinition<
  Schema extends z.ZodType = z.ZodType,
  Row extends { id: number } = { id: number },
  Extra = undefined,
  Args extends object = NoArguments,
> {
  name: RecordName;
  table: RecordTable;
  schema: Schema;
  /** Who may save and delete: checked first, before anything else a save or delete does. */
  writeRequirement: Requirement;
  /** The save-failure message (spec §8), e.g. `Collection.server_error`; `Server.error_save` when not said. */
  saveErrorKey?: string;
  /**
   * Outside the transaction, once permission is granted: what an operation brings beside the record's
   * fields (an upload, a manifest) read into the input to validate and the `extra` later steps need.
   * Throws a Refusal to refuse.
   */
  beforeSave?(ctx: GraphQLContext, request: SaveRequest<Args>): Promise<Prepared<Extra>>;
  /** Column values of the main row from validated input, besides its links (with a file's content, read before). */
  columns(values: z.output<Schema>, extra: Extra | undefined): Record<string, unknown>;
  /** References of the main row to other records (collection, parent…), checked to exist and written. */
  links?: readonly Link[];
  /** Owned nested lists (names, parts with their voices, attributions…), saved by diffing ids. */
  lists?: readonly OwnedList[];
  /** Checks that need the database beyond links, before anything is written; `id` is null for a new record. */
  check?(tx: Transaction, values: z.output<Schema>, id: number | null): Promise<FieldError[]>;
  /** Findings that do not block saving (unknown genre, key template), from the state before the save. */
  warnings?(tx: Transaction, values: z.output<Schema>): Promise<FieldError[]>;
  /**
   * What is neither a column nor an owned list (a score's genres, a page's place, a file's content),
   * after the rows and lists of every record of the save are written: one record, or a batch of pages.
   */
  afterWrite?(tx: Transaction, written: readonly Written<z.output<Schema>, Extra, Args>[]): Promise<void>;
  /** After the transaction, whether it saved or not (`saved`): what lies outside the database (a file's bytes). */
  afterSave?(ctx: GraphQLContext, extra: Extra | undefined, saved: boolean): Promise<void>;
  /**
   * In the delete's transaction, once the row is gone and its revision and search entries are written:
   * what else goes with the record in the database; throws to undo the delete. Answers what lies outside
   * the database and goes only once the delete is committed (a file's bytes, when no other file has them).
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a hook with nothing to do after the commit answers nothing
  afterDelete?(tx: Transaction, ctx: GraphQLContext, deleted: Deleted<Row>): Promise<void | AfterCommit>;
  /** Loads the record with its nested lists, shaped for GraphQL, in one statement; null when absent. */
  load: RecordLoad<Row>;
  /**
   * What a revision keeps of the record as loaded, when that repeats itself (a digital copy shown again in
   * each of its 10,000 images): the whole record when not said.
   */
  revision?(record: Row): unknown;
  /**
   * A restore's input from a revision's snapshot, where the generic one (the schema's fields, linked records
   * by id) is not the whole of it: a score's saved digital-copy flag, which its load answers otherwise.
   */
  restoreInput?(snapshot: Record<string, unknown>, input: RecordInput): RecordInput;
  /**
   * An item of a merged record's list as the survivor keeps it beside its own (a person's second name is
   * a variant, not a second primary name): unchanged when not said.
   */
  mergedItem?(field: string, item: Record<string, unknown>): Record<string, unknown>;
  /** False where a deleted record cannot come back from its revision (a file: its content went with it). */
  restoresDeleted?: false;
  /** False where an earlier version cannot be saved again (a file: its earlier content is not kept). */
  restoresVersions?: false;
  /** Values its revisions name and diff beside the form's fields, though no form writes them (a file's content). */
  described?: readonly string[];
  /**
   * The record's own search entry, if it has one. Other records' entries that show this one are found
   * from what their indexes depend on (search/indexes/search-indexes.ts).
   */
  search?: SearchIndex;
  /** The record a change to this one changes too, so that a stale save of that one is refused (a page's catalog). */
  parent?: { table: RecordTable; id(record: Row): number };
  /** What keeps the record from being deleted. */
  references: readonly RecordReference[];
}

// biome-ignore lint/suspicious/noExplicitAny: definitions differ in schema, row, extra and argument type
export type AnyRecordDefinition = RecordDefinition<any, any, any, any>;

/** A definition whose operations bring the arguments `Args` beside the input. */
// biome-ignore lint/suspicious/noExplicitAny: definitions differ in schema, row and extra type
export type DefinitionWith<Args extends object> = RecordDefinition<any, any, any, Args>;

export const saveErrorKeyOf = (def: AnyRecordDefinition): string => def.saveErrorKey ?? 'Server.error_save';

/** The fields of `values` named `keys`, for columns named like the fields. */
export function pick<V extends object, K extends keyof V>(values: V, ...keys: K[]): Pick<V, K> {
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Pick<V, K>;
}
