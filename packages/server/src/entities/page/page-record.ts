import { type EntryValues, type FieldError, type PageValues, pageSchema } from '@fontes/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { regionColumns } from '../../db/region-columns.ts';
import { catalogs, digitalCopyFiles, entries, pages } from '../../db/schema.ts';
import type { OwnedList } from '../../records/owned-lists.ts';
import { pick, type RecordDefinition } from '../../records/record-definition.ts';
import { heldBy } from '../../records/references.ts';
import { schemaColumns } from '../../records/schema-columns.ts';
import { dropStaleRegions, imageOfCatalog, noteStaleRegions } from './page-image.ts';
import { loadPage, type PageRecord } from './page-query.ts';
import { dropRegions, regionsOnImage } from './page-regions.ts';
import { type PagePlacement, placePages } from './place-page.ts';

/** A page's definition: upsertPage places it by `previousPageId`, beside its input. */
type PageDefinition = RecordDefinition<typeof pageSchema, PageRecord, undefined, PagePlacement>;

/** The scores that name an entry of the given pages: such pages (and entries) are not deleted. */
export const scoresOfPages = heldBy('score', entries.score_id, entries.page_id);

/**
 * A page's entries. Which score an entry names is written by the score (its `entries`), so a page save
 * keeps every link as it is and cannot remove an entry a score still names.
 */
const entryList: OwnedList<EntryValues> = {
  field: 'entries',
  table: entries,
  owner: entries.page_id,
  columns: (entry) => ({
    ...pick(entry, 'number', 'signature', 'genre', 'composer', 'annotation', 'notes'),
    ...regionColumns(entry.region),
  }),
  references: [heldBy('score', entries.score_id, entries.id)],
};

/** A saved page stays in its catalog: its place there is what previousPageId arranges. */
async function catalogKept(tx: Executor, values: PageValues, id: number | null): Promise<FieldError[]> {
  if (id === null) return [];
  const [stored] = await tx.select({ catalog_id: pages.catalog_id }).from(pages).where(eq(pages.id, id));
  return stored?.catalog_id === values.catalog ? [] : [{ path: 'catalog', key: 'Page.error_catalog_fixed' }];
}

async function checkPage(tx: Executor, values: PageValues, id: number | null): Promise<FieldError[]> {
  const errors = [
    ...(await catalogKept(tx, values, id)),
    ...(await imageOfCatalog(tx, values)),
    ...(await regionsOnImage(tx, values)),
  ];
  if (!errors.length) await noteStaleRegions(tx, values, id);
  return errors;
}

/**
 * Its place in the catalog; a page left without an image keeps no regions (a save without its entries),
 * nor one given another image the regions of its former one.
 */
const afterPageWrite: NonNullable<PageDefinition['afterWrite']> = async (tx, written) => {
  await placePages(tx, written);
  await dropRegions(
    tx,
    written.filter((page) => page.values.digital_copy_file === null).map((page) => page.id),
  );
  await dropStaleRegions(
    tx,
    written.map((page) => page.values),
  );
};

export const pageRecord: PageDefinition = {
  name: 'page',
  table: pages,
  schema: pageSchema,
  writeRequirement: 'contributor',
  columns: schemaColumns(pageSchema, pages),
  links: [
    { field: 'catalog', column: pages.catalog_id, table: catalogs },
    { field: 'digital_copy_file', column: pages.digital_copy_file_id, table: digitalCopyFiles },
  ],
  lists: [entryList],
  check: checkPage,
  // Its place in the catalog: after upsertPage's previousPageId, or last when new.
  afterWrite: afterPageWrite,
  load: loadPage,
  parent: { table: catalogs, id: (page) => page.catalog.id },
  references: [scoresOfPages],
};
