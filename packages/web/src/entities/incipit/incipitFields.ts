import { incipitNumbering } from '@fontes/domain';
import {
  type CustomFieldDescriptor,
  codeListOptions,
  type FieldDescriptor,
  type ListFieldDescriptor,
  type ShownWhen,
} from '../../forms/fieldDescriptor.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { notationsDrawn } from '../../music/renderQueue.ts';
import { IncipitNotationView, IncipitPreview, PaeInput } from './PaeInput.tsx';

// The incipits list of a score: each incipit typed in Plaine & Easie and drawn, or a text incipit.

interface IncipitRecord {
  id: number;
  number?: string | null;
  movement?: string | null;
  section?: string | null;
  tempo?: string | null;
  part?: string | null;
  clef?: string | null;
  key_signature?: string | null;
  time_signature?: string | null;
  is_text_incipit: boolean;
  text?: string | null;
  pae?: string | null;
  basso_continuo: boolean;
  notes?: string | null;
}

const label = (field: string) => `Incipit.fields.${field}`;

// Notation belongs to music incipits only; a text incipit has its text.
const music: ShownWhen = { field: 'is_text_incipit', equals: false };

const paeField: CustomFieldDescriptor = {
  name: 'pae',
  type: 'custom',
  labelKey: label('pae'),
  // §5: required unless the incipit is text-only, and shown only then.
  required: true,
  shownWhen: music,
  input: PaeInput,
  view: IncipitNotationView,
};

// Lines of short fields side by side: where the incipit stands, its text, its signatures, its notes.
const numbering = 'numbering';
const signatures = 'signatures';
const fields: FieldDescriptor[] = [
  { name: 'number', type: 'text', labelKey: label('number'), row: numbering },
  { name: 'movement', type: 'text', labelKey: label('movement'), row: numbering },
  { name: 'section', type: 'text', labelKey: label('section'), row: numbering },
  { name: 'tempo', type: 'text', labelKey: label('tempo'), row: numbering },
  { name: 'part', type: 'text', labelKey: label('part'), row: numbering },
  { name: 'is_text_incipit', type: 'checkbox', labelKey: label('is_text_incipit'), row: 'text' },
  { name: 'text', type: 'textarea', labelKey: label('text'), rows: 2, row: 'text' },
  {
    name: 'clef',
    type: 'select',
    labelKey: label('clef'),
    shownWhen: music,
    row: signatures,
    ...codeListOptions('clefs'),
  },
  {
    name: 'key_signature',
    type: 'select',
    labelKey: label('key_signature'),
    shownWhen: music,
    row: signatures,
    ...codeListOptions('keySignatures'),
  },
  {
    name: 'time_signature',
    type: 'text',
    labelKey: label('time_signature'),
    shownWhen: music,
    row: signatures,
  },
  paeField,
  { name: 'basso_continuo', type: 'checkbox', labelKey: label('basso_continuo'), row: 'notes' },
  { name: 'notes', type: 'textarea', labelKey: label('notes'), rows: 2, row: 'notes' },
];

// The view: one row per incipit, its numbering and its notation (or text) first.
const viewFields: FieldDescriptor[] = [
  { name: 'numbering', type: 'text', labelKey: label('numbering') },
  { ...paeField, labelKey: 'Incipit.label' },
  { name: 'tempo', type: 'text', labelKey: label('tempo') },
  { name: 'part', type: 'text', labelKey: label('part') },
  { name: 'basso_continuo', type: 'checkbox', labelKey: label('basso_continuo') },
  { name: 'notes', type: 'text', labelKey: label('notes') },
];

/** The incipits list field; `tab` places it in the score's tabs. */
export function incipitsField(tab?: string): ListFieldDescriptor {
  return {
    name: 'incipits',
    type: 'list',
    labelKey: 'Score.fields.incipits',
    itemLabelKey: 'Incipit.item',
    tab,
    fields,
    viewFields,
    // A new incipit is most often music: the cataloguer ticks "text incipit only" for the others.
    newItem: () => ({
      number: '',
      movement: '',
      section: '',
      tempo: '',
      part: '',
      is_text_incipit: false,
      text: '',
      clef: '',
      key_signature: '',
      time_signature: '',
      pae: '',
      basso_continuo: false,
      notes: '',
    }),
    summary: (item) =>
      [incipitNumbering(item), item.tempo, item.part]
        .map((part) => String(part ?? '').trim())
        .filter((part) => part !== '')
        .join(' · '),
    preview: IncipitPreview,
    itemFieldsAfter: notationsDrawn,
  };
}

const text = (value: string | null | undefined) => value ?? '';

/** A saved incipit as the form holds it (empty fields as ''). */
export function incipitFormValues(incipit: IncipitRecord) {
  return {
    id: incipit.id,
    number: text(incipit.number),
    movement: text(incipit.movement),
    section: text(incipit.section),
    tempo: text(incipit.tempo),
    part: text(incipit.part),
    is_text_incipit: incipit.is_text_incipit,
    text: text(incipit.text),
    clef: text(incipit.clef),
    key_signature: text(incipit.key_signature),
    time_signature: text(incipit.time_signature),
    pae: text(incipit.pae),
    basso_continuo: incipit.basso_continuo,
    notes: text(incipit.notes),
  };
}

/** A saved incipit as the view shows it: its values and the numbering display ("1.2.3"). */
export function incipitViewValues(incipit: IncipitRecord) {
  return { ...incipitFormValues(incipit), numbering: incipitNumbering(incipit) };
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
