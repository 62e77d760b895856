import { beforeAll, expect, it } from 'vitest';
import { type CatalogueEnv, describeCatalogue, type Loaded } from '../test/catalogue.ts';
import { inputOf } from '../test/catalogue-inputs.ts';
import { createUser } from '../test/harness.ts';

// One change to many records: previewed, applied as a job with a revision per record, undone record by
// record while untouched, and what is refused.

const BULK = `mutation B($type: BulkType!, $ids: [Int!], $query: String, $filters: SearchFilters,
  $operation: BulkOperation!, $dryRun: Boolean) {
  bulkEdit(type: $type, ids: $ids, query: $query, filters: $filters, operation: $operation, dryRun: $dryRun) {
    success message message_key errors { path key message } job { id kind } } }`;
const UNDO = `mutation U($id: Int!) { undoBulkEdit(id: $id) { success message message_key job { id kind } } }`;
const JOB = `query J($id: Int!) { job(id: $id) { id kind status stage progress total report message } }`;
const REVISIONS = `query H($id: Int!) { revisions(type: score, id: $id) { items { summary } } }`;

describeCatalogue('Bulk edits', (current) => {
  let env: CatalogueEnv;
  beforeAll(() => {
    env = current();
  });
  const call = (query: string, variables: object, token?: string) =>
    env.api.call(query, variables as Record<string, unknown>, token ? { token } : {});
  const finished = async (id: number) => {
    for (let tries = 0; tries < 400; tries++) {
      const job = (await call(JOB, { id })).job;
      if (['done', 'failed', 'cancelled'].includes(job.status))
        return { ...job, report: JSON.parse(job.report ?? 'null') };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${id} never ended`);
  };
  const bulk = async (variables: Record<string, unknown>) => {
    const answer = (await call(BULK, { type: 'score', ...variables })).bulkEdit;
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
    return finished(answer.job.id);
  };
  /** Three scores found by one word, one of them already with the genre. */
  async function scores(word: string) {
    return [
      await env.fx.score({ title: `${word} in C` }),
      await env.fx.score({ title: `${word} in D` }),
      await env.fx.score({ title: `${word} in F`, genres: [{ name: 'Offertorium' }] }),
    ];
  }
  const genresOf = async (id: number) => (await env.api.get('Score', id)).genres.map((g: Loaded) => g.name);

  it('previews a change to every hit of a search: how many change, the first ones’ changes, nothing saved', async () => {
    const found = await scores('Vorschauprobe');
    const job = await bulk({
      query: 'Vorschauprobe',
      operation: { kind: 'add_genre', genre: 'Offertorium' },
      dryRun: true,
    });
    expect(job).toMatchObject({ status: 'done', kind: 'bulk-edit', stage: 'bulk_checking' });
    expect(job.report).toMatchObject({
      dry_run: true,
      count: 3,
      changed: 2,
      unchanged: 1,
      failed: 0,
      bulk_edit: null,
    });
    expect(job.report.preview).toHaveLength(2);
    expect(job.report.preview[0].fields).toMatchObject([
      { field: 'genres', items: [{ change: 'added', label: expect.stringContaining('Offertorium') }] },
    ]);
    expect(await genresOf(found[0].id)).toEqual([]);
  });

  it('applies a change as a job, each record with a revision naming the bulk edit, and undoes it record by record', async () => {
    const found = await scores('Anwendungsprobe');
    const job = await bulk({
      query: 'Anwendungsprobe',
      operation: { kind: 'add_genre', genre: 'Offertorium' },
    });
    expect(job.report).toMatchObject({ dry_run: false, count: 3, changed: 2, unchanged: 1, failed: 0 });
    const id = job.report.bulk_edit;
    for (const score of found) expect(await genresOf(score.id)).toEqual(['Offertorium']);
    const [revision] = (await call(REVISIONS, { id: found[0].id })).revisions.items;
    expect(revision.summary).toBe(`Bulk edit #${id}: Genres (1 added)`);
    // One record changed since the bulk edit is left as it is, and named.
    const changed = await env.api.get('Score', found[1].id);
    await env.api.save('Score', inputOf('Score', changed, { notes: 'Nach der Sammelbearbeitung geprüft.' }));
    const undo = (await call(UNDO, { id })).undoBulkEdit;
    expect(undo).toMatchObject({ success: true, job: { kind: 'bulk-edit-undo' } });
    const undone = await finished(undo.job.id);
    expect(undone.report).toMatchObject({
      restored: 1,
      skipped: [{ id: found[1].id, message: expect.stringContaining('Changed since') }],
    });
    expect(await genresOf(found[0].id)).toEqual([]);
    expect(await genresOf(found[1].id)).toEqual(['Offertorium']);
    expect((await call(UNDO, { id })).undoBulkEdit).toMatchObject({
      success: false,
      message_key: 'Bulk.error_undone',
    });
  });

  it('is undone from the list of jobs: a done edit says what it did and offers its undo, once', async () => {
    const LISTED = `query J($id: Int!) { job(id: $id) { summary undoable } }`;
    const UNDO_JOB = `mutation U($id: Int!) { undoJob(id: $id) { success message message_key job { id kind } } }`;
    const found = await scores('Auftragsliste');
    const preview = await bulk({
      query: 'Auftragsliste',
      operation: { kind: 'add_genre', genre: 'Offertorium' },
      dryRun: true,
    });
    expect((await call(LISTED, { id: preview.id })).job).toEqual({
      summary: 'Preview — would change: 2, unchanged: 1, refused: 0.',
      undoable: false,
    });
    expect((await call(UNDO_JOB, { id: preview.id })).undoJob).toMatchObject({
      success: false,
      message_key: 'Job.error_not_undoable',
    });
    const applied = await bulk({
      query: 'Auftragsliste',
      operation: { kind: 'add_genre', genre: 'Offertorium' },
    });
    expect((await call(LISTED, { id: applied.id })).job).toEqual({
      summary: 'Changed: 2, unchanged: 1, refused: 0.',
      undoable: true,
    });
    // Another contributor neither sees it offered nor undoes it.
    const other = await createUser(env.server.db, { permission: 2 });
    expect((await call(UNDO_JOB, { id: applied.id }, other.token)).undoJob).toMatchObject({
      success: false,
      message_key: 'Job.error_not_found',
    });
    const undo = (await call(UNDO_JOB, { id: applied.id })).undoJob;
    expect(undo).toMatchObject({ success: true, job: { kind: 'bulk-edit-undo' } });
    // While it runs, and after: not offered again.
    expect((await call(LISTED, { id: applied.id })).job.undoable).toBe(false);
    const undone = await finished(undo.job.id);
    expect(undone.report).toMatchObject({ restored: 2, skipped: [] });
    expect((await call(LISTED, { id: undone.id })).job).toEqual({
      summary: 'Restored: 2, skipped (changed since): 0.',
      undoable: false,
    });
    for (const score of found.slice(0, 2)) expect(await genresOf(score.id)).toEqual([]);
    expect((await call(UNDO_JOB, { id: applied.id })).undoJob).toMatchObject({
      success: false,
      message_key: 'Bulk.error_undone',
    });
  });

  it('replaces one person by another in the attributions of a selection of hits', async () => {
    const before = await env.fx.person('Haydn, Michele');
    const after = await env.fx.person('Haydn, Johann Michael');
    const attributed = await env.fx.score({
      attributions: [{ person: before, function: 'cmp', qualifier: 'asc' }],
    });
    const other = await env.fx.score();
    const job = await bulk({
      ids: [attributed.id, other.id],
      operation: { kind: 'replace_person', person: before, replacement: after, qualifier: 'cjt' },
    });
    expect(job.report).toMatchObject({ count: 2, changed: 1, unchanged: 1 });
    const [attribution] = (await env.api.get('Score', attributed.id)).attributions;
    expect(attribution).toMatchObject({ person: { id: after }, function: 'cmp', qualifier: 'cjt' });
  });

  it('runs two bulk edits over overlapping records at once without one losing the other’s change', async () => {
    const found = await scores('Überlappungsprobe');
    const more = await env.fx.score({ title: 'Überlappungsprobe in G' });
    const [first, second] = await Promise.all([
      call(BULK, {
        type: 'score',
        ids: found.map((score) => score.id),
        operation: { kind: 'add_genre', genre: 'Graduale' },
      }),
      call(BULK, {
        type: 'score',
        ids: [found[1].id, found[2].id, more.id],
        operation: { kind: 'set_field', field: 'notes', value: 'Zweite Sammelbearbeitung.' },
      }),
    ]);
    const [genres, notes] = [await finished(first.bulkEdit.job.id), await finished(second.bulkEdit.job.id)];
    expect([genres.status, notes.status]).toEqual(['done', 'done']);
    const refusedBy = (job: { report: { failures: { id: number }[] } }) =>
      new Set(job.report.failures.map((failure) => failure.id));
    // Each record carries each change, or is named by the edit whose change it refused (its version moved).
    for (const score of [...found, more]) {
      const saved = await env.api.get('Score', score.id);
      if (score !== more)
        expect(
          saved.genres.some((genre: Loaded) => genre.name === 'Graduale') || refusedBy(genres).has(score.id),
        ).toBe(true);
      if (score !== found[0])
        expect(saved.notes === 'Zweite Sammelbearbeitung.' || refusedBy(notes).has(score.id)).toBe(true);
    }
    expect(genres.report.changed + genres.report.failed).toBe(3);
    expect(notes.report.changed + notes.report.failed).toBe(3);
  });

  it('lists the records a change would make invalid, and saves the others', async () => {
    const found = await scores('Pflichtprobe');
    const job = await bulk({
      query: 'Pflichtprobe',
      operation: { kind: 'clear_field', field: 'shelfmark' },
      dryRun: true,
    });
    expect(job.report).toMatchObject({ count: 3, changed: 0, failed: 3 });
    expect(job.report.failures[0]).toMatchObject({ id: found[0].id, errors: [{ path: 'shelfmark' }] });
  });

  it('refuses an operation it cannot make, no records, a reader, and text the database cannot store', async () => {
    const refused = async (variables: Record<string, unknown>, token?: string) =>
      (await call(BULK, { type: 'score', ...variables }, token)).bulkEdit;
    expect(await refused({ query: 'x', operation: { kind: 'set_field', field: 'shelfmark' } })).toMatchObject(
      {
        success: false,
        errors: [{ path: 'value', key: 'Bulk.error_missing' }],
      },
    );
    expect(
      await refused({ query: 'x', operation: { kind: 'set_field', field: 'collection', value: '1' } }),
    ).toMatchObject({
      errors: [{ path: 'field', key: 'Bulk.error_field' }],
    });
    expect(await refused({ operation: { kind: 'add_genre', genre: 'Messe' } })).toMatchObject({
      success: false,
      message_key: 'Bulk.error_nothing',
    });
    expect(await refused({ query: 'x', operation: { kind: 'add_genre', genre: 'a\u0000b' } })).toMatchObject({
      errors: [{ path: 'genre', key: 'Validation.error_text_unstorable' }],
    });
    const tooMany = Array.from({ length: 20_001 }, (_, i) => i + 1);
    expect(await refused({ ids: tooMany, operation: { kind: 'add_genre', genre: 'Messe' } })).toMatchObject({
      success: false,
      message_key: 'Bulk.error_too_many',
    });
    const reader = await createUser(env.server.db, { permission: 3 });
    expect(
      await refused({ query: 'x', operation: { kind: 'add_genre', genre: 'Messe' } }, reader.token),
    ).toMatchObject({
      success: false,
      message_key: 'Server.error_forbidden',
    });
  });
});
