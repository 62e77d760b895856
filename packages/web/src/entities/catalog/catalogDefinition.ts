import { catalogSchema, catalogSubtitle, catalogTitle } from '@fontes/domain';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import { pickedFromParam } from '../../forms/fields/reference.tsx';
import type { GetCatalogQuery } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../records/recordScreenDefinition.ts';
import { DigitalCopiesView } from '../digitalCopy/DigitalCopiesView.tsx';
import { CatalogPagesView, prefetchCatalogPages } from './CatalogPagesView.tsx';

const GetCatalog = graphql(`
  query GetCatalog($id: Int!) {
    getCatalog(id: $id) {
      id
      title
      short_title
      shelfmark
      collection {
        id
        name
      }
      digital_copies {
        id
        name
      }
      updated_at
    }
  }
`);

const UpsertCatalog = graphql(`
  mutation UpsertCatalog($input: CatalogInput!) {
    upsertCatalog(input: $input) {
      ...SaveOutcomeFields
    }
  }
`);

const DeleteCatalog = graphql(`
  mutation DeleteCatalog($id: Int!) {
    deleteCatalog(id: $id) {
      ...OutcomeFields
    }
  }
`);

type CatalogRecord = NonNullable<GetCatalogQuery['getCatalog']>;

/**
 * The catalog's own fields: a list left out of the input stays as it is on the server, while the schema's
 * `pages` would send an empty list and remove every page.
 */
const catalogFormSchema = catalogSchema.omit({ pages: true });

const fields: FieldDescriptor[] = [
  { name: 'title', type: 'text', tab: 'basic' },
  { name: 'short_title', type: 'text', required: true, tab: 'basic' },
  { name: 'shelfmark', type: 'text', tab: 'basic' },
  { name: 'collection', type: 'reference', recordType: 'collection', required: true, tab: 'basic' },
  {
    name: 'digital_copies',
    type: 'custom',
    tab: 'basic',
    view: DigitalCopiesView,
    viewWide: true,
    viewOnly: true,
    viewValue: (copies) =>
      (copies as { id: number; name: string }[]).map(({ id, name }) => ({ id, title: name })),
  },
  {
    name: 'pages',
    type: 'custom',
    tab: 'page',
    view: CatalogPagesView,
    prefetch: prefetchCatalogPages,
    viewWide: true,
    viewOnly: true,
  },
];

export const catalogDefinition = defineRecord<CatalogRecord, typeof catalogFormSchema>({
  type: 'catalog',
  labels: {
    typeName: 'recordTypes.catalog',
    createTitle: 'entities.catalog.create_title',
    deleteConfirm: 'entities.catalog.delete_confirm',
    saveFailed: 'entities.catalog.save_failed',
  },
  fields,
  tabs: [
    { key: 'basic', labelKey: 'Catalog.tabs.basic' },
    // The pages are a view of their own (each saved with its entries on the page screens): the form, whose
    // values hold no `pages`, shows no tab for them.
    { key: 'page', labelKey: 'Catalog.tabs.page', shownWhen: { field: 'pages' } },
  ],
  // The pages' tab shows a page's entries beside its scan: it takes the width.
  wideTabs: ['page'],
  schema: catalogFormSchema,
  // `?collection=`: a new catalog of the collection it was asked for from.
  newValues: (params) => ({ collection: pickedFromParam(params, 'collection') }),
  // The pages are not loaded with the catalog (500 pages of 20 entries would be): its view lists them
  // itself (CatalogPagesView); the mark shows their tab.
  viewValues: () => ({ pages: true }),
  viewLinks: (catalog) => [
    {
      labelKey: 'entities.digital_copy.new_for_record',
      to: `/digital-copies/create?digitizable_type=catalog&digitizable_id=${catalog.id}`,
    },
  ],
  title: catalogTitle,
  subtitle: catalogSubtitle,
  load: loadOperation(GetCatalog, (data) => data.getCatalog),
  save: saveOperation(UpsertCatalog, (data) => data.upsertCatalog),
  remove: deleteOperation(DeleteCatalog, (data) => data.deleteCatalog),
});
