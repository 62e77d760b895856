import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../config.ts';
import type { Database, Executor } from '../db/database.ts';
import * as tables from '../db/schema.ts';
import { catalogRecord } from '../entities/catalog/catalog-record.ts';
import { collectionRecord } from '../entities/collection/collection-record.ts';
import { compositeRecord } from '../entities/composite/composite-record.ts';
import { digitalCopyRecord } from '../entities/digital-copy/digital-copy-record.ts';
import { fileRecord } from '../entities/file/file-record.ts';
import { addPlace } from '../entities/lookup/add-place.ts';
import { pageRecord } from '../entities/page/page-record.ts';
import { personRecord } from '../entities/person/person-record.ts';
import { publicationRecord } from '../entities/publication/publication-record.ts';
import { scoreRecord } from '../entities/score/score-record.ts';
import { ReceivedUpload } from '../files/multipart.ts';
import { storageFor } from '../files/storage.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { UpsertResult } from '../graphql/results.ts';
import type { AnyRecordDefinition } from '../records/record-definition.ts';
import { saveRecord } from '../records/save-record.ts';
import { allWorks, demoCollections, planCatalogs } from './demo-catalogs.ts';
import { systemContext } from './demo-context.ts';
import {
  compositeInputs,
  DEMO_SEED,
  demoPlaces,
  noteWorkEntries,
  pageInput,
  personInput,
  publicationInput,
} from './demo-inputs.ts';
import { demoPublications } from './demo-literature.ts';
import { demoPeople } from './demo-people.ts';
import { pageScan } from './demo-scans.ts';
import { type DemoCatalog, type DemoIds, scoreInput } from './demo-scores.ts';
import { Random } from './random.ts';

// `npm run demo`: the demo archive of the fictional Benedictine abbey of Marienau, saved record by record
// through the generic save path as the system actor, so that validation, revisions and search entries
// are exactly those of a cataloguer's saves. One transaction: the archive loads whole or not at all.

export { DEMO_SEED };

/** Refused because the database already holds a catalogue: nothing was changed. */
export class DemoRefusal extends Error {}

export interface DemoOptions {
  config: Config;
  progress?: (line: string) => void;
}

const blocking = {
  collections: tables.collections,
  catalogs: tables.catalogs,
  scores: tables.scores,
  people: tables.people,
  publications: tables.publications,
  composites: tables.composites,
  files: tables.files,
};

/** What every step gets: the system actor's context, the ids saved so far, a line of progress. */
export interface DemoRun {
  ctx: GraphQLContext;
  ids: DemoIds;
  progress(line: string): void;
}

type DemoStep = (run: DemoRun) => Promise<void>;

/** The demo in the order records point at each other. */
const steps: DemoStep[] = [
  addCollections,
  addPeople,
  addPublications,
  addComposites,
  addCatalogs,
  addScores,
  addDigitalCopy,
];

/** The demo archive into an empty catalogue; a DemoRefusal when any collection, catalog, score… exists. */
export async function loadDemo(db: Database, options: DemoOptions): Promise<DemoCounts> {
  await db.transaction(async (tx) => {
    // Two loads at once would both find the catalogue empty: the second waits here, then is refused.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED})`);
    await refuseUnlessEmpty(tx);
    // Each save runs in a savepoint of this transaction, as it would in a transaction of its own.
    const ctx = systemContext(tx, options.config);
    const run: DemoRun = {
      ctx,
      ids: {
        collections: [],
        catalogs: [],
        people: new Map(),
        publications: new Map(),
        composites: new Map(),
        places: await addPlaces(ctx),
        entries: new Map(),
      },
      progress: options.progress ?? (() => {}),
    };
    for (const step of steps) await step(run);
  });
  return countRecords(db);
}

async function refuseUnlessEmpty(db: Executor): Promise<void> {
  const counts = await countTables(db, blocking);
  const held = Object.entries(counts).filter(([, count]) => count > 0);
  if (held.length) {
    const list = held.map(([name, count]) => `${name}: ${count}`).join(', ');
    throw new DemoRefusal(
      `The demo archive loads only into an empty catalogue; this database already holds records (${list}). Nothing was changed.`,
    );
  }
}

function idOf(result: UpsertResult, what: string): number {
  if (result.success && result.id !== null) return result.id;
  const errors = result.errors.map((e) => `${e.path}: ${e.message}`).join('; ');
  throw new Error(`The demo could not save ${what}: ${result.message}${errors ? ` (${errors})` : ''}`);
}

const save = async (
  ctx: GraphQLContext,
  def: AnyRecordDefinition,
  input: Record<string, unknown>,
  what: string,
) => idOf(await saveRecord(ctx, def, { input }), what);

async function addCollections({ ctx, ids, progress }: DemoRun) {
  for (const input of demoCollections) {
    ids.collections.push(await save(ctx, collectionRecord, input, `the collection ${input.name}`));
  }
  progress(`${ids.collections.length} collections`);
}

async function addPeople({ ctx, ids, progress }: DemoRun) {
  for (const person of demoPeople) {
    ids.people.set(
      person.key,
      await save(ctx, personRecord, personInput(person), `the person ${person.names[0]}`),
    );
  }
  progress(`${ids.people.size} people`);
}

async function addPublications({ ctx, ids, progress }: DemoRun) {
  for (const publication of demoPublications) {
    const input = publicationInput(publication, ids);
    const id = await save(ctx, publicationRecord, input, `the publication ${publication.short_title}`);
    ids.publications.set(publication.key, id);
  }
  progress(`${ids.publications.size} publications`);
}

