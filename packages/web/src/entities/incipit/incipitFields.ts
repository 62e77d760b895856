import { incipitNumbering } from '@fontes/domain';
import type {
  CustomFieldDescriptor,
  FieldDescriptor,
  ListFieldDescriptor,
  ShownWhen,
} from '../../forms/fieldDescriptor.ts';
import { codeListOptions } from '../../forms/fieldPaths.ts';
import { formValues } from '../../forms/fieldValues.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { notationsDrawn } from '../../music/renderQueue.ts';
import { IncipitNotationView, IncipitPreview, PaeInput } from './PaeInput.tsx';

// The incipits list of a score: each incipit typed in Plaine & Easie and drawn, or a text incipit.

// Notation belongs to music incipits only; a text incipit has its text.
const music: ShownWhen = { field: 'is_text_incipit', equals: false };

const paeField: CustomFieldDescriptor = {
  name: 'pae',
  type: 'custom',
  // §5: required unless the incipit is text-only, and shown only then.
  required: true,
  shownWhen: music,
  input: PaeInput,
  view: IncipitNotationView,
};

// Lines of short fields side by side: where the incipit stands, its text, its signatures, its notes.
const numbering = 'numbering';
const signatures = 'signatures';

/** Clef, key and time signature, side by side: the incipit's, and the melody search's. */
export const signatureFields: readonly FieldDescriptor[] = [
  {
    name: 'clef',
    type: 'select',
    labelKey: 'Incipit.fields.clef',
    row: signatures,
    ...codeListOptions('clefs'),
  },
  {
    name: 'key_signature',
    type: 'select',
    labelKey: 'Incipit.fields.key_signature',
    row: signatures,
    ...codeListOptions('keySignatures'),
  },
  { name: 'time_signature', type: 'text', labelKey: 'Incipit.fields.time_signature', row: signatures },
];

// A new incipit is most often music (the checkbox unticked): the cataloguer ticks "text incipit only".
const fields: FieldDescriptor[] = [
  { name: 'number', type: 'text', row: numbering },
  { name: 'movement', type: 'text', row: numbering },
  { name: 'section', type: 'text', row: numbering },
  { name: 'tempo', type: 'text', row: numbering },
  { name: 'part', type: 'text', row: numbering },
  { name: 'is_text_incipit', type: 'checkbox', row: 'text' },
  { name: 'text', type: 'textarea', row: 'text', rows: 2 },
  ...signatureFields.map((field) => ({ ...field, shownWhen: music })),
  paeField,
  { name: 'basso_continuo', type: 'checkbox', row: 'notes' },
  { name: 'notes', type: 'textarea', row: 'notes', rows: 2 },
];

// The view: one row per incipit, its numbering and its notation (or text) first.
const viewFields: FieldDescriptor[] = [
  { name: 'numbering', type: 'text' },
  { ...paeField, labelKey: 'Incipit.label' },
  { name: 'tempo', type: 'text' },
  { name: 'part', type: 'text' },
  { name: 'basso_continuo', type: 'checkbox' },
  { name: 'notes', type: 'text' },
];

/** The incipits list field; `tab` places it in the score's tabs. */
export function incipitsField(tab?: string): ListFieldDescriptor {
  return {
    name: 'incipits',
    type: 'list',
    entity: 'Incipit',
    itemLabelKey: 'Incipit.item',
    tab,
    fields,
    viewFields,
    // The view shows the numbering display ("1.2.3") and the values beside the notation (clef, key…).
    viewValue: (incipits) =>
      (incipits as Record<string, unknown>[]).map((incipit) => ({
        ...formValues(fields, incipit),
        numbering: incipitNumbering(incipit),
      })),
    summary: (item) =>
      [incipitNumbering(item), item.tempo, item.part]
        .map((part) => String(part ?? '').trim())
        .filter((part) => part !== '')
        .join(' · '),
    preview: IncipitPreview,
    itemFieldsAfter: notationsDrawn,
  };
}

/** The selection of an incipit, wherever a score's incipits are loaded. */
export const IncipitFieldsFragment = graphql(`
  fragment IncipitFields on Incipit {
    id
    number
    movement
    section
    tempo
    part
    clef
    key_signature
    time_signature
    is_text_incipit
    text
    pae
    basso_continuo
    notes
  }
`);
