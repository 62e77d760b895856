import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import { CatalogueApi } from '../../test/catalogue.ts';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../../test/harness.ts';
import { importJob } from './import-job.ts';

// The MARCXML import as a job: a dry run's report, hostile files, and who may start it.

const fixture = (name: string) => readFile(new URL(name, import.meta.url));
const marcFixture = (name: string) => readFile(new URL(`../marc/fixtures/${name}`, import.meta.url));

const JOB = `query J($id: Int!) { job(id: $id) { id kind status stage progress total report message message_key } }`;
const IMPORT = `mutation I($file: Upload!, $dryRun: Boolean, $catalog: Int) {
  importRecords(file: $file, format: MARCXML, dryRun: $dryRun, catalog: $catalog) {
    success message job { id kind status } } }`;

describe.each(databaseKinds)('importing MARCXML (%s)', (kind) => {
  let server: TestServer;
  let contributor: { id: number; token: string };
  let guest: { id: number; token: string };
  let api: CatalogueApi;
  let person: number;
  let collection: number;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { jobs: { times: { checkEveryMs: 50 } } });
    contributor = await createUser(server.db, { permission: 2 });
    guest = await createUser(server.db, { permission: 3 });
    api = new CatalogueApi(server, contributor.token);
    // The person the file's authority record stands for, known here by its GND id under another name.
    person = (
      await api.save('Person', {
        names: [{ name: 'Beispiel, Anna', primary: true }],
        sources: [{ type: 'gnd', gnd_id: '9876543-2' }],
      })
    ).id;
    collection = (
      await api.call(
        'mutation C($input: CollectionInput!) { upsertCollection(input: $input) { success id } }',
        {
          input: { name: 'Import archive', prefix: 'X-Imp' },
        },
      )
    ).upsertCollection.id;
  });
  afterAll(() => server.close());

  /** importRecords as the web app sends it: the file a multipart part. */
  const upload = async (
    bytes: Buffer,
    variables: Record<string, unknown>,
    token: string | null = contributor.token,
    locale = 'en',
  ) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: IMPORT, variables: { ...variables, file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(bytes)], { type: 'application/xml' }), 'sammlung.xml');
    const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
    return server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': request.headers.get('content-type') as string,
        'x-locale': locale,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  };
  const start = async (bytes: Buffer, variables: Record<string, unknown>, locale = 'en') => {
    const answer = (await upload(bytes, variables, contributor.token, locale)).json();
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data.importRecords).toMatchObject({ success: true, job: { kind: 'import' } });
    return answer.data.importRecords.job.id as number;
  };
  const waitFor = async (id: number, locale: 'en' | 'de' = 'en') => {
    for (let tries = 0; tries < 400; tries++) {
      const answer = await gql(server.app, {
        query: JOB,
        variables: { id },
        token: contributor.token,
        locale,
      });
      const job = answer.data.job;
      if (['done', 'failed', 'cancelled'].includes(job.status)) return job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${id} never ended`);
  };
  const counts = async () =>
    rowsOf<Record<string, number>>(
      await server.db.execute(sql`select
        (select count(*)::int from people) as people, (select count(*)::int from scores) as scores,
        (select count(*)::int from publications) as publications, (select count(*)::int from catalogs) as catalogs,
        (select count(*)::int from entries) as entries, (select count(*)::int from genres) as genres,
        (select count(*)::int from import_sources) as sources`),
    )[0];
  const importsLeft = async () => readdir(`${server.config.dataDir}/imports`).catch(() => []);

  it('reports in a dry run what the import would do, and writes nothing', async () => {
    const before = await counts();
    const job = await waitFor(await start(await fixture('fixtures/import.xml'), { dryRun: true }));
    expect(job).toMatchObject({ status: 'done', stage: 'matching', progress: 5, total: 5, message: null });
    const report = JSON.parse(job.report);
    expect(report).toMatchObject({
      fileName: 'sammlung.xml',
      dryRun: true,
      counts: { create: 2, match: 1, skip: 1 },
      warningsByTag: { '690': 2, 'Marc.warning_record_kind': 1 },
      failed: 1,
      // The score its form would refuse gets no entry.
      catalog: { id: null, title: 'sammlung.xml', entries: 1 },
    });
    const [authority, publication, salve, sinfonia, video] = report.records;
    // The person is matched by the GND id of the file's authority record, not created again.
    expect(authority).toMatchObject({
      record: 1,
      controlNumber: '70000001',
      kind: 'person',
      action: 'match',
      id: person,
    });
    expect(publication).toMatchObject({ kind: 'publication', action: 'create', id: null });
    expect(salve).toMatchObject({
      controlNumber: '70000003',
      kind: 'score',
      action: 'create',
      entry: { number: '70000003' },
      references: {
        collection: { name: 'X-Imp', id: collection, by: 'siglum' },
        people: [{ name: 'Beispiel, Anna Maria', id: person, by: 'gnd' }],
        publications: [{ name: 'Beispiel WV', id: null, by: 'file' }],
        genres: [{ name: 'Antiphons', id: null, by: null }],
      },
    });
    expect(salve.warnings).toEqual([
      { key: 'Marc.warning_field_not_kept', values: { tag: '690', count: 1 } },
    ]);
    expect(sinfonia.references.people).toEqual([{ name: 'Unbekannt, Niemand', id: null, by: null }]);
    // What its form would refuse, said before anything is written.
    expect(sinfonia.errors).toEqual([
      { path: 'short_title', key: 'Score.error_short_title_empty' },
      { path: 'voices', key: 'Score.error_voices_empty' },
    ]);
    expect(video).toMatchObject({ kind: 'skipped', action: 'skip' });
    expect(await counts()).toEqual(before);
    // The kept upload is gone with the job.
    expect(await importsLeft()).toEqual([]);
  });

  it('imports for real: people matched by GND id, not duplicated, the rest saved through the save path', async () => {
    const before = await counts();
    const job = await waitFor(await start(await fixture('fixtures/import.xml'), {}));
    expect(job, job.message).toMatchObject({ status: 'done', stage: 'writing', message: null });
    const report = JSON.parse(job.report);
    const [authority, publication, salve, sinfonia] = report.records;
    expect(authority.saved).toEqual({ id: person });
    expect(publication.saved).toEqual({ id: expect.any(Number) });
    expect(salve.saved).toEqual({ id: expect.any(Number) });
    // A score without a short title and scoring is refused as its form would, and nothing is made for it
    // (its entry's page, its composer).
    expect(sinfonia.saved).toEqual({
      refused: ['short_title: Score.error_short_title_empty', 'voices: Score.error_voices_empty'],
    });
    const score = await api.get('Score', salve.saved.id);
    expect(score).toMatchObject({ shelfmark: 'Mus. ms. 1', collection: { id: collection } });
    expect(score.attributions.map((a: { person: { id: number } }) => a.person.id)).toEqual([person]);
    expect(score.publications[0].publication.id).toBe(publication.saved.id);
    expect(score.entries).toHaveLength(1);
    // The authority's person was matched; the refused score's composer, whom nothing matched, was not made.
    expect(await counts()).toMatchObject({
      people: before.people,
      scores: before.scores + 1,
      publications: before.publications + 1,
      catalogs: before.catalogs + 1,
      entries: before.entries + 1,
    });
    expect(report.catalog).toMatchObject({
      id: score.entries[0].catalog?.id ?? expect.any(Number),
      title: 'sammlung.xml',
    });
  });

  it('updates the records of a file imported again instead of making them twice', async () => {
    const before = await counts();
    const job = await waitFor(await start(await fixture('fixtures/import.xml'), {}));
    expect(job, job.message).toMatchObject({ status: 'done' });
    const report = JSON.parse(job.report);
    expect(report.counts).toEqual({ create: 0, update: 1, match: 2, skip: 1 });
    expect(report.failed).toBe(1);
    const salve = report.records[2];
    expect(salve).toMatchObject({ action: 'update', saved: { id: salve.id } });
    expect(salve.entry).toBeUndefined();
    expect(await counts()).toEqual(before);
    const [source] = rowsOf<Record<string, unknown>>(
      await server.db.execute(
        sql`select record_type, control_number, file_name from import_sources where record_id = ${salve.id} and record_type = 'score'`,
      ),
    );
    expect(source).toEqual({ record_type: 'score', control_number: '70000003', file_name: 'sammlung.xml' });
  });

  it('undoes what it wrote when cancelled between batches, leaving nothing', async () => {
    const before = await counts();
    const folder = `${server.config.dataDir}/imports`;
    const path = `${folder}/cancelled.xml`;
    await mkdir(folder, { recursive: true });
    await writeFile(path, await fixture('fixtures/import.xml'));
    const controller = new AbortController();
    let during: Record<string, number> = {};
    // Run here, not by the runner, to be cancelled at a known step; as the job of an import done before.
    const [{ job }] = rowsOf<{ job: number }>(
      await server.db.execute(sql`select max(id)::int as job from jobs`),
    );
    const run = importJob.run({
      id: job,
      db: server.db,
      input: {
        path,
        fileName: 'andere-sammlung.xml',
        format: 'marcxml',
        dryRun: false,
        catalog: null,
        batch: 1,
      },
      signal: controller.signal,
      // Cancelled once three batches are written: the person and publication the imports before saved are
      // matched, the first score (new: this file was not imported before) written with its catalog and page.
      reportProgress: async (stage, n) => {
        if (stage === 'writing' && n === 3) {
          during = await counts();
          controller.abort();
        }
      },
      warn: async () => {},
    });
    await expect(run).rejects.toThrow(/abort/i);
    expect(during).toMatchObject({ scores: before.scores + 1, catalogs: before.catalogs + 1 });
    expect(await counts()).toEqual(before);
    expect(await importsLeft()).toEqual([]);
  });

  it('puts the new entries in the catalog chosen, and fails for one that does not exist', async () => {
    const catalog = await api.save('Catalog', { collection, short_title: 'Inventar 1790' });
    const file = Buffer.from(`<collection xmlns="http://www.loc.gov/MARC21/slim"><record>
      <leader>00000ndd a2200000 u 4500</leader><controlfield tag="001">70000099</controlfield>
      <datafield tag="240" ind1="1" ind2="0"><subfield code="a">Te Deum</subfield></datafield>
      <datafield tag="594" ind1=" " ind2=" "><subfield code="b">sop</subfield><subfield code="c">1</subfield></datafield>
      <datafield tag="852" ind1=" " ind2=" "><subfield code="a">X-Imp</subfield><subfield code="c">Mus. ms. 99</subfield></datafield>
    </record></collection>`);
    const job = await waitFor(await start(file, { dryRun: true, catalog: catalog.id }));
    // The score naming no entry gets one in the catalog chosen.
    expect(JSON.parse(job.report).catalog).toEqual({ id: catalog.id, title: 'Inventar 1790', entries: 1 });
    const missing = await waitFor(
      await start(await fixture('fixtures/import.xml'), { dryRun: true, catalog: catalog.id + 1000 }),
    );
    expect(missing).toMatchObject({ status: 'failed', message_key: 'Import.error_catalog_unknown' });
  });

  it('links the catalog entries a record names, and leaves out only the score the database refuses', async () => {
    const catalog = await api.save('Catalog', { collection, short_title: 'Inventar 1801' });
    const page = await api.save('Page', { catalog: catalog.id, number: '5', entries: [{ number: '40' }] });
    const entry = page.entries[0].id;
    const record = (n: number, entries: string) => `<record>
      <leader>00000ndd a2200000 u 4500</leader><controlfield tag="001">7100000${n}</controlfield>
      <datafield tag="240" ind1="1" ind2="0"><subfield code="a">Litanei ${n}</subfield></datafield>
      <datafield tag="594" ind1=" " ind2=" "><subfield code="b">sop</subfield><subfield code="c">1</subfield></datafield>
      <datafield tag="852" ind1=" " ind2=" "><subfield code="a">X-Imp</subfield><subfield code="c">Mus. ms. 7${n}</subfield></datafield>
      ${entries}</record>`;
    const listed = (page: string, number: string) =>
      `<datafield tag="980" ind1=" " ind2=" "><subfield code="a">Inventar 1801</subfield><subfield code="b">${page}</subfield><subfield code="c">${number}</subfield></datafield>`;
    // The first and the third name entry 40 of page 5, which lists one source; the second a page not yet there.
    const file =
      Buffer.from(`<collection xmlns="http://www.loc.gov/MARC21/slim">${record(1, listed('5', '40'))}
      ${record(2, listed('6', '41'))}${record(3, listed('5', '40'))}
      ${record(4, '<datafield tag="100" ind1="1" ind2=" "><subfield code="d">1700-1760</subfield><subfield code="4">cmp</subfield></datafield>')}
      </collection>`);
    const preview = JSON.parse((await waitFor(await start(file, { dryRun: true }))).report);
    expect(preview.records[0].references.entries).toEqual([
      { name: 'Inventar 1801, p. 5, no. 40', id: entry, by: 'catalog' },
    ]);
    expect(preview.records[1].references.entries).toEqual([
      { name: 'Inventar 1801, p. 6, no. 41', id: null, by: null },
    ]);
    // A composer named by nothing but dates could not be made: the dry run says so.
    expect(preview.records[3].errors).toEqual([
      { path: 'attributions.0.person', key: 'Person.error_name_empty' },
    ]);
    const before = await counts();
    const job = await waitFor(await start(file, {}));
    const [first, second, third, fourth] = JSON.parse(job.report).records;
    expect(fourth.saved).toEqual({ refused: ['attributions.0.person: Person.error_name_empty'] });
    // The batch was refused as a whole, then written one score at a time: only the third is left out.
    expect(third.saved).toEqual({ refused: ['entries.0.id: Score.error_entry_linked'] });
    expect((await api.get('Score', first.saved.id)).entries.map((e: { id: number }) => e.id)).toEqual([
      entry,
    ]);
    // The page the second names is made in the catalog it names, with the entry on it.
    const made = await api.get('Score', second.saved.id);
    expect(made.entries).toMatchObject([{ number: '41', page: { number: '6' } }]);
    expect(await counts()).toMatchObject({
      scores: before.scores + 2,
      entries: before.entries + 1,
      people: before.people,
    });
  });

  it('fails the job with the translated refusal of a file that is not MARCXML or declares a DTD', async () => {
    const notXml = await waitFor(await start(Buffer.from('name;composer\nMesse;Haydn\n'), { dryRun: true }));
    expect(notXml).toMatchObject({
      status: 'failed',
      message_key: 'Marc.error_not_xml',
      message: 'This file is not XML: MARCXML begins with an XML element.',
    });
    const notMarc = await waitFor(await start(await marcFixture('not-marc.xml'), { dryRun: true }));
    expect(notMarc).toMatchObject({ status: 'failed', message_key: 'Marc.error_not_marc' });
    const dtd = await waitFor(
      await start(await marcFixture('billion-laughs.xml'), { dryRun: true }, 'de'),
      'de',
    );
    expect(dtd).toMatchObject({ status: 'failed', message_key: 'Marc.error_doctype' });
    expect(dtd.message).toMatch(/Dokumenttyp/);
    expect(await importsLeft()).toEqual([]);
  });

  it('refuses visitors and guests, keeping nothing of their file', async () => {
    const jobs = async () =>
      rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from jobs`))[0].n;
    const before = await jobs();
    const bytes = await fixture('fixtures/import.xml');
    const visitor = await upload(bytes, { dryRun: true }, null);
    expect(visitor.json().data?.importRecords?.success ?? false).toBe(false);
    const asGuest = await upload(bytes, { dryRun: true }, guest.token);
    expect(asGuest.json().data?.importRecords?.success ?? false).toBe(false);
    expect(await jobs()).toBe(before);
  });
});
