import { scoreSchema, scoreWarnings } from '@fontes/domain';
import {
  attributions,
  collections,
  composites,
  digitalCopies,
  scores,
  sources,
  voices,
} from '../../db/schema.ts';
import { writeScoreMelodies } from '../../melody/melody-features.ts';
import type { RecordDefinition } from '../../records/record-definition.ts';
import { heldBy } from '../../records/references.ts';
import { schemaColumns } from '../../records/schema-columns.ts';
import { keepTombstone } from '../../records/tombstones.ts';
import { scoreSearch } from '../../search/indexes/score-search.ts';
import { attributionList } from '../attribution/attribution-list.ts';
import { sourceList } from '../source/source-list.ts';
import { entryLinkErrors, linkEntries } from './score-entries.ts';
import { saveScoreGenres, unknownGenreWarnings } from './score-genres.ts';
import { incipitList, partList, publicationScoreList, voiceList } from './score-lists.ts';
import { loadScore, type ScoreRecord } from './score-query.ts';

/** Deleting a score unlinks its catalog entries (the database sets their score to null). */
export const scoreRecord: RecordDefinition<typeof scoreSchema, ScoreRecord> = {
  name: 'score',
  table: scores,
  schema: scoreSchema,
  writeRequirement: 'contributor',
  columns: schemaColumns(scoreSchema, scores),
  links: [
    { field: 'collection', column: scores.collection_id, table: collections },
    { field: 'composite', column: scores.composite_id, table: composites },
  ],
  lists: [
    voiceList(voices.score_id),
    partList,
    incipitList,
    attributionList(attributions.score_id),
    publicationScoreList,
    sourceList(sources.score_id),
  ],
  check: (tx, values, id) => entryLinkErrors(tx, values.entries, id),
  warnings: async (tx, values) => [
    ...scoreWarnings(values),
    ...(await unknownGenreWarnings(tx, values.genres)),
  ],
  async afterWrite(tx, written) {
    for (const { id, values, input } of written) {
      await linkEntries(tx, id, values.entries);
      if (input.genres !== undefined) await saveScoreGenres(tx, id, values.genres);
    }
    // The melodic search's features follow the incipits' PAE (a score's incipits are its own list).
    await writeScoreMelodies(
      tx,
      written.filter(({ input }) => input.incipits !== undefined).map(({ id }) => id),
    );
  },
  load: loadScore,
  // The saved flag, not the answer that linked copies also set.
  restoreInput: (snapshot, input) => ({
    ...input,
    has_digital_copy: snapshot.digital_copy_elsewhere === true,
  }),
  search: scoreSearch,
  // Harvesters learn of the delete (exchange/oai).
  afterDelete: keepTombstone('score'),
  references: [heldBy('digital_copy', digitalCopies.id, digitalCopies.score_id)],
};