async function addComposites({ ctx, ids, progress }: DemoRun) {
  for (const [key, input] of compositeInputs(ids)) {
    ids.composites.set(key, await save(ctx, compositeRecord, input(), 'a composite'));
  }
  progress(`${ids.composites.size} composites`);
}

/** The places attributions and imprints name, added as the place picker adds them. */
async function addPlaces(ctx: GraphQLContext): Promise<Map<string, number>> {
  const places = new Map<string, number>();
  for (const name of demoPlaces) places.set(name, idOf(await addPlace(ctx, name), `the place ${name}`));
  return places;
}

/** Each catalog, then its pages with their entries, one page save each, as a cataloguer adds them. */
async function addCatalogs({ ctx, ids, progress }: DemoRun) {
  for (const { pages, collection, ...fields } of planCatalogs(DEMO_SEED)) {
    const catalog = await save(
      ctx,
      catalogRecord,
      { ...fields, collection: ids.collections[collection] },
      fields.short_title,
    );
    const added: DemoCatalog = { id: catalog, short_title: fields.short_title, pages: [] };
    for (const page of pages) {
      const id = await save(ctx, pageRecord, pageInput(catalog, page), `page ${page.number}`);
      added.pages.push({ id, number: page.number });
      const stored = await ctx.db
        .select({ id: tables.entries.id })
        .from(tables.entries)
        .where(eq(tables.entries.page_id, id))
        .orderBy(asc(tables.entries.position));
      noteWorkEntries(ids, fields.short_title, page, stored);
    }
    ids.catalogs.push(added);
    progress(`${fields.short_title}: ${pages.length} pages`);
  }
}

async function addScores({ ctx, ids, progress }: DemoRun) {
  for (const [index, work] of allWorks.entries()) {
    await save(ctx, scoreRecord, scoreInput(index, DEMO_SEED, ids), `the score ${work.title}`);
    if ((index + 1) % 20 === 0) progress(`${index + 1} scores`);
  }
}

/**
 * The digital copy of the 1762 catalog (`ids.catalogs[0]`): a scan of each page saved as a file, as an
 * upload is; the copy listing them in page order; then one save of the catalog whose page list shows
 * each page's image, as a cataloguer links them in the catalog's page list. The scans' content goes to
 * DATA_DIR/files; should the load fail later, it stays there, named by no row.
 */
async function addDigitalCopy({ ctx, ids, progress }: DemoRun) {
  const catalog = ids.catalogs[0];
  const random = new Random(DEMO_SEED);
  const entryCounts = await entriesPerPage(
    ctx.db,
    catalog.pages.map((page) => page.id),
  );
  const files: number[] = [];
  for (const [index, page] of catalog.pages.entries()) {
    const scan = await pageScan(random, {
      number: page.number,
      entries: entryCounts.get(page.id) ?? 0,
      first: index === 0,
    });
    const filename = `marienau-1762-p${String(index + 1).padStart(3, '0')}.png`;
    const received = await storageFor(ctx.config).receive(scan);
    const file = new ReceivedUpload(filename, 'image/png', received);
    files.push(await save(ctx, fileRecord, { filename, file }, filename));
  }
  const name = `${catalog.short_title}, Scan`;
  const copy = {
    name,
    digitizable_type: 'catalog',
    digitizable_id: catalog.id,
    files: catalog.pages.map((page, i) => ({ name: `fol. ${page.number}`, file: files[i] })),
  };
  const copyId = await save(ctx, digitalCopyRecord, copy, `the digital copy ${name}`);
  const images = await ctx.db
    .select({ id: tables.digitalCopyFiles.id })
    .from(tables.digitalCopyFiles)
    .where(eq(tables.digitalCopyFiles.digital_copy_id, copyId))
    .orderBy(asc(tables.digitalCopyFiles.position));
  const imageOf = new Map(catalog.pages.map((page, i) => [page.id, images[i].id]));
  const stored = await catalogRecord.load(ctx.db, catalog.id);
  if (!stored) throw new Error(`The demo lost the catalog ${catalog.short_title}.`);
  const withImages = {
    id: stored.id,
    updated_at: stored.updated_at,
    title: stored.title,
    short_title: stored.short_title,
    shelfmark: stored.shelfmark,
    collection: stored.collection.id,
    pages: stored.pages.map((page) => ({
      id: page.id,
      number: page.number,
      digital_copy_file: imageOf.get(page.id) ?? null,
    })),
  };
  await save(ctx, catalogRecord, withImages, `the page images of ${catalog.short_title}`);
  progress(`${name}: ${files.length} images`);
}

async function entriesPerPage(db: Executor, pageIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ page: tables.entries.page_id, n: sql<number>`count(*)::int` })
    .from(tables.entries)
    .where(inArray(tables.entries.page_id, pageIds))
    .groupBy(tables.entries.page_id);
  return new Map(rows.map((row) => [row.page, row.n]));
}

const counted = {
  ...blocking,
  pages: tables.pages,
  entries: tables.entries,
  parts: tables.parts,
  incipits: tables.incipits,
  attributions: tables.attributions,
  literature_references: tables.publicationScores,
  files: tables.files,
  digital_copies: tables.digitalCopies,
  digital_copy_files: tables.digitalCopyFiles,
  revisions: tables.revisions,
  search_entries: tables.searchRecords,
};

export type DemoCounts = Record<keyof typeof counted, number>;

export function countRecords(db: Executor): Promise<DemoCounts> {
  return countTables(db, counted);
}

async function countTables<K extends string>(db: Executor, list: Record<K, PgTable>) {
  const counts = {} as Record<K, number>;
  for (const [name, table] of Object.entries(list) as Array<[K, PgTable]>) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[name] = row.n;
  }
  return counts;
}
