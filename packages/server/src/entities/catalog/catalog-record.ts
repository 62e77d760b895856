import { type CatalogValues, catalogSchema, type FieldError } from '@fontes/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { idsWhere } from '../../db/ids-where.ts';
import { catalogs, collections, digitalCopies, digitalCopyFiles, entries, pages } from '../../db/schema.ts';
import type { OwnedList } from '../../records/owned-lists.ts';
import { pick, type RecordDefinition } from '../../records/record-definition.ts';
import { heldBy, type RecordReference } from '../../records/references.ts';
import { schemaColumns } from '../../records/schema-columns.ts';
import { type LoadedRecord, loader } from '../../records/serialize.ts';
import { catalogSearch } from '../../search/indexes/catalog-search.ts';
import { imagesOfOtherCatalogs } from '../page/page-image.ts';
import { catalogSummary, pageContentWith, toPage } from '../page/page-query.ts';
import { scoresOfPages } from '../page/page-record.ts';
import { dropRegionsOfImagelessPages } from '../page/page-regions.ts';

const loadCatalogWithPages = loader(
  'catalog_load',
  (db) =>
    db.query.catalogs.findFirst({
      where: eq(catalogs.id, sql.placeholder('id')),
      with: {
        collection: true,
        pages: { orderBy: [asc(pages.position), asc(pages.id)], ...pageContentWith },
        digital_copies: true,
      },
    }),
  (row) => {
    const catalog = catalogSummary(row);
    return { ...row, pages: row.pages.map((page) => toPage(page, catalog)) };
  },
);

type CatalogRecord = LoadedRecord<typeof loadCatalogWithPages>;

const loadCatalogAlone = loader(
  'catalog_load_alone',
  (db) =>
    db.query.catalogs.findFirst({
      where: eq(catalogs.id, sql.placeholder('id')),
      with: { collection: true, digital_copies: true },
    }),
  (row) => ({ ...row, pages: [] as CatalogRecord['pages'] }),
);

/** The catalog, with its pages and their entries unless `withPages` is false (they are then left empty). */
export function loadCatalog(db: Executor, id: number, withPages = true): Promise<CatalogRecord | null> {
  return withPages ? loadCatalogWithPages(db, id) : loadCatalogAlone(db, id);
}

/** Pages listed with the catalog (numbers, order, image); their entries are saved with each page. */
const pageList: OwnedList<CatalogValues['pages'][number]> = {
  field: 'pages',
  table: pages,
  owner: pages.catalog_id,
  columns: (page) => pick(page, 'number'),
  links: [{ field: 'digital_copy_file', column: pages.digital_copy_file_id, table: digitalCopyFiles }],
  references: [scoresOfPages],
};

/** Each page's image, when given, is an image of one of this catalog's digital copies. */
async function pageImagesOfCatalog(
  tx: Executor,
  values: CatalogValues,
  id: number | null,
): Promise<FieldError[]> {
  const images = values.pages.map((page) => page.digital_copy_file);
  const others = await imagesOfOtherCatalogs(
    tx,
    id,
    images.filter((image): image is number => image != null),
  );
  return images.flatMap((image, i) =>
    image != null && others.has(image)
      ? [{ path: `pages.${i}.digital_copy_file`, key: 'Page.error_image_not_of_catalog' }]
      : [],
  );
}

const scoresOfCatalogs: RecordReference = {
  type: 'score',
  holders: async (db, ids) =>
    idsWhere(db, entries.score_id, entries.page_id, await idsWhere(db, pages.id, pages.catalog_id, ids)),
};

export const catalogRecord: RecordDefinition<typeof catalogSchema, CatalogRecord> = {
  name: 'catalog',
  table: catalogs,
  schema: catalogSchema,
  writeRequirement: 'contributor',
  columns: schemaColumns(catalogSchema, catalogs),
  links: [{ field: 'collection', column: catalogs.collection_id, table: collections }],
  lists: [pageList],
  check: pageImagesOfCatalog,
  // A page whose image the catalog's page list took away keeps no regions.
  afterWrite: (tx, written) =>
    dropRegionsOfImagelessPages(
      tx,
      written.map((catalog) => catalog.id),
    ),
  load: loadCatalogWithPages,
  search: catalogSearch,
  references: [heldBy('digital_copy', digitalCopies.id, digitalCopies.catalog_id), scoresOfCatalogs],
};
