import { compositeSchema, compositeTitle, joinNonBlank, scoreTitle } from '@fontes/domain';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import type { GetCompositeQuery } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { createInPlaceDialog } from '../../records/CreateInPlaceDialog.tsx';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../records/recordScreenDefinition.ts';

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
      ...OutcomeFields
    }
  }
`);

type CompositeRecord = NonNullable<GetCompositeQuery['getComposite']>;

const save = saveOperation(UpsertComposite, (data) => data.upsertComposite);

/** A composite created from a shelfmark typed into a picker (a score's, or a composite's parent). */
export const CreateCompositeDialog = createInPlaceDialog({
  titleKey: 'entities.composite.create_title',
  field: 'shelfmark',
  labelKey: 'Composite.fields.shelfmark',
  schema: compositeSchema.pick({ shelfmark: true }),
  saveFailedKey: 'entities.composite.save_failed',
  save,
  input: (shelfmark) => ({ shelfmark }),
});

// What is bound in a composite is set on the scores and the child composites (their parent), so it is shown only.
const fields: FieldDescriptor[] = [
  { name: 'shelfmark', type: 'text', row: 'name', copied: false, required: true },
  { name: 'title', type: 'text', row: 'name' },
  { name: 'parent', type: 'reference', recordType: 'composite', createInPlace: CreateCompositeDialog },
  { name: 'notes', type: 'textarea', rows: 4 },
  { name: 'composites', type: 'reference', recordType: 'composite', viewOnly: true },
  {
    name: 'scores',
    type: 'reference',
    recordType: 'score',
    viewOnly: true,
    title: (score: ScoreOfComposite) => joinNonBlank([score.shelfmark, scoreTitle(score)], ' — '),
  },
];

type ScoreOfComposite = CompositeRecord['scores'][number];

export const compositeDefinition = defineRecord<CompositeRecord, typeof compositeSchema>({
  type: 'composite',
  labels: {
    typeName: 'recordTypes.composite',
    createTitle: 'entities.composite.create_title',
    deleteConfirm: 'entities.composite.delete_confirm',
    saveFailed: 'entities.composite.save_failed',
  },
  fields,
  schema: compositeSchema,
  title: compositeTitle,
  subtitle: (composite) => (composite.parent ? compositeTitle(composite.parent) : ''),
  load: loadOperation(GetComposite, (data) => data.getComposite),
  save,
  remove: deleteOperation(DeleteComposite, (data) => data.deleteComposite),
});
