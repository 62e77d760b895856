import { compositeSchema, compositeTitle, joinNonBlank, pickedRecord, scoreTitle } from '@fontes/domain';
import { createInPlaceDialog } from '../../forms/CreateInPlaceDialog.tsx';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../forms/recordScreenDefinition.ts';
import type { CompositeInput, GetCompositeQuery } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';

const GetComposite = graphql(`
  query GetComposite($id: Int!) {
    getComposite(id: $id) {
      id
      shelfmark
      title
      notes
      parent {
        id
        shelfmark
        title
      }
      composites {
        id
        shelfmark
        title
      }
      scores {
        id
        title
        short_title
        shelfmark
      }
      updated_at
    }
  }
`);

const UpsertComposite = graphql(`
  mutation UpsertComposite($input: CompositeInput!) {
    upsertComposite(input: $input) {
      ...SaveOutcomeFields
    }
  }
`);

const DeleteComposite = graphql(`
  mutation DeleteComposite($id: Int!) {
    deleteComposite(id: $id) {
      ...DeleteOutcomeFields
    }
  }
`);

type CompositeRecord = NonNullable<GetCompositeQuery['getComposite']>;

const save = saveOperation(UpsertComposite, (data) => data.upsertComposite);

/** A composite created from a shelfmark typed into a picker (a score's, or a composite's parent). */
export const CreateCompositeDialog = createInPlaceDialog({
  titleKey: 'entities.composite.create_title',
  labelKey: 'Composite.fields.shelfmark',
  saveFailedKey: 'entities.composite.save_failed',
  save,
  input: (shelfmark) => ({ shelfmark }),
});

const label = (field: string) => `Composite.fields.${field}`;

// What is bound in a composite is set on the scores and the child composites (their parent), so it is shown only.
const fields: FieldDescriptor[] = [
  {
    name: 'shelfmark',
    type: 'text',
    labelKey: label('shelfmark'),
    required: true,
    row: 'name',
    copied: false,
  },
  { name: 'title', type: 'text', labelKey: label('title'), row: 'name' },
  {
    name: 'parent',
    type: 'reference',
    recordType: 'composite',
    labelKey: label('parent'),
    createInPlace: CreateCompositeDialog,
  },
  { name: 'notes', type: 'textarea', labelKey: label('notes'), rows: 4 },
  {
    name: 'composites',
    type: 'reference',
    recordType: 'composite',
    labelKey: label('composites'),
    viewOnly: true,
  },
  { name: 'scores', type: 'reference', recordType: 'score', labelKey: label('scores'), viewOnly: true },
];

export const compositeDefinition = defineRecord<CompositeRecord, typeof compositeSchema, CompositeInput>({
  type: 'composite',
  labels: {
    typeName: 'recordTypes.composite',
    createTitle: 'entities.composite.create_title',
    deleteConfirm: 'entities.composite.delete_confirm',
    saveFailed: 'entities.composite.save_failed',
  },
  fields,
  schema: compositeSchema,
  newValues: () => ({ shelfmark: '', title: '', notes: '', parent: null }),
  fromRecord: (composite) => ({
    shelfmark: composite.shelfmark,
    title: composite.title ?? '',
    notes: composite.notes ?? '',
    parent: pickedRecord(composite.parent, compositeTitle),
  }),
  viewValues: (composite) => ({
    ...composite,
    parent: pickedRecord(composite.parent, compositeTitle),
    composites: composite.composites.map((child) => pickedRecord(child, compositeTitle)),
    scores: composite.scores.map((score) =>
      pickedRecord(score, (s) => joinNonBlank([s.shelfmark, scoreTitle(s)], ' — ')),
    ),
  }),
  toInput: (values) => values,
  title: compositeTitle,
  subtitle: (composite) => (composite.parent ? compositeTitle(composite.parent) : ''),
  load: loadOperation(GetComposite, (data) => data.getComposite),
  save,
  remove: deleteOperation(DeleteComposite, (data) => data.deleteComposite),
});
