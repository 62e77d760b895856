import { sql } from 'drizzle-orm';
import { attributions } from '../db/schema.ts';
import type { HoldingKind, Resolvers } from '../graphql/generated/resolvers.ts';
import { pageRequest } from '../graphql/paging.ts';
import type { AnyRecordDefinition } from '../records/record-definition.ts';
import type { ColumnReference } from '../records/record-types.ts';
import { type HoldingQuery, holdings } from '../search/holdings.ts';
import { collectionRecord } from './collection/collection-record.ts';
import { personRecord } from './person/person-record.ts';
import { publicationRecord } from './publication/publication-record.ts';

/**
 * The reference of `def` through which records of `type` hold it: what keeps a record from being deleted
 * is what its holdings list, declared once.
 */
function referenceOf(def: AnyRecordDefinition, type: ColumnReference['type']): ColumnReference {
  const found = def.references.find(
    (ref: ColumnReference | { type: string }): ref is ColumnReference => ref.type === type && 'holder' in ref,
  );
  if (!found) throw new Error(`${def.name} has no reference of ${type} through a column`);
  return found;
}

/** The records holding `id` through the reference's table. */
function held(ref: ColumnReference): HoldingQuery {
  return {
    type: ref.type,
    ids: (id) => sql`select ${ref.holder} from ${ref.holder.table} where ${ref.by} = ${id}`,
  };
}

/** The records an attribution of person `id` holds, in function `fn` when one is given, and its functions there. */
function attributed(ref: ColumnReference): HoldingQuery {
  const { holder, by } = ref;
  const fnColumn = attributions.function;
  return {
    type: ref.type,
    ids: (id, fn) => {
      const inFunction = fn === null ? sql`` : sql` and ${fnColumn} = ${fn}`;
      return sql`select ${holder} from ${attributions} where ${by} = ${id} and ${holder} is not null${inFunction}`;
    },
    groups: (id) => sql`select ${fnColumn} as function, count(distinct ${holder})::int as total
      from ${attributions} where ${by} = ${id} and ${holder} is not null group by ${fnColumn}`,
    functions: (id, heldIds) => sql`select ${holder} as id, ${fnColumn} as function from ${attributions}
      where ${by} = ${id} and ${holder} in ${heldIds} order by ${attributions.position}`,
  };
}

/** Every kind of holdings, from the references of the records held. */
export const holdingQueries: Record<HoldingKind, HoldingQuery> = {
  collection_catalogs: held(referenceOf(collectionRecord, 'catalog')),
  collection_scores: held(referenceOf(collectionRecord, 'score')),
  person_scores: attributed(referenceOf(personRecord, 'score')),
  person_publications: attributed(referenceOf(personRecord, 'publication')),
  publication_scores: held(referenceOf(publicationRecord, 'score')),
};

/** `holdings(kind, id)`: a page of what a record holds, titled from the search table. */
export const holdingsResolvers: Resolvers = {
  Query: {
    holdings: (_, args, ctx) =>
      holdings(ctx.db, holdingQueries[args.kind], args.id, {
        ...pageRequest(ctx.t, { first: args.first, offset: args.offset ?? 0 }, 20),
        function: args.function ?? null,
      }),
  },
};
