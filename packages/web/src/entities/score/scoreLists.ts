import { blankGenre, codeLabelKey, entryPath, entryTitle, type PickedRecord } from '@fontes/domain';
import type { ListFieldDescriptor, ListItem } from '../../forms/fieldDescriptor.ts';
import { codeListOptions } from '../../forms/fieldPaths.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { CreatePublicationDialog } from '../publication/publicationDefinition.ts';
import { scoringField, scoringText } from '../scoring/scoringField.ts';
import { CreateEntryDialog, useEntryChoices } from './entryPicker.tsx';

// The score's own lists: catalog entries, genres, parts and literature references.

/** A catalog entry as a score links it: what its §3 title and its page's address are made of. */
export const LinkedEntryFields = graphql(`
  fragment LinkedEntryFields on Entry {
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
          id
          name
        }
      }
    }
  }
`);

/** The linked catalog entries, each picked by its §3 entry title; the field is named `id` as the input is. */
export const entriesField: ListFieldDescriptor = {
  name: 'entries',
  // An entry is held by one score.
  copied: false,
  type: 'list',
  tab: 'links',
  itemLabelKey: 'Entry.item',
  fields: [
    {
      name: 'id',
      type: 'reference',
      recordType: 'entry',
      labelKey: 'Entry.label',
      required: true,
      search: useEntryChoices,
      createInPlace: CreateEntryDialog,
      createLabelKey: 'entities.entry.create_choice',
    },
  ],
  newItem: () => ({ id: null }),
  // §5: a score needs a catalog entry, so a new one starts with a blank one to pick.
  newValue: () => [{ id: null }],
  formValue: (entries) => (entries as EntryRecord[]).map(entryFormValues),
  inline: true,
  removeConfirm: { textKey: 'entities.remove_confirm.entry', unlink: true },
  summary: (item) => (item.id as PickedRecord | null)?.title ?? '',
};

export const genresField: ListFieldDescriptor = {
  name: 'genres',
  type: 'list',
  entity: 'Genre',
  itemLabelKey: 'Genre.item',
  fields: [{ name: 'name', type: 'lookup', lookup: 'genres' }],
  newItem: blankGenre,
  inline: true,
  // §4: the last genre leaves one blank entry.
  keepsOne: true,
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
  entity: 'Part',
  tab: 'parts',
  itemLabelKey: 'Part.item',
  fields: [
    {
      name: 'score_type',
      row: 'types',
      type: 'select',
      required: true,
      ...codeListOptions('partScoreTypes'),
    },
    {
      name: 'source_type',
      row: 'types',
      type: 'select',
      required: true,
      ...codeListOptions('partSourceTypes'),
    },
    scoringField(),
    { name: 'extent', type: 'text', row: 'object' },
    { name: 'measurements', type: 'text', row: 'object' },
    { name: 'wear', type: 'text', row: 'object' },
    { name: 'date', type: 'text', row: 'object' },
    { name: 'watermark', type: 'checkbox', row: 'notes' },
    { name: 'notes', type: 'textarea', row: 'notes', rows: 2 },
  ],
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
  entity: 'PublicationScore',
  tab: 'sources',
  itemLabelKey: 'PublicationScore.item',
  fields: [
    {
      name: 'publication',
      row: 'citation',
      type: 'reference',
      recordType: 'publication',
      required: true,
      createInPlace: CreatePublicationDialog,
    },
    { name: 'number', type: 'text', row: 'citation', required: true },
    { name: 'notes', type: 'textarea', rows: 2 },
  ],
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
function entryFormValues(entry: EntryRecord) {
  return {
    id: {
      id: entry.id,
      title: entryTitle(entry),
      href: entryPath(entry.page.catalog.id, entry.page.id),
    },
  };
}
