import type { APIRequestContext } from '@playwright/test';
import { allWorks, demoCollections, planCatalogs } from '../../packages/server/src/demo/demo-catalogs.ts';
import {
  compositeInputs,
  DEMO_SEED,
  demoPlaces,
  noteWorkEntries,
  pageInput,
  personInput,
  publicationInput,
} from '../../packages/server/src/demo/demo-inputs.ts';
import { demoPublications } from '../../packages/server/src/demo/demo-literature.ts';
import { demoPeople } from '../../packages/server/src/demo/demo-people.ts';
import { pageScan } from '../../packages/server/src/demo/demo-scans.ts';
import { type DemoIds, scoreInput } from '../../packages/server/src/demo/demo-scores.ts';
import { Random } from '../../packages/server/src/demo/random.ts';
import { graphql, saved, type UpsertInputs } from './api/client.ts';
import { uploadFile } from './api/files.ts';

// The demo archive (`npm run demo`) saved through the public API into the tests' database, which other specs
// have filled before: the same records from the same inputs, as a cataloguer's forms would send them. The
// in-process loader refuses a database that holds anything, so the browser tests cannot use it.

export interface DemoArchive {
  ids: DemoIds;
  /** The digital copy of the 1762 catalog, its page scans as files. */
  digitalCopy: number;
}

/**
 * The demo archive in the run's database, loaded by the first spec that asks for it: a second load would
 * find the collections' prefixes taken. Only the first load knows the ids.
 */
export async function ensureDemoArchive(
  request: APIRequestContext,
  token: string,
): Promise<DemoArchive | null> {
  const found = await graphql<{ search: { items: { title: string }[] } }>(
    request,
    'query ($q: String) { search(query: $q, type: collection) { items { title } } }',
    { q: demoCollections[0].name },
  );
  if (found.search.items.some((item) => item.title === demoCollections[0].name)) return null;
  return loadDemoArchive(request, token);
}

export async function loadDemoArchive(request: APIRequestContext, token: string): Promise<DemoArchive> {
  const save = <Mutation extends keyof UpsertInputs>(
    mutation: Mutation,
    inputType: string,
    input: UpsertInputs[Mutation],
  ) => saved(request, token, mutation, inputType, input);
  const ids: DemoIds = {
    collections: [],
    catalogs: [],
    people: new Map(),
    publications: new Map(),
    composites: new Map(),
    places: new Map(),
    entries: new Map(),
  };
  for (const input of demoCollections)
    ids.collections.push(await save('upsertCollection', 'CollectionInput', input));
  for (const name of demoPlaces) ids.places.set(name, await addPlace(request, token, name));
  for (const person of demoPeople) {
    ids.people.set(person.key, await save('upsertPerson', 'PersonInput', personInput(person)));
  }
  for (const publication of demoPublications) {
    const input = publicationInput(publication, ids);
    ids.publications.set(publication.key, await save('upsertPublication', 'PublicationInput', input));
  }
  for (const [key, input] of compositeInputs(ids)) {
    ids.composites.set(key, await save('upsertComposite', 'CompositeInput', input()));
  }
  for (const { pages, collection, ...fields } of planCatalogs(DEMO_SEED)) {
    const catalog = await save('upsertCatalog', 'CatalogInput', {
      ...fields,
      collection: ids.collections[collection],
    });
    const added = {
      id: catalog,
      short_title: fields.short_title,
      pages: [] as { id: number; number: string }[],
    };
    for (const page of pages) {
      const id = await save('upsertPage', 'PageInput', pageInput(catalog, page));
      added.pages.push({ id, number: page.number });
      noteWorkEntries(ids, fields.short_title, page, await entriesOf(request, token, id));
    }
    ids.catalogs.push(added);
  }
  for (const index of allWorks.keys()) {
    await save('upsertScore', 'ScoreInput', scoreInput(index, DEMO_SEED, ids));
  }
  return { ids, digitalCopy: await addDigitalCopy(request, token, ids) };
}

async function addPlace(request: APIRequestContext, token: string, name: string): Promise<number> {
  const data = await graphql<{ addPlace: { id: number } }>(
    request,
    'mutation ($name: String!) { addPlace(name: $name) { success id } }',
    { name },
    { token },
  );
  return data.addPlace.id;
}

async function entriesOf(request: APIRequestContext, token: string, page: number) {
  const data = await graphql<{ getPage: { entries: { id: number }[] } }>(
    request,
    'query ($id: Int!) { getPage(id: $id) { entries { id } } }',
    { id: page },
    { token },
  );
  return data.getPage.entries;
}

/** The 1762 catalog's scans, uploaded as files, and the digital copy listing them in page order. */
async function addDigitalCopy(request: APIRequestContext, token: string, ids: DemoIds): Promise<number> {
  const catalog = ids.catalogs[0];
  const random = new Random(DEMO_SEED);
  const files: number[] = [];
  for (const [index, page] of catalog.pages.entries()) {
    const buffer = await pageScan(random, { number: page.number, entries: 5, first: index === 0 });
    const name = `marienau-1762-p${String(index + 1).padStart(3, '0')}.png`;
    files.push(await uploadFile(request, token, { name, mimeType: 'image/png', buffer }, 'demo'));
  }
  return saved(request, token, 'upsertDigitalCopy', 'DigitalCopyInput', {
    name: `${catalog.short_title}, Scan`,
    digitizable_type: 'catalog',
    digitizable_id: catalog.id,
    files: catalog.pages.map((page, i) => ({ name: `fol. ${page.number}`, file: files[i] })),
  });
}
