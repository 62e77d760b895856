import {
  blankGenre,
  codeLabelKey,
  entryPath,
  entryTitle,
  type PickedRecord,
  publicationTitle,
  removeListItem,
} from '@fontes/domain';
import { codeListOptions, type ListFieldDescriptor, type ListItem } from '../../forms/fieldDescriptor.ts';
import { CreatePublicationDialog } from '../publication/publicationDefinition.ts';
import { scoringField, scoringFormValues, scoringText } from '../scoring/scoringField.ts';

// The score's own lists: catalog entries, genres, parts and literature references.

const label = (entity: string, field: string) => `${entity}.fields.${field}`;

/** The linked catalog entries, each picked by its §3 entry title; the field is named `id` as the input is. */
export const entriesField: ListFieldDescriptor = {
  name: 'entries',
  type: 'list',
  tab: 'links',
  labelKey: label('Score', 'entries'),
  // An entry is held by one score.
  copied: false,
  itemLabelKey: 'Entry.item',
  fields: [{ name: 'id', type: 'reference', recordType: 'entry', labelKey: 'Entry.label', required: true }],
  newItem: () => ({ id: null }),
  inline: true,
  removeConfirm: { textKey: 'entities.remove_confirm.entry', unlink: true },
  summary: (item) => (item.id as PickedRecord | null)?.title ?? '',
};

export const genresField: ListFieldDescriptor = {
  name: 'genres',
  type: 'list',
  labelKey: label('Score', 'genres'),
  itemLabelKey: 'Genre.item',
  fields: [{ name: 'name', type: 'lookup', lookup: 'genres', labelKey: label('Genre', 'name') }],
  newItem: blankGenre,
  inline: true,
  // §4: the last genre leaves one blank entry.
  removeItem: (genres, index) => removeListItem(genres, index, blankGenre),
  summary: (item) => String(item.name ?? ''),
  viewSummary: (genres) =>
    genres
      .map((genre) => String(genre.name ?? '').trim())
      .filter(Boolean)
      .join(', '),
};

export const partsField: ListFieldDescriptor = {
  name: 'parts',
  type: 'list',
  tab: 'parts',
  labelKey: label('Score', 'parts'),
  itemLabelKey: 'Part.item',
  fields: [
    {
      name: 'score_type',
      type: 'select',
      labelKey: label('Part', 'score_type'),
      required: true,
      row: 'types',
      ...codeListOptions('partScoreTypes'),
    },
    {
      name: 'source_type',
      type: 'select',
      labelKey: label('Part', 'source_type'),
      required: true,
      row: 'types',
      ...codeListOptions('partSourceTypes'),
    },
    scoringField(label('Part', 'voices')),
    { name: 'extent', type: 'text', labelKey: label('Part', 'extent'), row: 'object' },
    { name: 'measurements', type: 'text', labelKey: label('Part', 'measurements'), row: 'object' },
    { name: 'wear', type: 'text', labelKey: label('Part', 'wear'), row: 'object' },
    { name: 'date', type: 'text', labelKey: label('Part', 'date'), row: 'object' },
    { name: 'watermark', type: 'checkbox', labelKey: label('Part', 'watermark'), row: 'notes' },
    { name: 'notes', type: 'textarea', labelKey: label('Part', 'notes'), rows: 2, row: 'notes' },
  ],
  newItem: () => ({
    score_type: '',
    source_type: '',
    voices: scoringFormValues([]),
    extent: '',
    measurements: '',
    wear: '',
    date: '',
    watermark: false,
    notes: '',
  }),
  removeConfirm: { textKey: 'entities.remove_confirm.part' },
  summary: (part, t) => {
    const types = [
      part.score_type && t(codeLabelKey('partScoreTypes', String(part.score_type))),
      part.source_type && t(codeLabelKey('partSourceTypes', String(part.source_type))),
    ]
      .filter(Boolean)
      .join(', ');
    const scoring = scoringText((part.voices as ListItem[] | undefined) ?? [], t);
    return types && scoring ? t('entities.score.part_summary', { types, scoring }) : types || scoring;
  },
};

/** Literature references: a publication and the page it cites the score on. */
export const literatureField: ListFieldDescriptor = {
  name: 'publications',
  type: 'list',
  tab: 'sources',
  labelKey: label('Score', 'publications'),
  itemLabelKey: 'PublicationScore.item',
  fields: [
    {
      name: 'publication',
      type: 'reference',
      recordType: 'publication',
      labelKey: label('PublicationScore', 'publication'),
      required: true,
      row: 'citation',
      createInPlace: CreatePublicationDialog,
    },
    {
      name: 'number',
      type: 'text',
      labelKey: label('PublicationScore', 'number'),
      required: true,
      row: 'citation',
    },
    { name: 'notes', type: 'textarea', labelKey: label('PublicationScore', 'notes'), rows: 2 },
  ],
  newItem: () => ({ publication: null, number: '', notes: '' }),
  removeConfirm: { textKey: 'entities.remove_confirm.publication', unlink: true },
  summary: (item, t) => {
    const publication = (item.publication as PickedRecord | null)?.title ?? '';
    return item.number
      ? t('entities.score.literature_summary', { publication, number: item.number })
      : publication;
  },
};

interface EntryRecord {
  id: number;
  number?: string | null;
  composer?: string | null;
  page: {
    id: number;
    number: string;
    catalog: { id: number; title?: string | null; short_title: string; collection: { name: string } };
  };
}

/** A linked entry as the form and the view hold it: titled, and linked to its catalog page. */
export function entryFormValues(entry: EntryRecord) {
  return {
    id: {
      id: entry.id,
      title: entryTitle(entry),
      href: entryPath(entry.page.catalog.id, entry.page.id),
    },
  };
}

interface PublicationScoreRecord {
  id: number;
  number: string;
  notes?: string | null;
  publication: { id: number; title: string; short_title: string };
}

export function literatureFormValues(reference: PublicationScoreRecord) {
  return {
    id: reference.id,
    publication: { id: reference.publication.id, title: publicationTitle(reference.publication) },
    number: reference.number,
    notes: reference.notes ?? '',
  };
}
