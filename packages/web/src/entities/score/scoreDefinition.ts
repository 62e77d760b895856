import {
  keyWarning,
  marcExportPath,
  meiExportPath,
  personName,
  scoreSchema,
  scoreTitle,
} from '@fontes/domain';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import { pickedFromParam } from '../../forms/fields/reference.tsx';
import type { GetScoreQuery } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../records/recordScreenDefinition.ts';
import { attributionsField } from '../attribution/attributionFields.ts';
import { CreateCompositeDialog } from '../composite/compositeDefinition.ts';
import { DigitalCopiesView } from '../digitalCopy/DigitalCopiesView.tsx';
import { incipitsField } from '../incipit/incipitFields.ts';
import { scoringField } from '../scoring/scoringField.ts';
import { sourcesField } from '../source/sourceFields.ts';
import { ShortTitleInput, ShortTitleView } from './ShortTitleInput.tsx';
import { scoreFromEntry } from './scoreFromEntry.ts';
import { entriesField, genresField, literatureField, partsField } from './scoreLists.ts';

const GetScore = graphql(`
  query GetScore($id: Int!) {
    getScore(id: $id) {
      id
      collection {
        id
        name
      }
      composite {
        id
        shelfmark
        title
      }
      shelfmark
      former_shelfmarks
      short_title
      short_title_prefix
      title
      alternative_name
      opus
      work_date
      key
      provenance
      notes
      has_digital_copy
      digital_copy_elsewhere
      voices {
        id
        voice
        count
        numbering
      }
      genres {
        id
        name
      }
      entries {
        ...LinkedEntryFields
      }
      attributions {
        ...AttributionFields
      }
      incipits {
        ...IncipitFields
      }
      parts {
        id
        score_type
        source_type
        extent
        measurements
        wear
        date
        watermark
        voices {
          id
          voice
          count
          numbering
        }
        notes
      }
      publications {
        id
        number
        notes
        publication {
          id
          title
          short_title
        }
      }
      sources {
        ...SourceFields
      }
      digital_copies {
        id
        name
      }
      author {
        id
        names {
          name
          primary
        }
      }
      updated_at
    }
  }
`);

const UpsertScore = graphql(`
  mutation UpsertScore($input: ScoreInput!) {
    upsertScore(input: $input) {
      ...SaveOutcomeFields
    }
  }
`);

const DeleteScore = graphql(`
  mutation DeleteScore($id: Int!) {
    deleteScore(id: $id) {
      ...OutcomeFields
    }
  }
`);

type ScoreRecord = NonNullable<GetScoreQuery['getScore']>;

const fields: FieldDescriptor[] = [
  { name: 'collection', type: 'reference', recordType: 'collection', required: true },
  {
    name: 'shelfmark',
    // The shelfmarks name this one source in its collection.
    copied: false,
    type: 'text',
    required: true,
  },
  { name: 'short_title', type: 'custom', required: true, input: ShortTitleInput, view: ShortTitleView },
  { name: 'title', type: 'text', row: 'titles' },
  { name: 'alternative_name', type: 'text', row: 'titles' },
  { name: 'former_shelfmarks', type: 'text', copied: false },
  { name: 'opus', type: 'text', row: 'work' },
  { name: 'work_date', type: 'text', row: 'work' },
  { name: 'key', type: 'text', row: 'work', warning: (value) => keyWarning(String(value ?? '')) },
  genresField,
  scoringField(),
  { name: 'provenance', type: 'textarea', rows: 2 },
  { name: 'notes', type: 'textarea', rows: 4 },
  {
    name: 'has_digital_copy',
    type: 'checkbox',
    copied: false,
    helperKey: 'entities.score.has_digital_copy_help',
    // The form edits the saved flag (a copy held elsewhere); the view shows the answer, which linked copies set.
    formValue: (_answer, score) => score.digital_copy_elsewhere === true,
    viewValue: (answer) => answer === true,
  },
  attributionsField('attributions'),
  partsField,
  incipitsField('incipits'),
  entriesField,
  {
    name: 'composite',
    type: 'reference',
    recordType: 'composite',
    tab: 'links',
    createInPlace: CreateCompositeDialog,
  },
  {
    name: 'digital_copies',
    type: 'custom',
    tab: 'links',
    view: DigitalCopiesView,
    viewWide: true,
    viewOnly: true,
    viewValue: (copies) =>
      (copies as { id: number; name: string }[]).map(({ id, name }) => ({ id, title: name })),
  },
  literatureField,
  sourcesField('sources'),
];

export const scoreDefinition = defineRecord<ScoreRecord, typeof scoreSchema>({
  type: 'score',
  labels: {
    typeName: 'recordTypes.score',
    createTitle: 'entities.score.create_title',
    deleteConfirm: 'entities.score.delete_confirm',
    saveFailed: 'entities.score.save_failed',
  },
  fields: fields.map((field) => (field.tab ? field : { ...field, tab: 'basic' })),
  tabs: [
    { key: 'basic', labelKey: 'Score.tabs.basic' },
    { key: 'attributions', labelKey: 'Score.tabs.attributions' },
    { key: 'parts', labelKey: 'Score.tabs.parts' },
    { key: 'incipits', labelKey: 'Score.tabs.incipits' },
    { key: 'links', labelKey: 'Score.tabs.links' },
    { key: 'sources', labelKey: 'Score.tabs.sources' },
  ],
  schema: scoreSchema,
  // `?collection=`: a new score of the collection it was asked for from.
  newValues: (params) => ({ collection: pickedFromParam(params, 'collection') }),
  // `?entry=`: catalogued from a catalog entry, and back to its page once saved.
  startsFrom: scoreFromEntry,
  viewLinks: (score) => [
    {
      labelKey: 'entities.digital_copy.new_for_record',
      to: `/digital-copies/create?digitizable_type=score&digitizable_id=${score.id}`,
    },
  ],
  downloads: (score) => [
    {
      labelKey: 'record.download_marcxml',
      href: marcExportPath('score', score.id),
      testId: 'download-marcxml',
    },
    { labelKey: 'record.download_mei', href: meiExportPath(score.id), testId: 'download-mei' },
  ],
  title: scoreTitle,
  subtitle: (score) => [score.short_title_prefix, personName(score.author)].filter(Boolean).join(' · '),
  load: loadOperation(GetScore, (data) => data.getScore),
  save: saveOperation(UpsertScore, (data) => data.upsertScore),
  remove: deleteOperation(DeleteScore, (data) => data.deleteScore),
});
