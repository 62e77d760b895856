import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { attributionFunctions, cleanPae, qualifiers, scoreSchema, validate } from '@fontes/domain';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../db/database.ts';
import { catalogs, collections, files, pages, scores } from '../db/schema.ts';
import { scoreRecord } from '../entities/score/score-record.ts';
import { CatalogueApi, type Loaded } from '../test/catalogue.ts';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness.ts';
import { measureLengths } from './demo-incipit.test.ts';
import { SCAN_HEIGHT, SCAN_WIDTH } from './demo-scans.ts';
import { countRecords, type DemoCounts, DemoRefusal, loadDemo } from './load-demo.ts';

/** A loaded score as the input that would save it again: what it points at by id. */
function asInput(score: Loaded) {
  const id = (record: { id: number } | null) => record?.id ?? null;
  return {
    ...score,
    collection: id(score.collection),
    composite: id(score.composite),
    entries: score.entries.map((entry: Loaded) => ({ id: entry.id })),
    attributions: score.attributions.map((a: Loaded) => ({ ...a, person: id(a.person), place: id(a.place) })),
    publications: score.publications.map((p: Loaded) => ({ ...p, publication: id(p.publication) })),
  };
}

describe.each(databaseKinds)('the demo archive on %s', (kind) => {
  let server: TestServer;
  let counts: DemoCounts;
  let loaded: Loaded[];

  beforeAll(async () => {
    server = await startTestServer(kind);
    counts = await loadDemo(server.db, { config: server.config });
    const ids = await server.db.select({ id: scores.id }).from(scores).orderBy(asc(scores.id));
    loaded = [];
    for (const { id } of ids) loaded.push(await scoreRecord.load(server.db, id));
  }, 60_000);
  afterAll(() => server.close());

  it('loads the stated records, each save with its revision and search entry', () => {
    expect(counts).toMatchObject({
      collections: 2,
      catalogs: 3,
      pages: 30,
      entries: 150,
      scores: 60,
      people: 25,
      publications: 8,
      composites: 2,
    });
    expect(counts).toMatchObject({ files: 12, digital_copies: 1, digital_copy_files: 12 });
    // One revision per save: collections, people, publications, composites, catalogs, pages, scores,
    // then the scans, their digital copy and the catalog save that shows them on its pages.
    expect(counts.revisions).toBe(2 + 25 + 8 + 2 + 3 + 30 + 60 + 12 + 1 + 1);
    expect(counts.search_entries).toBe(2 + 3 + 150 + 60 + 25 + 8 + 2 + 1);
  });

  it('saves as the system actor: no account made, revisions name no user', async () => {
    const [row] = rowsOf<{ users: number; named: number }>(
      await server.db.execute(sql`select (select count(*)::int from users) as users,
        (select count(*)::int from revisions where user_id is not null) as named`),
    );
    expect(row).toEqual({ users: 0, named: 0 });
  });

  it('gives people exactly one primary name, and clerics their vow book entry and syllabi', async () => {
    const people = rowsOf<{ primaries: number; cleric: boolean; vows: number; syllabi: number }>(
      await server.db.execute(sql`select p.cleric,
        (select count(*)::int from names n where n.person_id = p.id and n."primary") as primaries,
        (select count(*)::int from vow_book_entries v where v.person_id = p.id) as vows,
        (select count(*)::int from syllabi s where s.person_id = p.id) as syllabi from people p`),
    );
    expect(people.every((person) => person.primaries === 1)).toBe(true);
    const clerics = people.filter((person) => person.cleric);
    expect(clerics.length).toBeGreaterThanOrEqual(3);
    expect(clerics.every((cleric) => cleric.vows === 1 && cleric.syllabi > 0)).toBe(true);
  });

  it('makes every score valid: entries, scoring, parts, code-list attributions, literature, PAE incipits', () => {
    for (const score of loaded) {
      const checked = validate(scoreSchema, asInput(score));
      expect(checked.ok ? [] : checked.errors, score.short_title).toEqual([]);
      expect(score.entries.length).toBeGreaterThan(0);
      expect(score.parts.every((part: Loaded) => part.voices.length > 0)).toBe(true);
      expect(score.publications.length).toBeGreaterThan(0);
      for (const attribution of score.attributions) {
        expect(attributionFunctions).toContain(attribution.function);
        expect(qualifiers).toContain(attribution.qualifier);
      }
      expect(score.incipits.length).toBeGreaterThan(0);
      for (const incipit of score.incipits) {
        expect(incipit.is_text_incipit).toBe(false);
        expect(cleanPae(incipit.pae)).toBe(incipit.pae);
        const lengths = measureLengths(incipit.pae);
        expect(new Set(lengths).size, `${score.short_title}: ${incipit.pae}`).toBe(1);
      }
    }
    expect(loaded.filter((score) => score.composite).length).toBeGreaterThan(0);
  });

  it('finds every score in search by its shelfmark', async () => {
    const api = new CatalogueApi(server, '');
    for (const score of loaded) {
      const found = await api.search(score.short_title_prefix, 'score');
      expect(
        found.items.map((item) => item.id),
        score.short_title_prefix,
      ).toContain(score.id);
    }
  });

  it('gives the 1762 catalog one digital copy: a scan per page, in page order, shown on its page', async () => {
    const api = new CatalogueApi(server, '');
    const [catalog] = await server.db
      .select({ id: catalogs.id })
      .from(catalogs)
      .where(eq(catalogs.short_title, 'Catalogus 1762'));
    const { getCatalog } = await api.call(
      `query($id: Int!) { getCatalog(id: $id) {
        pages { id number digital_copy_file { id name position file { id filename mime size width height } } }
        digital_copies { id name files { id } } } }`,
      { id: catalog.id },
    );
    const shown = getCatalog.pages as Loaded[];
    expect(shown).toHaveLength(12);
    expect(counts.files).toBe(shown.length);
    expect(getCatalog.digital_copies).toHaveLength(1);
    const [copy] = getCatalog.digital_copies;
    expect(copy.name).toBe('Catalogus 1762, Scan');
    expect(copy.files.map((image: Loaded) => image.id)).toEqual(
      shown.map((page) => page.digital_copy_file?.id),
    );
    shown.forEach((page, i) => {
      expect(page.digital_copy_file, page.number).toMatchObject({
        name: `fol. ${page.number}`,
        position: i + 1,
        file: {
          filename: `marienau-1762-p${String(i + 1).padStart(3, '0')}.png`,
          mime: 'image/png',
          width: SCAN_WIDTH,
          height: SCAN_HEIGHT,
        },
      });
      // A few tens of kB each.
      expect(page.digital_copy_file.file.size).toBeLessThan(80_000);
    });
    // Each scan is its page's own, and no other catalog's page shows one.
    expect(new Set(shown.map((page) => page.digital_copy_file.file.id)).size).toBe(shown.length);
    const [unshown] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(pages)
      .where(sql`${pages.digital_copy_file_id} is null`);
    expect(unshown.n).toBe(counts.pages - shown.length);
    const { getPage } = await api.call('query($id: Int!) { getPage(id: $id) { digital_copy_file { id } } }', {
      id: shown[3].id,
    });
    expect(getPage.digital_copy_file).toEqual({ id: shown[3].digital_copy_file.id });

    const annotations = await api.call(
      'query($id: Int!) { getIiifAnnotationsForDigitalCopy(id: $id) { id iiifable_id } }',
      { id: copy.id },
    );
    expect(annotations.getIiifAnnotationsForDigitalCopy).toEqual(
      copy.files.map((image: Loaded) => ({ id: image.id, iiifable_id: image.id })),
    );

    const file = shown[0].digital_copy_file.file;
    const response = await server.app.inject({ method: 'GET', url: `/file/${file.id}/view` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.length).toBe(file.size);
    const image = await sharp(response.rawPayload).metadata();
    expect([image.format, image.width, image.height]).toEqual(['png', SCAN_WIDTH, SCAN_HEIGHT]);
  });

  it('refuses a second load and changes nothing', async () => {
    const stored = async () =>
      (await readdir(join(server.config.dataDir, 'files'), { recursive: true })).sort();
    const [before, shas] = [await stored(), await server.db.select({ sha256: files.sha256 }).from(files)];
    expect(shas.every(({ sha256 }) => before.some((path) => path.endsWith(sha256 as string)))).toBe(true);
    await expect(loadDemo(server.db, { config: server.config })).rejects.toThrow(DemoRefusal);
    expect(await countRecords(server.db)).toEqual(counts);
    expect(await stored()).toEqual(before);
  });
});

describe('npm run demo', () => {
  it('refuses a database that holds a catalogue with exit code 1 and says why', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'fontes-demo-'));
    try {
      const database = await openDatabase({ dataDir: join(dataDir, 'db') });
      await database.db.insert(collections).values({ name: 'Eigenes Archiv', prefix: 'E' });
      await database.close();
      const cli = join(import.meta.dirname, '../cli/demo.ts');
      const run = promisify(execFile)(process.execPath, ['--import', 'tsx', cli], {
        env: { ...process.env, DATA_DIR: dataDir },
      });
      await expect(run).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('(collections: 1)'),
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
