import { digitalCopySchema, toRecordId } from '@fontes/domain';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import { codeListOptions } from '../../forms/fieldPaths.ts';
import type { GetDigitalCopyQuery } from '../../graphql/generated/graphql.ts';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../records/recordScreenDefinition.ts';
import { DigitalCopyImagesView } from './DigitalCopyImagesView.tsx';
import { clearDigitizable, DigitizableInput, DigitizableView, isDigitizableType } from './Digitizable.tsx';
import { DeleteDigitalCopy, GetDigitalCopy, UpsertDigitalCopy } from './digitalCopyQueries.ts';
import { ImageFileInput, ImageFileView } from './ImageFile.tsx';
import { ImageListActions } from './ImageListActions.tsx';

type DigitalCopyRecord = NonNullable<GetDigitalCopyQuery['getDigitalCopy']>;

const fields: FieldDescriptor[] = [
  { name: 'name', type: 'text', required: true },
  {
    name: 'digitizable_type',
    row: 'digitizable',
    type: 'select',
    required: true,
    newValue: () => 'score',
    ...codeListOptions('digitizableTypes'),
    onChange: clearDigitizable,
    formOnly: true,
  },
  {
    name: 'digitizable_id',
    row: 'digitizable',
    type: 'custom',
    required: true,
    input: DigitizableInput,
    view: DigitizableView,
    // The record is known by type and id; the picker and the view ask for its title.
    newValue: () => null,
    formValue: (id) => ({ id, title: '' }),
  },
  {
    name: 'files',
    // The images are this copy's scans.
    copied: false,
    type: 'list',
    entity: 'DigitalCopyFile',
    itemLabelKey: 'DigitalCopyFile.item',
    fields: [{ name: 'file', type: 'custom', input: ImageFileInput, view: ImageFileView }],
    newItem: () => ({ id: null, file: null }),
    formValue: (images) => (images as DigitalCopyRecord['files']).map(imageFormValues),
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
  if (!isDigitizableType(type)) return {};
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

export const digitalCopyDefinition = defineRecord<DigitalCopyRecord, typeof digitalCopySchema>({
  type: 'digital_copy',
  labels: {
    typeName: 'recordTypes.digital_copy',
    createTitle: 'entities.digital_copy.create_title',
    deleteConfirm: 'entities.digital_copy.delete_confirm',
    saveFailed: 'entities.digital_copy.save_failed',
  },
  fields,
  schema: digitalCopySchema,
  newValues: prefilled,
  // The view's images are the whole copy: the viewer reads its manifest.
  viewValues: (copy) => ({ images: copy }),
  formToInput: (values) => ({
    name: values.name as string,
    digitizable_type: values.digitizable_type as string,
    digitizable_id: toRecordId(values.digitizable_id),
    files: (
      (values.files ?? []) as { id: number | null; file: { id: number } | null; remote?: boolean }[]
    ).map((image) => ({ id: image.id, file: image.remote ? null : toRecordId(image.file) })),
  }),
  cachedReads: (id) => [{ fieldName: 'getIiifAnnotationsForDigitalCopy', args: { id } }],
  title: (copy) => copy.name,
  subtitle: () => '',
  load: loadOperation(GetDigitalCopy, (data) => data.getDigitalCopy),
  save: saveOperation(UpsertDigitalCopy, (data) => data.upsertDigitalCopy),
  remove: deleteOperation(DeleteDigitalCopy, (data) => data.deleteDigitalCopy),
});
