import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import { CatalogueApi } from '../../test/catalogue.ts';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../../test/harness.ts';

// A spreadsheet imported as a job: its columns mapped from their headers, a dry run's preview with each
// row's errors, the import, a second import of the same file updating instead of duplicating, and an
// import undone. Also the MARCXML import's undo, which is the same.

const JOB = `query J($id: Int!) { job(id: $id) { id kind status stage progress total report message message_key } }`;
const IMPORT = `mutation I($file: Upload!, $format: ImportFormat!, $dryRun: Boolean, $mapping: [String],
  $listSeparator: String, $peopleSeparator: String) {
  importRecords(file: $file, format: $format, dryRun: $dryRun, mapping: $mapping,
    listSeparator: $listSeparator, peopleSeparator: $peopleSeparator) { success message job { id kind } } }`;
const UNDO = `mutation U($job: Int!) { undoImport(job: $job) { success message message_key job { id kind } } }`;

// An inventory as a German office program writes it: Windows-1252, semicolons, a header in German.
const INVENTORY = [
  'Sigel;Signatur;Titel;Komponist;Besetzung;Gattung;Bemerkungen;Spalte ohne Namen',
  'X-Tab;Mus. 1;Missa brevis;Beispiel, Anna (1701–1760);S, A, T, B, bc;Messe;aus dem Chorarchiv (Köln);x',
  'X-Tab;Mus. 2;Salve Regina;Beispiel, Anna (1701–1760);S, Vl, Tromba marina;Antiphon;=HYPERLINK("http://x");y',
  'X-Tab;;Ohne Signatur;Anonymus;S;;;z',
  'Y-Unbekannt;Mus. 4;Ave Maria;Anonymus;S;;;',
].join('\r\n');

