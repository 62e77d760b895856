import type { RecordName, RecordType } from '@fontes/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.ts';

// The types the record machinery's modules share (links, owned lists, references, revisions and the
// definition), kept in one module without code so that none of them has to import another for them.

/** Every catalogue table has these two columns; the generic paths rely on nothing else. */
export type RecordTable = PgTable & { id: PgColumn; updated_at: PgColumn };

export type { RecordName } from '@fontes/domain';

type Values = Record<string, unknown>;

/**
 * A field holding the id of another record (an attribution's person, a score's collection): declared once,
 * it is checked to exist and written to `column` of the row (`scores.collection_id`).
 */
export interface Link {
  field: string;
  column: PgColumn;
  table: PgTable & { id: PgColumn };
}

/**
 * A list a record owns (a score's parts, a part's voices, a person's names). Saved by diffing ids:
 * items whose id is one of the owner's rows keep it (and are written only when changed), rows no longer
 * listed are deleted, everything else is inserted. An id of another owner's row counts as new, so an
 * input can never move or change someone else's row. `position` follows the order of the list.
 * `Item` is the list's validated input item (`VoiceValues`), which its columns and links are checked against.
 */
export interface OwnedList<Item extends Values = Values> {
  /** The field in the input, and the start of error paths. */
  field: string;
  table: PgTable & { id: PgColumn };
  /** The column naming the owner (`score_id`, `part_id`…). */
  owner: PgColumn;
  /** One item or null instead of a list (a person's vow book entry); such tables have no position. */
  single?: boolean;
  /** Column values of the item's row besides its links (a method: a list of any item type stands in a list of lists). */
  columns(item: Item): Values;
  /** Ids of other records the item holds, checked and written to their columns. */
  links?: readonly Link[];
  /** Lists inside each item (a part's voices). */
  lists?: readonly OwnedList[];
  /** What keeps an item from being removed (an entry a score links to). */
  references?: readonly RecordReference[];
}

interface Holders {
  /** The ids of the records of `type` that hold any of `ids`. */
  holders(db: Executor, ids: number[]): Promise<number[]>;
}

/**
 * Records of `type` holding another through one column of one table: the holders' ids are in `holder` of
 * the rows whose `by` names it (a collection's scores, a person's attributions). Holdings list them too.
 */
export interface ColumnReference extends Holders {
  type: RecordType;
  holder: PgColumn;
  by: PgColumn;
}

/**
 * Something that may still point at records and so keeps them from being deleted. `type` names the
 * holders in the refusal (`Server.references.<type>_one/_other`); searched types are titled from the
 * search table, the others (files) say their titles themselves.
 */
export type RecordReference =
  | ColumnReference
  | (Holders & { type: RecordType })
  | (Holders & {
      type: Exclude<RecordName, RecordType>;
      titles(db: Executor, ids: number[], limit: number): Promise<string[]>;
    });
