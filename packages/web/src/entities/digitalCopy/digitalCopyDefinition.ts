import { digitalCopySchema, toRecordId } from '@fontes/domain';
import { codeListOptions, type FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../forms/recordScreenDefinition.ts';
import type { DigitalCopyInput, GetDigitalCopyQuery } from '../../graphql/generated/graphql.ts';
import { DigitalCopyImagesView } from './DigitalCopyImagesView.tsx';
import { clearDigitizable, DigitizableInput, DigitizableView, isDigitizableType } from './Digitizable.tsx';
import { DeleteDigitalCopy, GetDigitalCopy, UpsertDigitalCopy } from './digitalCopyQueries.ts';
import { ImageFileInput, ImageFileView } from './ImageFile.tsx';
import { ImageListActions } from './ImageListActions.tsx';

type DigitalCopyRecord = NonNullable<GetDigitalCopyQuery['getDigitalCopy']>;

const label = (field: string) => `DigitalCopy.fields.${field}`;

const fields: FieldDescriptor[] = [
  { name: 'name', type: 'text', labelKey: label('name'), required: true },
  {
    name: 'digitizable_type',
    type: 'select',
    labelKey: label('digitizable_type'),
    required: true,
    ...codeListOptions('digitizableTypes'),
    onChange: clearDigitizable,
    formOnly: true,
    row: 'digitizable',
  },
  {
    name: 'digitizable_id',
    type: 'custom',
    labelKey: label('digitizable_id'),
    required: true,
    input: DigitizableInput,
    view: DigitizableView,
    row: 'digitizable',
  },
  {
    name: 'files',
    type: 'list',
    labelKey: label('files'),
    itemLabelKey: 'DigitalCopyFile.item',
    // The images are this copy's scans.
    copied: false,
    fields: [
      {
        name: 'file',
        type: 'custom',
        labelKey: 'DigitalCopyFile.fields.file',
        input: ImageFileInput,
        view: ImageFileView,
      },
    ],
    newItem: () => ({ id: null, file: null }),
    removeConfirm: { textKey: 'entities.remove_confirm.image' },
    summary: (item) => (item.file as { title?: string } | null)?.title ?? '',
    dragToReorder: true,
    actions: ImageListActions,
    formOnly: true,
  },
  {
    name: 'images',
    type: 'custom',
    labelKey: 'entities.digital_copy.images',
    view: DigitalCopyImagesView,
    viewWide: true,
    viewOnly: true,
  },
];

/** `?digitizable_type=score&digitizable_id=5`: a new copy of the record it was asked for from. */
function prefilled(params: URLSearchParams | undefined) {
  const type = params?.get('digitizable_type');
  const id = Number(params?.get('digitizable_id'));
  if (!isDigitizableType(type)) return { digitizable_type: 'score', digitizable_id: null };
  return {
    digitizable_type: type,
    digitizable_id: Number.isInteger(id) && id > 0 ? { id, title: '' } : null,
  };
}

function imageFormValues(image: DigitalCopyRecord['files'][number]) {
  const file = image.file ? { id: image.file.id, title: image.file.filename } : null;
  // An imported image has no file here: it keeps its image elsewhere when sent back by id.
  return {
    id: image.id,
    file: file ?? { id: 0, title: image.name ?? image.remote?.image ?? '' },
    remote: !image.file,
  };
}

export const digitalCopyDefinition = defineRecord<
  DigitalCopyRecord,
  typeof digitalCopySchema,
  DigitalCopyInput
>({
  type: 'digital_copy',
  labels: {
    typeName: 'recordTypes.digital_copy',
    createTitle: 'entities.digital_copy.create_title',
    deleteConfirm: 'entities.digital_copy.delete_confirm',
    saveFailed: 'entities.digital_copy.save_failed',
  },
  fields,
  schema: digitalCopySchema,
  newValues: (params) => ({ name: '', ...prefilled(params), files: [] }),
  fromRecord: (copy) => ({
    name: copy.name,
    digitizable_type: copy.digitizable_type,
    digitizable_id: { id: copy.digitizable_id, title: '' },
    files: copy.files.map(imageFormValues),
  }),
  viewValues: (copy) => ({
    name: copy.name,
    digitizable_type: copy.digitizable_type,
    digitizable_id: { id: copy.digitizable_id, title: '' },
    images: copy,
  }),
  formToInput: (values) => ({
    name: values.name as string,
    digitizable_type: values.digitizable_type as string,
    digitizable_id: toRecordId(values.digitizable_id),
    files: (
      (values.files ?? []) as { id: number | null; file: { id: number } | null; remote?: boolean }[]
    ).map((image) => ({ id: image.id, file: image.remote ? null : toRecordId(image.file) })),
  }),
  toInput: (values) => values,
  cachedReads: (id) => [{ fieldName: 'getIiifAnnotationsForDigitalCopy', args: { id } }],
  title: (copy) => copy.name,
  subtitle: () => '',
  load: loadOperation(GetDigitalCopy, (data) => data.getDigitalCopy),
  save: saveOperation(UpsertDigitalCopy, (data) => data.upsertDigitalCopy),
  remove: deleteOperation(DeleteDigitalCopy, (data) => data.deleteDigitalCopy),
});
