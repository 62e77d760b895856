import {
  blankGenre,
  collectionTitle,
  compositeTitle,
  keyWarning,
  personName,
  pickedRecord,
  scoreSchema,
  scoreTitle,
} from '@fontes/domain';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../forms/recordScreenDefinition.ts';
import type { GetScoreQuery, ScoreInput } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { attributionFormValues, attributionsField } from '../attribution/attributionFields.ts';
import { CreateCompositeDialog } from '../composite/compositeDefinition.ts';
import { DigitalCopiesView } from '../digitalCopy/DigitalCopiesView.tsx';
import { incipitFormValues, incipitsField, incipitViewValues } from '../incipit/incipitFields.ts';
import { scoringField, scoringFormValues } from '../scoring/scoringField.ts';
import { sourceFormValues, sourcesField, sourceViewValues } from '../source/sourceFields.ts';
import { ShortTitleInput, ShortTitleView } from './ShortTitleInput.tsx';
import {
  entriesField,
  entryFormValues,
  genresField,
  literatureField,
  literatureFormValues,
  partsField,
} from './scoreLists.ts';

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
      voices {
        id
        voice
        count
      }
      genres {
        id
        name
      }
      entries {
        id
        number
        composer
        page {
          id
          number
          catalog {
            id
            title
            short_title
            collection {
              name
            }
          }
        }
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
      ...DeleteOutcomeFields
    }
  }
`);

type ScoreRecord = NonNullable<GetScoreQuery['getScore']>;

const label = (field: string) => `Score.fields.${field}`;

const fields: FieldDescriptor[] = [
  {
    name: 'collection',
    type: 'reference',
    recordType: 'collection',
    labelKey: label('collection'),
    required: true,
  },
  // The shelfmarks name this one source in its collection.
  { name: 'shelfmark', type: 'text', labelKey: label('shelfmark'), required: true, copied: false },
  {
    name: 'short_title',
    type: 'custom',
    labelKey: label('short_title'),
    required: true,
    input: ShortTitleInput,
    view: ShortTitleView,
  },
  { name: 'title', type: 'text', labelKey: label('title'), row: 'titles' },
  { name: 'alternative_name', type: 'text', labelKey: label('alternative_name'), row: 'titles' },
  { name: 'former_shelfmarks', type: 'text', labelKey: label('former_shelfmarks'), copied: false },
  { name: 'opus', type: 'text', labelKey: label('opus'), row: 'work' },
  { name: 'work_date', type: 'text', labelKey: label('work_date'), row: 'work' },
  {
    name: 'key',
    type: 'text',
    labelKey: label('key'),
    row: 'work',
    warning: (value) => keyWarning(String(value ?? '')),
  },
  genresField,
  scoringField(label('voices')),
  { name: 'provenance', type: 'textarea', labelKey: label('provenance'), rows: 2 },
  { name: 'notes', type: 'textarea', labelKey: label('notes'), rows: 4 },
  { name: 'has_digital_copy', type: 'checkbox', labelKey: label('has_digital_copy'), copied: false },
  attributionsField('attributions'),
  partsField,
  incipitsField('incipits'),
  entriesField,
  {
    name: 'composite',
    type: 'reference',
    recordType: 'composite',
    labelKey: label('composite'),
    tab: 'links',
    createInPlace: CreateCompositeDialog,
  },
  {
    name: 'digital_copies',
    type: 'custom',
    labelKey: label('digital_copies'),
    tab: 'links',
    view: DigitalCopiesView,
    viewWide: true,
    viewOnly: true,
  },
  literatureField,
  sourcesField('sources'),
];

const text = (value: string | null | undefined) => value ?? '';

function scoreFormValues(score: ScoreRecord) {
  return {
    collection: pickedRecord(score.collection, collectionTitle),
    composite: pickedRecord(score.composite, compositeTitle),
    shelfmark: score.shelfmark,
    former_shelfmarks: text(score.former_shelfmarks),
    short_title: score.short_title,
    title: text(score.title),
    alternative_name: text(score.alternative_name),
    opus: text(score.opus),
    work_date: text(score.work_date),
    key: text(score.key),
    provenance: text(score.provenance),
    notes: text(score.notes),
    has_digital_copy: score.has_digital_copy,
    voices: scoringFormValues(score.voices),
    genres: score.genres.length ? score.genres.map(({ id, name }) => ({ id, name })) : [blankGenre()],
    entries: score.entries.map(entryFormValues),
    attributions: score.attributions.map(attributionFormValues),
    parts: score.parts.map((part) => ({
      id: part.id,
      score_type: part.score_type,
      source_type: part.source_type,
      voices: scoringFormValues(part.voices),
      extent: text(part.extent),
      measurements: text(part.measurements),
      wear: text(part.wear),
      date: text(part.date),
      watermark: part.watermark,
      notes: text(part.notes),
    })),
    incipits: score.incipits.map(incipitFormValues),
    publications: score.publications.map(literatureFormValues),
    sources: score.sources.map(sourceFormValues),
  };
}

export const scoreDefinition = defineRecord<ScoreRecord, typeof scoreSchema, ScoreInput>({
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
  newValues: () => ({
    collection: null,
    composite: null,
    shelfmark: '',
    former_shelfmarks: '',
    short_title: '',
    title: '',
    alternative_name: '',
    opus: '',
    work_date: '',
    key: '',
    provenance: '',
    notes: '',
    has_digital_copy: false,
    voices: scoringFormValues([]),
    genres: [blankGenre()],
    entries: [{ id: null }],
    attributions: [],
    parts: [],
    incipits: [],
    publications: [],
    sources: [],
  }),
  fromRecord: scoreFormValues,
  viewValues: (score) => ({
    ...scoreFormValues(score),
    short_title_prefix: score.short_title_prefix,
    author: pickedRecord(score.author, personName),
    digital_copies: score.digital_copies.map((copy) => ({ id: copy.id, title: copy.name })),
    incipits: score.incipits.map(incipitViewValues),
    sources: score.sources.map(sourceViewValues),
  }),
  toInput: (values) => values,
  viewLinks: (score) => [
    {
      labelKey: 'entities.digital_copy.new_for_record',
      to: `/digital-copies/create?digitizable_type=score&digitizable_id=${score.id}`,
    },
  ],
  title: scoreTitle,
  subtitle: (score) => [score.short_title_prefix, personName(score.author)].filter(Boolean).join(' · '),
  load: loadOperation(GetScore, (data) => data.getScore),
  save: saveOperation(UpsertScore, (data) => data.upsertScore),
  remove: deleteOperation(DeleteScore, (data) => data.deleteScore),
});
