import type { IncipitValues, PartValues, PublicationScoreValues, VoiceValues } from '@fontes/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { incipits, parts, publicationScores, publications, voices } from '../../db/schema.ts';
import type { OwnedList } from '../../records/owned-lists.ts';
import { pick } from '../../records/record-definition.ts';

// The lists a score owns besides attributions and sources (shared with publications and people).
// A voice's place in its scoring is its `position`, taken from the order of the list like every other.

/** A scoring: the score's own (`voices.score_id`) or a part's (`voices.part_id`). */
export function voiceList(owner: PgColumn): OwnedList<VoiceValues> {
  return {
    field: 'voices',
    table: voices,
    owner,
    columns: (voice) => pick(voice, 'voice', 'count', 'numbering'),
  };
}

export const partList: OwnedList<PartValues> = {
  field: 'parts',
  table: parts,
  owner: parts.score_id,
  columns: (part) =>
    pick(part, 'score_type', 'source_type', 'extent', 'measurements', 'wear', 'date', 'watermark', 'notes'),
  lists: [voiceList(voices.part_id)],
};

export const incipitList: OwnedList<IncipitValues> = {
  field: 'incipits',
  table: incipits,
  owner: incipits.score_id,
  columns: (incipit) => {
    const { id: _id, ...fields } = incipit;
    return fields;
  },
};

/** Literature citing the score, with the page number. */
export const publicationScoreList: OwnedList<PublicationScoreValues> = {
  field: 'publications',
  table: publicationScores,
  owner: publicationScores.score_id,
  columns: (reference) => pick(reference, 'number', 'notes'),
  links: [{ field: 'publication', column: publicationScores.publication_id, table: publications }],
};
