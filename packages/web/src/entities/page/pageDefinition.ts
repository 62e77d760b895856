import { catalogTitle, entryPath, pageSchema, recordEditPath, recordPath, toRecordId } from '@fontes/domain';
import type { FieldDescriptor, ListFieldDescriptor, ListItem } from '../../forms/fieldDescriptor.ts';
import { pickedFromParam } from '../../forms/fields/reference.tsx';
import { formInput, formValues, newValues } from '../../forms/fieldValues.ts';
import type { GetPageQuery } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../records/recordScreenDefinition.ts';
import { EntryRegionButton } from './EntryRegionButton.tsx';
import { PageCatalogInput, PageImageInput, PageScan } from './PageInputs.tsx';

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
      previous_page_id
      next_page_id
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

// The grid's columns as wide as their values are long: a number and a signature narrow, a composer and the
// catalog's annotation (a scoring, a title) wide.
const entryFields: FieldDescriptor[] = [
  { name: 'number', type: 'text', gridColumn: { minRem: 3.5, share: 0.2 } },
  { name: 'signature', type: 'text', gridColumn: { minRem: 4.5, share: 0.4 } },
  { name: 'genre', type: 'lookup', lookup: 'genres', gridColumn: { minRem: 12, share: 1.7 } },
  { name: 'composer', type: 'text', gridColumn: { minRem: 11, share: 1.4 } },
  { name: 'annotation', type: 'textarea', rows: 1, gridColumn: { minRem: 8.5, share: 1.8 } },
  { name: 'notes', type: 'textarea', rows: 1, gridColumn: { minRem: 6.5, share: 0.7 } },
];

/** The number after the last entry's, when that is a whole number ("12" → "13"); "1" for the first. */
export function nextEntryNumber(entries: readonly ListItem[]): string {
  const last = entries.at(-1);
  if (!last) return '1';
  const number = String(last.number ?? '').trim();
  return /^\d+$/.test(number) ? String(Number(number) + 1) : '';
}

/**
 * The entries a save keeps: a new row holding nothing but the number the grid proposed for it, or nothing
 * at all, is left out (Enter in the last row, then saving, adds no entry of a number alone).
 */
export function entriesKeptOnSave(entries: readonly ListItem[]): ListItem[] {
  return entries.filter((entry, index) => !untypedEntry(entry, entries.slice(0, index)));
}

function untypedEntry(entry: ListItem, before: readonly ListItem[]): boolean {
  if (entry.id || entry.region) return false;
  const typed = entryFields.some(
    (cell) => cell.name !== 'number' && String(entry[cell.name] ?? '').trim() !== '',
  );
  const number = String(entry.number ?? '').trim();
  return !typed && (number === '' || number === nextEntryNumber(before));
}

/** A loaded region as the form holds and sends it: its four numbers alone (no `__typename`). */
const regionInput = (region: unknown) => {
  if (!region || typeof region !== 'object') return null;
  const { x, y, w, h } = region as Record<string, number>;
  return { x, y, w, h };
};

/**
 * The page's entries, one line of the catalog each (§3), as a grid typed on from the scan beside it;
 * deleting one asks first (§8).
 */
const entriesField: ListFieldDescriptor = {
  name: 'entries',
  type: 'list',
  entity: 'Entry',
  itemLabelKey: 'Entry.item',
  fields: entryFields,
  grid: true,
  helperKey: 'entities.page.keyboard_hint',
  newItem: (entries) => ({ ...newValues(entryFields), number: nextEntryNumber(entries), region: null }),
  keptOnSave: entriesKeptOnSave,
  rowActions: EntryRegionButton,
  // Each entry keeps its region beside its cells: marked on the scan (PageRegions), not typed in the grid.
  formValue: (entries) =>
    ((entries ?? []) as ListItem[]).map((entry) => ({
      id: entry.id,
      ...formValues(entryFields, entry),
      region: regionInput(entry.region),
    })),
  removeConfirm: { textKey: 'entities.page.remove_entry' },
  summary: (entry) =>
    [entry.number, entry.composer, entry.genre].filter((part) => String(part ?? '').trim()).join(' · '),
};

const fields: FieldDescriptor[] = [
  // The page's own fields on one line, leaving the height to its entries.
  { name: 'number', type: 'text', required: true, row: 'page' },
  {
    name: 'catalog',
    type: 'custom',
    row: 'page',
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
    row: 'page',
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
  // Cancel goes back to the catalog's pages, to the page the new one was to follow.
  cancelPath: (params) => {
    const catalog = toRecordId(params.get('catalog'));
    const after = toRecordId(params.get('after'));
    if (!catalog) return null;
    return after ? entryPath(catalog, after) : `${recordPath('catalog', catalog)}?tab=page`;
  },
  // Saved, the page is shown in its catalog's view at once, not through `/pages/{id}`'s redirect.
  savedPath: (id, values) => {
    const catalog = toRecordId(values.catalog);
    return catalog ? entryPath(catalog, id) : null;
  },
  // The catalog's view shows a page from the cache at once: a saved or deleted page's is dropped.
  cachedReads: (id) => [{ fieldName: 'getPage', args: { id } }],
  aside: PageScan,
  neighbours: (page) => ({
    previous: recordEditPath('page', page.previous_page_id) ?? null,
    next: recordEditPath('page', page.next_page_id) ?? null,
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
