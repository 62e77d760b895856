import { publicationSchema } from '@fontes/domain';
import { eq, sql } from 'drizzle-orm';
import { attributionsWith } from '../../db/record-shapes.ts';
import { attributions, publicationScores, publications, sources } from '../../db/schema.ts';
import type { RecordDefinition } from '../../records/record-definition.ts';
import { heldBy } from '../../records/references.ts';
import { schemaColumns } from '../../records/schema-columns.ts';
import { type LoadedRecord, loader } from '../../records/serialize.ts';
import { keepTombstone } from '../../records/tombstones.ts';
import { publicationSearch } from '../../search/indexes/publication-search.ts';
import { attributionList } from '../attribution/attribution-list.ts';
import { sourceList, sourcesWith } from '../source/source-list.ts';

const loadPublication = loader('publication_load', (db) =>
  db.query.publications.findFirst({
    where: eq(publications.id, sql.placeholder('id')),
    with: { attributions: attributionsWith, sources: sourcesWith },
  }),
);

export type PublicationRecord = LoadedRecord<typeof loadPublication>;

export const publicationRecord: RecordDefinition<typeof publicationSchema, PublicationRecord> = {
  name: 'publication',
  table: publications,
  schema: publicationSchema,
  writeRequirement: 'contributor',
  columns: schemaColumns(publicationSchema, publications),
  lists: [attributionList(attributions.publication_id), sourceList(sources.publication_id)],
  load: loadPublication,
  search: publicationSearch,
  // Harvesters learn of the delete (exchange/oai).
  afterDelete: keepTombstone('publication'),
  references: [heldBy('score', publicationScores.score_id, publicationScores.publication_id)],
};
