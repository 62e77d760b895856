import { catalogTitle, pageSchema, toRecordId } from '@fontes/domain';
import type { FieldDescriptor, ListFieldDescriptor } from '../../forms/fieldDescriptor.ts';
import { pickedFromParam } from '../../forms/fields/reference.tsx';
import { formInput } from '../../forms/fieldValues.ts';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../forms/recordScreenDefinition.ts';
import type { GetPageQuery } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { PageCatalogInput, PageImageInput } from './PageInputs.tsx';

const GetPage = graphql(`
  query GetPage($id: Int!) {
    getPage(id: $id) {
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
      digital_copy_file {
        id
      }
      entries {
        ...PageEntryFields
      }
      updated_at
    }
  }
`);

const UpsertPage = graphql(`
  mutation UpsertPage($input: PageInput!, $previousPageId: Int) {
    upsertPage(input: $input, previousPageId: $previousPageId) {
      ...SaveOutcomeFields
    }
  }
`);

const DeletePage = graphql(`
  mutation DeletePage($id: Int!) {
    deletePage(id: $id) {
      ...OutcomeFields
    }
  }
`);

type PageRecord = NonNullable<GetPageQuery['getPage']>;

/** The page's entries, one line of the catalog each (§3); deleting one asks first (§8). */
const entriesField: ListFieldDescriptor = {
  name: 'entries',
  type: 'list',
  entity: 'Entry',
  itemLabelKey: 'Entry.item',
  fields: [
    { name: 'number', type: 'text' },
    { name: 'signature', type: 'text' },
    { name: 'genre', type: 'lookup', lookup: 'genres' },
    { name: 'composer', type: 'text' },
    { name: 'annotation', type: 'textarea', rows: 2 },
    { name: 'notes', type: 'textarea', rows: 2 },
  ],
  removeConfirm: { textKey: 'entities.page.remove_entry' },
  summary: (entry) =>
    [entry.number, entry.composer, entry.genre].filter((part) => String(part ?? '').trim()).join(' · '),
};

const fields: FieldDescriptor[] = [
  { name: 'number', type: 'text', required: true },
  {
    name: 'catalog',
    type: 'custom',
    required: true,
    input: PageCatalogInput,
    // Held as the picked `{ id, title }`; a link's `?catalog=` gives the id alone, the input asks for its title.
    newValue: () => null,
    formValue: (catalog) => {
      const loaded = catalog as PageRecord['catalog'];
      return { id: loaded.id, title: catalogTitle(loaded) };
    },
  },
  {
    name: 'digital_copy_file',
    type: 'custom',
    input: PageImageInput,
    newValue: () => null,
    formValue: (file) => (file as { id: number } | null)?.id ?? null,
  },
  entriesField,
];

export const pageDefinition = defineRecord<PageRecord, typeof pageSchema>({
  type: 'page',
  labels: {
    typeName: 'Page.label',
    createTitle: 'entities.page.create_title',
    deleteConfirm: 'entities.page.delete_confirm',
    saveFailed: 'entities.page.save_failed',
  },
  fields,
  schema: pageSchema,
  newValues: (params) => ({ catalog: pickedFromParam(params, 'catalog') }),
  formToInput: (values) => ({
    ...formInput(fields, values),
    catalog: toRecordId(values.catalog),
    digital_copy_file: values.digital_copy_file || null,
  }),
  title: (page) => `${catalogTitle(page.catalog)} · ${page.number}`,
  subtitle: (page) => page.catalog.collection.name,
  load: loadOperation(GetPage, (data) => data.getPage),
  // `?after=` places a new page right after that one (§4); without it, it goes last.
  save: saveOperation(
    UpsertPage,
    (data) => data.upsertPage,
    (params) => ({ previousPageId: toRecordId(params.get('after')) }),
  ),
  remove: deleteOperation(DeletePage, (data) => data.deletePage),
});