describe.each(databaseKinds)('importing a spreadsheet (%s)', (kind) => {
  let server: TestServer;
  let contributor: { id: number; token: string };
  let other: { id: number; token: string };
  let api: CatalogueApi;
  let collection: number;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { jobs: { times: { checkEveryMs: 50 } } });
    contributor = await createUser(server.db, { permission: 2 });
    other = await createUser(server.db, { permission: 2 });
    api = new CatalogueApi(server, contributor.token);
    collection = (
      await api.call(
        'mutation C($input: CollectionInput!) { upsertCollection(input: $input) { success id } }',
        { input: { name: 'Tabellenarchiv', prefix: 'X-Tab' } },
      )
    ).upsertCollection.id;
  });
  afterAll(() => server.close());

  const send = async (query: string, variables: Record<string, unknown>, bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(bytes)]), name);
    const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
    const answer = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': request.headers.get('content-type') as string,
        'x-locale': 'de',
        authorization: `Bearer ${contributor.token}`,
      },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return answer.json();
  };
  const waitFor = async (id: number, token = contributor.token) => {
    for (let tries = 0; tries < 400; tries++) {
      const job = (await gql(server.app, { query: JOB, variables: { id }, token, locale: 'de' })).data.job;
      if (['done', 'failed', 'cancelled'].includes(job.status)) return job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${id} never ended`);
  };
  const run = async (bytes: Buffer, name: string, variables: Record<string, unknown>) => {
    const answer = await send(IMPORT, variables, bytes, name);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    expect(answer.data.importRecords).toMatchObject({ success: true, job: { kind: 'import' } });
    return waitFor(answer.data.importRecords.job.id);
  };
  const scoreCount = async () =>
    rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from scores`))[0].n;
  // Windows-1252: Latin-1 with the typographic marks (the en dash is 0x96).
  const latin1 = Buffer.from(INVENTORY.replaceAll('–', '\x96'), 'latin1');

  it('suggests the mapping from the headers and previews each row with the form’s errors, writing nothing', async () => {
    const before = await scoreCount();
    const job = await run(latin1, 'inventar.csv', { format: 'CSV', dryRun: true });
    expect(job, job.message).toMatchObject({ status: 'done' });
    const report = JSON.parse(job.report);
    expect(report.sheet).toMatchObject({
      header: [
        'Sigel',
        'Signatur',
        'Titel',
        'Komponist',
        'Besetzung',
        'Gattung',
        'Bemerkungen',
        'Spalte ohne Namen',
      ],
      mapping: ['collection', 'shelfmark', 'short_title', 'composer', 'voices', 'genres', 'notes', null],
      encoding: 'windows-1252',
      delimiter: ';',
      rows: 4,
      separators: { list: ',', people: ';' },
    });
    expect(report.counts).toEqual({ create: 2, update: 0, match: 0, skip: 0 });
    expect(report.failed).toBe(2);
    const [missa, salve, unnamed, elsewhere] = report.records;
    expect(missa).toMatchObject({
      record: 1,
      label: 'Missa brevis · Mus. 1',
      errors: [],
      references: { collection: { id: collection }, people: [{ name: 'Beispiel, Anna', id: null }] },
    });
    // The cells as read (Latin-1's dash and all) are kept for the preview.
    expect(missa.cells[3]).toBe('Beispiel, Anna (1701–1760)');
    // A formula in a CSV cell is text, never evaluated; an instrument not known is left out with a warning.
    expect(salve.cells[6]).toBe('=HYPERLINK("http://x")');
    expect(salve.warnings).toEqual([
      { key: 'Spreadsheet.warning_unknown_voice', values: { value: 'Tromba marina' } },
    ]);
    expect(unnamed.errors).toEqual([{ path: 'shelfmark', key: 'Score.error_shelfmark_empty' }]);
    expect(elsewhere.errors[0]).toEqual({
      path: 'collection',
      key: 'Import.error_collection_unknown',
      values: { siglum: 'Y-Unbekannt' },
    });
    expect(await scoreCount()).toBe(before);
  });

  it('imports the rows its form accepts, making each new composer once, and lists the rows refused', async () => {
    const before = await scoreCount();
    const job = await run(latin1, 'inventar.csv', { format: 'CSV' });
    expect(job, job.message).toMatchObject({ status: 'done', stage: 'writing' });
    const report = JSON.parse(job.report);
    expect(report.failed).toBe(2);
    expect(await scoreCount()).toBe(before + 2);
    const [missa, salve, unnamed] = report.records;
    expect(unnamed.saved).toEqual({ refused: ['shelfmark: Score.error_shelfmark_empty'] });
    expect(unnamed.cells).toEqual(['X-Tab', '', 'Ohne Signatur', 'Anonymus', 'S', '', '', 'z']);
    const score = await api.get('Score', missa.saved.id);
    expect(score).toMatchObject({
      shelfmark: 'Mus. 1',
      short_title: 'Missa brevis',
      notes: 'aus dem Chorarchiv (Köln)',
    });
    expect(score.voices.map((v: { voice: string }) => v.voice)).toEqual(['sop', 'alt', 'ten', 'bas', 'bc']);
    expect(score.genres.map((g: { name: string }) => g.name)).toEqual(['Messe']);
    const composer = score.attributions[0].person;
    expect(composer).toMatchObject({ dates: '1701–1760' });
    const second = await api.get('Score', salve.saved.id);
    expect(second.attributions[0].person.id).toBe(composer.id);
    expect(second.notes).toBe('=HYPERLINK("http://x")');
  });

  it('updates the rows of the same file imported again, by siglum and shelfmark', async () => {
    const before = await scoreCount();
    const changed = Buffer.from(
      INVENTORY.replace('Missa brevis', 'Missa solemnis').replaceAll('–', '\x96'),
      'latin1',
    );
    const job = await run(changed, 'inventar.csv', { format: 'CSV' });
    const report = JSON.parse(job.report);
    expect(report.counts).toMatchObject({ create: 0, update: 2 });
    expect(report.failed).toBe(2);
    expect(await scoreCount()).toBe(before);
    expect((await api.get('Score', report.records[0].saved.id)).short_title).toBe('Missa solemnis');
  });

  it('reads an XLSX workbook with the mapping and separators asked for, a formula cell by its value', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Inventar');
    sheet.addRow(['Nr.', 'Call number', 'Werk', 'Composers', 'Scoring']);
    sheet.addRow([17, 'Mus. 17', 'Te Deum', 'Eins, Erster / Zwei, Zweite', 'S; A']);
    sheet.getCell('C2').value = { formula: 'CONCAT("Te ","Deum")', result: 'Te Deum', date1904: false };
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const mapping = ['id', 'shelfmark', 'short_title', 'composer', 'voices'];
    const dry = await run(bytes, 'liste.xlsx', {
      format: 'XLSX',
      dryRun: true,
      mapping,
      listSeparator: ';',
      peopleSeparator: '/',
    });
    const report = JSON.parse(dry.report);
    // The headers alone suggest less: "Werk" names no field here.
    expect(report.sheet).toMatchObject({ mapping, formulas: 1, encoding: null, delimiter: null });
    expect(report.sheet.suggested[2]).toBeNull();
    const [row] = report.records;
    expect(row).toMatchObject({ controlNumber: '17', label: 'Te Deum · Mus. 17' });
    expect(row.references.people.map((p: { name: string }) => p.name)).toEqual([
      'Eins, Erster',
      'Zwei, Zweite',
    ]);
    // Without a collection column no row has anywhere to belong.
    expect(row.errors[0]).toMatchObject({ path: 'collection', key: 'Import.error_collection_unknown' });
  });

  it('fails a file that is no workbook, and a mapping that does not fit, with the reason in German', async () => {
    const notXlsx = await run(Buffer.from('Sigel;Signatur\r\n'), 'liste.xlsx', {
      format: 'XLSX',
      dryRun: true,
    });
    expect(notXlsx).toMatchObject({ status: 'failed', message_key: 'Spreadsheet.error_not_xlsx' });
    expect(notXlsx.message).toBe('Diese Datei ist keine Excel-Arbeitsmappe (XLSX).');
    const twice = await run(latin1, 'inventar.csv', {
      format: 'CSV',
      dryRun: true,
      mapping: ['shelfmark', 'shelfmark', null, null, null, null, null, null],
    });
    expect(twice).toMatchObject({ status: 'failed', message_key: 'Spreadsheet.error_mapping_twice' });
    const short = await run(latin1, 'inventar.csv', { format: 'CSV', dryRun: true, mapping: ['shelfmark'] });
    expect(short.message).toBe('Die Zuordnung nennt 1 Spalten, die Tabelle hat 8.');
  });

  it('undoes an import: its records go, except one changed since, which is listed', async () => {
    const job = await run(
      Buffer.from(
        'Sigel,Signatur,Titel,Komponist,Besetzung\nX-Tab,Mus. 50,Magnificat,Neu; Nora,S\nX-Tab,Mus. 51,Nunc dimittis,,A\n',
      ),
      'nachtrag.csv',
      { format: 'CSV' },
    );
    const [magnificat, nunc] = JSON.parse(job.report).records;
    const before = await scoreCount();
    const offered = await gql(server.app, {
      query: 'query J($id: Int!) { job(id: $id) { undoable } }',
      variables: { id: job.id },
      token: contributor.token,
    });
    expect(offered.data.job.undoable).toBe(true);
    // Someone edits one of them after the import.
    await server.db.execute(
      sql`update scores set notes = 'geprüft', updated_at = now() where id = ${nunc.saved.id}`,
    );
    // Not the owner's import: no undo for another contributor.
    const refused = await gql(server.app, {
      query: UNDO,
      variables: { job: job.id },
      token: other.token,
      locale: 'de',
    });
    expect(refused.data.undoImport).toMatchObject({
      success: false,
      message: 'Diesen Auftrag gibt es nicht, oder er gehört nicht Ihnen.',
    });
    const started = await gql(server.app, {
      query: UNDO,
      variables: { job: job.id },
      token: contributor.token,
      locale: 'de',
    });
    expect(started.data.undoImport).toMatchObject({ success: true, job: { kind: 'import-undo' } });
    // Undone once: the Jobs list offers it no more, and a second undo is refused.
    const listed = async (id: number) =>
      (
        await gql(server.app, {
          query: 'query J($id: Int!) { job(id: $id) { summary undoable } }',
          variables: { id },
          token: contributor.token,
          locale: 'de',
        })
      ).data.job;
    expect(await listed(job.id)).toEqual({
      summary: 'nachtrag.csv: 2 angelegt, 0 aktualisiert, 0 zugeordnet, 0 abgelehnt.',
      undoable: false,
    });
    const again = await gql(server.app, {
      query: UNDO,
      variables: { job: job.id },
      token: contributor.token,
    });
    expect(again.data.undoImport).toMatchObject({ success: false, message_key: 'Import.error_undo_started' });
    const undone = await waitFor(started.data.undoImport.job.id);
    expect(undone, undone.message).toMatchObject({ status: 'done', stage: 'undoing' });
    const report = JSON.parse(undone.report);
    expect(report.skipped).toEqual([
      expect.objectContaining({ type: 'score', id: nunc.saved.id, reason: 'changed' }),
      // The catalog made for the import still holds the kept score's entry.
      expect.objectContaining({ type: 'page', reason: 'referenced' }),
      expect.objectContaining({ type: 'catalog', reason: 'referenced' }),
    ]);
    expect(await scoreCount()).toBe(before - 1);
    const left = await server.db.execute(sql`select id from scores where id = ${magnificat.saved.id}`);
    expect(rowsOf(left)).toEqual([]);
    // A dry run, or a job that is not an import, cannot be undone.
    const dry = await run(latin1, 'inventar.csv', { format: 'CSV', dryRun: true });
    const notUndoable = await gql(server.app, {
      query: UNDO,
      variables: { job: dry.id },
      token: contributor.token,
      locale: 'en',
    });
    expect(notUndoable.data.undoImport.message).toBe(
      'Only an import that has ended and written records can be undone.',
    );
  });
});
