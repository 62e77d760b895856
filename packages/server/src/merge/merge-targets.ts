import { attributions, genres, places, scoreGenres } from '../db/schema.ts';
import { recordDefinitions } from '../entities/resolvers.ts';
import type { AnyRecordDefinition } from '../records/record-definition.ts';
import type { ColumnReference, RecordTable } from '../records/record-types.ts';
import { heldBy } from '../records/references.ts';

// What can be merged, and what points at it: a merge moves every such link from the merged records to the
// survivor. Records with a form (people, publications, scores) bring their definition: their fields are
// chosen side by side and the survivor is saved through the one save path. Genres and places are names
// only, picked in forms by name.

export const MERGE_TYPES = ['person', 'publication', 'score', 'genre', 'place'] as const;
export type MergeType = (typeof MERGE_TYPES)[number];

export interface MergeTarget {
  type: MergeType;
  table: RecordTable | typeof genres | typeof places;
  /** The links of other records to this one, moved to the survivor. */
  links: readonly ColumnReference[];
  /** A record type with a form and a history; absent for the named lookups. */
  definition?: AnyRecordDefinition;
}

const linksOf = (def: AnyRecordDefinition) =>
  def.references.filter((ref): ref is ColumnReference => 'holder' in ref && 'by' in ref);

function recordTarget(type: 'person' | 'publication' | 'score'): MergeTarget {
  const definition = recordDefinitions[type] as AnyRecordDefinition;
  return { type, table: definition.table, links: linksOf(definition), definition };
}

export const mergeTargets: Record<MergeType, MergeTarget> = {
  person: recordTarget('person'),
  publication: recordTarget('publication'),
  score: recordTarget('score'),
  genre: {
    type: 'genre',
    table: genres,
    links: [heldBy('score', scoreGenres.score_id, scoreGenres.genre_id)],
  },
  place: {
    type: 'place',
    table: places,
    links: [
      heldBy('score', attributions.score_id, attributions.place_id),
      heldBy('publication', attributions.publication_id, attributions.place_id),
    ],
  },
};

export const isMergeType = (type: string): type is MergeType =>
  (MERGE_TYPES as readonly string[]).includes(type);
