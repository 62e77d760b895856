import type { APIRequestContext } from '@playwright/test';
import { graphql, saved } from './client.ts';
import { createCollection } from './collections.ts';

// Historical catalogs, their pages and the entries on them.

export interface CatalogEntry {
  collection: number;
  catalog: number;
  page: number;
  entry: number;
}

/** Creates a collection with a catalog whose one page holds one entry, as the catalogue screens would. */
export async function createCatalogEntry(
  request: APIRequestContext,
  token: string,
  seed: {
    collection: string;
    prefix: string;
    catalog: string;
    page: string;
    entry: string;
    composer?: string;
  },
): Promise<CatalogEntry> {
  const collection = await createCollection(request, token, { name: seed.collection, prefix: seed.prefix });
  const catalog = await saved(request, token, 'upsertCatalog', 'CatalogInput', {
    collection: collection.id,
    short_title: seed.catalog,
  });
  const page = await saved(request, token, 'upsertPage', 'PageInput', {
    catalog,
    number: seed.page,
    entries: [{ number: seed.entry, composer: seed.composer }],
  });
  const data = await graphql<{ getPage: { entries: { id: number }[] } }>(
    request,
    'query ($id: Int!) { getPage(id: $id) { entries { id } } }',
    { id: page },
    { token },
  );
  return { collection: collection.id, catalog, page, entry: data.getPage.entries[0]?.id as number };
}
