import { type NameValues, personSchema, type SyllabusValues, type VowBookEntryValues } from '@fontes/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { attributions, names, people, sources, syllabi, vowBookEntries } from '../../db/schema.ts';
import type { OwnedList } from '../../records/owned-lists.ts';
import { pick, type RecordDefinition } from '../../records/record-definition.ts';
import { heldBy } from '../../records/references.ts';
import { schemaColumns } from '../../records/schema-columns.ts';
import { type LoadedRecord, loader } from '../../records/serialize.ts';
import { keepTombstone } from '../../records/tombstones.ts';
import { personSearch } from '../../search/indexes/person-search.ts';
import { sourceList, sourcesWith } from '../source/source-list.ts';

const loadPerson = loader('person_load', (db) =>
  db.query.people.findFirst({
    where: eq(people.id, sql.placeholder('id')),
    with: {
      names: { orderBy: [asc(names.position)] },
      syllabi: { orderBy: [asc(syllabi.position)] },
      vow_book_entry: true,
      sources: sourcesWith,
    },
  }),
);

export type PersonRecord = LoadedRecord<typeof loadPerson>;

const nameList: OwnedList<NameValues> = {
  field: 'names',
  table: names,
  owner: names.person_id,
  columns: (name) => pick(name, 'name', 'primary'),
};

const syllabusList: OwnedList<SyllabusValues> = {
  field: 'syllabi',
  table: syllabi,
  owner: syllabi.person_id,
  columns: (s) => pick(s, 'citation', 'transcription', 'translation'),
};

const vowBookEntryList: OwnedList<VowBookEntryValues> = {
  field: 'vow_book_entry',
  table: vowBookEntries,
  owner: vowBookEntries.person_id,
  single: true,
  columns: (entry) => pick(entry, 'citation', 'transcription'),
};

export const personRecord: RecordDefinition<typeof personSchema, PersonRecord> = {
  name: 'person',
  table: people,
  schema: personSchema,
  writeRequirement: 'contributor',
  columns: schemaColumns(personSchema, people),
  lists: [nameList, syllabusList, vowBookEntryList, sourceList(sources.person_id)],
  load: loadPerson,
  // A merged person's names become variants of the survivor's.
  mergedItem: (field, item) => (field === 'names' ? { ...item, primary: false } : item),
  search: personSearch,
  // Harvesters learn of the delete (exchange/oai).
  afterDelete: keepTombstone('person'),
  references: [
    heldBy('score', attributions.score_id, attributions.person_id),
    heldBy('publication', attributions.publication_id, attributions.person_id),
  ],
};
