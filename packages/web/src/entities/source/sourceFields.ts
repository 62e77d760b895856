import { codeLabelKey } from '@fontes/domain';
import type { FieldDescriptor, ListFieldDescriptor } from '../../forms/fieldDescriptor.ts';
import { codeListOptions } from '../../forms/fieldPaths.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { clearOtherTypesFields, pastedGndId, pastedRismId, sourceReference } from './sourceRules.ts';

// The sources list, once for every entity that cites sources (people, scores, publications).

interface SourceRecord {
  type: string;
  citation?: string | null;
  description?: string | null;
  url?: string | null;
  gnd_id?: string | null;
  rism_id?: string | null;
  notes?: string | null;
}

const fields: FieldDescriptor[] = [
  {
    name: 'type',
    row: 'source',
    type: 'select',
    required: true,
    ...codeListOptions('sourceTypes'),
    onChange: clearOtherTypesFields,
    newValue: () => 'literature',
  },
  {
    name: 'citation',
    type: 'text',
    row: 'source',
    required: true,
    helperKey: 'entities.source.citation_help',
  },
  { name: 'url', type: 'url', required: true, shownWhen: { field: 'type', equals: 'url' } },
  {
    name: 'gnd_id',
    type: 'text',
    helperKey: 'entities.source.gnd_help',
    required: true,
    shownWhen: { field: 'type', equals: 'gnd' },
    normalizeInput: pastedGndId,
  },
  {
    name: 'rism_id',
    type: 'text',
    helperKey: 'entities.source.rism_help',
    required: true,
    shownWhen: { field: 'type', equals: 'rism' },
    normalizeInput: pastedRismId,
  },
  { name: 'description', type: 'textarea', row: 'texts', rows: 2 },
  { name: 'notes', type: 'textarea', row: 'texts', rows: 2 },
];

// The view: where the source points, as one linked reference, instead of its url or authority id.
const viewFields: FieldDescriptor[] = [
  { name: 'type', type: 'select', ...codeListOptions('sourceTypes') },
  { name: 'citation', type: 'text' },
  { name: 'reference', type: 'link', labelKey: 'entities.source.reference' },
  { name: 'description', type: 'textarea' },
  { name: 'notes', type: 'textarea' },
];

/** The sources list field; `tab` places it in an entity's tabs. */
export function sourcesField(tab?: string): ListFieldDescriptor {
  return {
    name: 'sources',
    // A source names the one record it describes (its GND or RISM record, literature about it).
    copied: false,
    type: 'list',
    entity: 'Source',
    labelKey: 'entities.source.list',
    itemLabelKey: 'Source.item',
    tab,
    fields,
    viewFields,
    viewValue: (sources) =>
      (sources as SourceRecord[]).map((source) => ({ ...source, reference: sourceReference(source) })),
    removeConfirm: { textKey: 'entities.remove_confirm.source' },
    summary: (item, t) =>
      [t(codeLabelKey('sourceTypes', String(item.type))), item.citation, sourceReference(item)?.text]
        .filter(Boolean)
        .join(' · '),
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
