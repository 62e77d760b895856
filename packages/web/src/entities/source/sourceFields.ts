import { codeLabelKey } from '@fontes/domain';
import {
  codeListOptions,
  type FieldDescriptor,
  type ListFieldDescriptor,
} from '../../forms/fieldDescriptor.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { clearOtherTypesFields, pastedGndId, pastedRismId, sourceReference } from './sourceRules.ts';

// The sources list, once for every entity that cites sources (people, scores, publications).

interface SourceRecord {
  id: number;
  type: string;
  citation?: string | null;
  description?: string | null;
  url?: string | null;
  gnd_id?: string | null;
  rism_id?: string | null;
  notes?: string | null;
}

const label = (field: string) => `Source.fields.${field}`;

const fields: FieldDescriptor[] = [
  {
    name: 'type',
    type: 'select',
    labelKey: label('type'),
    required: true,
    row: 'source',
    ...codeListOptions('sourceTypes'),
    onChange: clearOtherTypesFields,
  },
  { name: 'citation', type: 'text', labelKey: label('citation'), required: true, row: 'source' },
  {
    name: 'url',
    type: 'url',
    labelKey: label('url'),
    required: true,
    shownWhen: { field: 'type', equals: 'url' },
  },
  {
    name: 'gnd_id',
    type: 'text',
    labelKey: label('gnd_id'),
    helperKey: 'entities.source.gnd_help',
    required: true,
    shownWhen: { field: 'type', equals: 'gnd' },
    normalizeInput: pastedGndId,
  },
  {
    name: 'rism_id',
    type: 'text',
    labelKey: label('rism_id'),
    helperKey: 'entities.source.rism_help',
    required: true,
    shownWhen: { field: 'type', equals: 'rism' },
    normalizeInput: pastedRismId,
  },
  { name: 'description', type: 'textarea', labelKey: label('description'), rows: 2, row: 'texts' },
  { name: 'notes', type: 'textarea', labelKey: label('notes'), rows: 2, row: 'texts' },
];

const viewFields: FieldDescriptor[] = [
  { name: 'type', type: 'select', labelKey: label('type'), ...codeListOptions('sourceTypes') },
  { name: 'citation', type: 'text', labelKey: label('citation') },
  { name: 'reference', type: 'link', labelKey: 'entities.source.reference' },
  { name: 'description', type: 'textarea', labelKey: label('description') },
  { name: 'notes', type: 'textarea', labelKey: label('notes') },
];

/** The sources list field; `tab` places it in an entity's tabs. */
export function sourcesField(tab?: string): ListFieldDescriptor {
  return {
    name: 'sources',
    type: 'list',
    labelKey: 'entities.source.list',
    itemLabelKey: 'Source.item',
    tab,
    // A source names the one record it describes (its GND or RISM record, literature about it).
    copied: false,
    fields,
    viewFields,
    removeConfirm: { textKey: 'entities.remove_confirm.source' },
    newItem: () => ({
      type: 'literature',
      citation: '',
      url: '',
      gnd_id: '',
      rism_id: '',
      description: '',
      notes: '',
    }),
    summary: (item, t) =>
      [t(codeLabelKey('sourceTypes', String(item.type))), item.citation, sourceReference(item)?.text]
        .filter(Boolean)
        .join(' · '),
  };
}

/** A saved source as the form holds it: blanks as empty text. */
export function sourceFormValues(source: SourceRecord) {
  return {
    id: source.id,
    type: source.type,
    citation: source.citation ?? '',
    description: source.description ?? '',
    url: source.url ?? '',
    gnd_id: source.gnd_id ?? '',
    rism_id: source.rism_id ?? '',
    notes: source.notes ?? '',
  };
}

/** A saved source as the view shows it: where it points, as one linked reference. */
export function sourceViewValues(source: SourceRecord) {
  return {
    type: source.type,
    citation: source.citation,
    reference: sourceReference(source),
    description: source.description,
    notes: source.notes,
  };
}

/** The selection of a source, wherever a record carries sources. */
export const SourceFieldsFragment = graphql(`
  fragment SourceFields on Source {
    id
    type
    citation
    description
    url
    gnd_id
    rism_id
    notes
  }
`);
