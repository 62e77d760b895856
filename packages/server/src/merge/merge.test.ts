import { beforeAll, expect, it } from 'vitest';
import { type CatalogueEnv, describeCatalogue, type Loaded } from '../test/catalogue.ts';
import { inputOf } from '../test/catalogue-inputs.ts';
import { createUser } from '../test/harness.ts';

// Merging duplicates: candidates, the preview, one transaction that moves every link and leaves a redirect,
// the undo, and what is refused.

const CANDIDATES = `query C($type: MergeType!, $first: Int) {
  duplicateCandidates(type: $type, first: $first) {
    a { id title } b { id title } similarity same_years other_years same_ids } }`;

const PREVIEW = `query P($type: MergeType!, $keep: Int!, $merge: [Int!]!) {
  mergePreview(type: $type, keep: $keep, merge: $merge) {
    records { id title updated_at } fields { field label list values same } relinked { type count titles } } }`;

const MERGE = `mutation M($type: MergeType!, $keep: Int!, $merge: [Int!]!, $choices: [MergeChoice!], $at: String) {
  mergeRecords(type: $type, keep: $keep, merge: $merge, choices: $choices, updated_at: $at) {
    success message message_key id merge errors { path key message } } }`;

const UNDO = `mutation U($id: Int!) { undoMerge(id: $id) { success message message_key id } }`;

const REVISIONS = `query H($type: RecordName!, $id: Int!) {
  revisions(type: $type, id: $id) { items { id action summary merge } } }`;

const PERSON = `query G($id: Int!) { getPerson(id: $id) { id names { name primary } dates } }`;

describeCatalogue('Merging duplicates', (current) => {
  let env: CatalogueEnv;
  beforeAll(() => {
    env = current();
  });
  const call = (query: string, variables: object, locale: 'en' | 'de' = 'en') =>
    env.api.call(query, variables as Record<string, unknown>, { locale });
  const merge = async (
    type: string,
    keep: number,
    merged: number[],
    choices: object[] = [],
    locale: 'en' | 'de' = 'en',
  ) => (await call(MERGE, { type, keep, merge: merged, choices }, locale)).mergeRecords;
  const undo = async (id: number) => (await call(UNDO, { id })).undoMerge;
  const person = async (id: number) => (await call(PERSON, { id })).getPerson;

  async function personWith(name: string, fields: Record<string, unknown> = {}) {
    return (await env.api.save('Person', { names: [{ name, primary: true }], ...fields })).id as number;
  }

  /** Two people, and a score and a publication attributed to the second. */
  async function duplicates(stem: string) {
    const keep = await personWith(`${stem}, Johann Michael`, { dates: '1737–1806' });
    const other = await personWith(`${stem}, Michael`, { dates: '1737-1806', profession: 'Kapellmeister' });
    const score = await env.fx.score({
      attributions: [{ person: other, function: 'cmp', qualifier: 'asc' }],
    });
    const publication = await env.api.save('Publication', {
      title: `Werkverzeichnis ${stem}`,
      short_title: `WV ${stem}`,
      attributions: [{ person: other, function: 'aut', qualifier: 'asc' }],
    });
    return { keep, other, score, publication };
  }

  it('finds people alike by name first, and people whose sources share a GND id however named', async () => {
    const { keep, other } = await duplicates('Zwackelmann');
    const gnd = (id: string) => ({ sources: [{ type: 'gnd', gnd_id: id }] });
    const a = await personWith('Quirinus Ebersberger', gnd('118547011'));
    const b = await personWith('Ebersperger, P. Quirin', gnd('118547011'));
    const pairs = (await call(CANDIDATES, { type: 'person', first: 200 })).duplicateCandidates;
    const pairOf = (x: number, y: number) =>
      pairs.find((p: Loaded) => p.a.id === Math.min(x, y) && p.b.id === Math.max(x, y));
    expect(pairOf(keep, other)).toMatchObject({ same_years: true, other_years: false, same_ids: false });
    expect(pairOf(keep, other).similarity).toBeGreaterThan(0.3);
    expect(pairOf(a, b)).toMatchObject({ same_ids: true });
    // A shared id ranks above names alike alone.
    expect(pairs.indexOf(pairOf(a, b))).toBeLessThan(pairs.indexOf(pairOf(keep, other)));
  });

  it('shows the records side by side and every record whose links will move', async () => {
    const { keep, other, score, publication } = await duplicates('Preview');
    const preview = (await call(PREVIEW, { type: 'person', keep, merge: [other] })).mergePreview;
    expect(preview.records.map((r: Loaded) => r.id)).toEqual([keep, other]);
    expect(preview.fields).toContainEqual({
      field: 'profession',
      label: 'Profession',
      list: false,
      values: [null, 'Kapellmeister'],
      same: false,
    });
    expect(preview.fields.find((f: Loaded) => f.field === 'names')).toMatchObject({
      list: true,
      values: ['Preview, Johann Michael', 'Preview, Michael'],
    });
    expect(preview.relinked).toEqual([
      { type: 'score', count: 1, titles: [score.short_title] },
      { type: 'publication', count: 1, titles: [publication.title] },
    ]);
    expect((await call(PREVIEW, { type: 'person', keep, merge: [keep] })).mergePreview).toBeNull();
  });

  it('merges people: every attribution moves, names are kept as variants, the old id leads to the survivor', async () => {
    const { keep, other, score, publication } = await duplicates('Merged');
    const answer = await merge(
      'person',
      keep,
      [other],
      [
        { field: 'names', both: true },
        { field: 'profession', from: other },
      ],
    );
    expect(answer).toMatchObject({ success: true, id: keep, message_key: 'Merge.merged' });
    const survivor = await person(keep);
    expect(survivor.names).toEqual([
      { name: 'Merged, Johann Michael', primary: true },
      { name: 'Merged, Michael', primary: false },
    ]);
    expect((await env.api.get('Person', keep)).profession).toBe('Kapellmeister');
    expect((await env.api.get('Score', score.id)).attributions[0].person.id).toBe(keep);
    expect((await env.api.get('Publication', publication.id)).attributions[0].person.id).toBe(keep);
    // A client asking the old permalink for JSON-LD is sent to the survivor's.
    const linked = await env.server.app.inject({
      url: `/people/${other}`,
      headers: { accept: 'application/ld+json' },
    });
    expect(linked.statusCode).toBe(301);
    expect(linked.headers.location).toBe(`/people/${keep}`);
    // The old permalink answers the survivor; the search finds only the survivor.
    expect((await person(other)).id).toBe(keep);
    const hits = await env.api.search('Merged', 'person');
    expect(hits.items.map((hit) => hit.id)).toEqual([keep]);
    // The history names the merge: the survivor's save, the merged person's delete, the score's moved link.
    const [saved] = (await call(REVISIONS, { type: 'person', id: keep })).revisions.items;
    expect(saved).toMatchObject({
      merge: answer.merge,
      summary: expect.stringContaining(`Merge #${answer.merge}`),
    });
    const [deleted] = (await call(REVISIONS, { type: 'person', id: other })).revisions.items;
    expect(deleted.summary).toBe(`Merged into #${keep} (merge #${answer.merge}): Deleted`);
    const [moved] = (await call(REVISIONS, { type: 'score', id: score.id })).revisions.items;
    expect(moved.summary).toBe(`Merge #${answer.merge}: Attributions (1 changed)`);
    // Not among the deleted records: it lives on in the survivor, and comes back by undoing the merge.
    const deletedList = await call(
      'query { deletedRecords(type: person, first: 100) { items { record_id } } }',
      {},
    );
    expect(deletedList.deletedRecords.items.map((item: Loaded) => item.record_id)).not.toContain(other);
    const restored = await call(
      'mutation R($id: Int!) { restoreDeleted(type: person, id: $id) { success message_key } }',
      {
        id: other,
      },
    );
    expect(restored.restoreDeleted).toMatchObject({ success: false, message_key: 'History.error_merged' });
  });

  it('undoes a merge: the merged record is back under its id with its links, and its id answers it again', async () => {
    const { keep, other, score, publication } = await duplicates('Undone');
    const { merge: id } = await merge('person', keep, [other], [{ field: 'names', both: true }]);
    expect(await undo(id)).toMatchObject({ success: true, message_key: 'Merge.undone' });
    expect(await person(other)).toMatchObject({
      id: other,
      names: [{ name: 'Undone, Michael', primary: true }],
    });
    expect((await person(keep)).names).toEqual([{ name: 'Undone, Johann Michael', primary: true }]);
    expect((await env.api.get('Score', score.id)).attributions[0].person.id).toBe(other);
    expect((await env.api.get('Publication', publication.id)).attributions[0].person.id).toBe(other);
    expect(await undo(id)).toMatchObject({ success: false, message_key: 'Merge.error_undone' });
  });

  it('refuses to undo a merge once a record it changed was changed since, naming it', async () => {
    const { keep, other, score } = await duplicates('Touched');
    const { merge: id } = await merge('person', keep, [other]);
    const loaded = await env.api.get('Score', score.id);
    await env.api.save('Score', inputOf('Score', loaded, { title: 'Geändert nach der Zusammenführung' }));
    const refused = await undo(id);
    expect(refused).toMatchObject({ success: false, message_key: 'Merge.error_touched' });
    expect(refused.message).toContain(loaded.short_title);
    expect((await person(other)).id).toBe(keep);
  });

  it('merges scores: entries and literature of both, the merged score’s id leading to the survivor', async () => {
    const publication = await env.fx.publication();
    const keep = await env.fx.score({ short_title: 'Missa brevis (A)' });
    const other = await env.fx.score({
      short_title: 'Missa brevis (B)',
      publications: [{ publication, number: 'S. 12' }],
      genres: [{ name: 'Messe' }],
    });
    const answer = await merge(
      'score',
      keep.id,
      [other.id],
      [
        { field: 'entries', both: true },
        { field: 'publications', both: true },
        { field: 'genres', from: other.id },
      ],
    );
    expect(answer).toMatchObject({ success: true });
    const survivor = await env.api.get('Score', keep.id);
    expect(survivor.entries.map((e: Loaded) => e.id).sort()).toEqual(
      [keep.entries[0].id, other.entries[0].id].sort(),
    );
    expect(survivor.publications).toMatchObject([{ publication: { id: publication }, number: 'S. 12' }]);
    expect(survivor.genres).toMatchObject([{ name: 'Messe' }]);
    expect((await env.api.get('Score', other.id)).id).toBe(keep.id);
    expect(await undo(answer.merge)).toMatchObject({ success: true });
    expect((await env.api.get('Score', other.id)).entries.map((e: Loaded) => e.id)).toEqual([
      other.entries[0].id,
    ]);
    expect((await env.api.get('Score', keep.id)).entries.map((e: Loaded) => e.id)).toEqual([
      keep.entries[0].id,
    ]);
  });

  it('merges publications: the scores citing the merged one cite the survivor', async () => {
    const keep = await env.fx.publication('Thematischer Katalog der Werke');
    const other = await env.fx.publication('Thematischer Katalog der Werke.');
    const score = await env.fx.score({ publications: [{ publication: other, number: '7' }] });
    const { merge: id } = await merge('publication', keep, [other]);
    expect((await env.api.get('Score', score.id)).publications[0].publication.id).toBe(keep);
    await undo(id);
    expect((await env.api.get('Score', score.id)).publications[0].publication.id).toBe(other);
  });

  it('merges genres: a score with both keeps one, and undo gives it both again', async () => {
    const both = await env.fx.score({ genres: [{ name: 'Offertorium' }, { name: 'Offertorien' }] });
    const one = await env.fx.score({ genres: [{ name: 'Offertorien' }] });
    const lookup = async (name: string) =>
      (await call('query L($s: String) { genres(search: $s) { id name } }', { s: name })).genres.find(
        (g: Loaded) => g.name === name,
      ).id as number;
    const keep = await lookup('Offertorium');
    const other = await lookup('Offertorien');
    const pairs = (await call(CANDIDATES, { type: 'genre' })).duplicateCandidates;
    expect(pairs.some((p: Loaded) => [p.a.id, p.b.id].sort().join() === [keep, other].sort().join())).toBe(
      true,
    );
    const answer = await merge('genre', keep, [other]);
    expect(answer).toMatchObject({ success: true });
    expect((await env.api.get('Score', both.id)).genres.map((g: Loaded) => g.name)).toEqual(['Offertorium']);
    expect((await env.api.get('Score', one.id)).genres.map((g: Loaded) => g.name)).toEqual(['Offertorium']);
    expect((await env.api.search('Offertorien', 'score')).items.map((hit) => hit.id)).toEqual([]);
    await undo(answer.merge);
    expect((await env.api.get('Score', both.id)).genres.map((g: Loaded) => g.name).sort()).toEqual([
      'Offertorien',
      'Offertorium',
    ]);
    expect((await env.api.get('Score', one.id)).genres.map((g: Loaded) => g.name)).toEqual(['Offertorien']);
  });

  it('merges places: attributions name the survivor’s place, under the name chosen', async () => {
    const pid = await env.fx.person();
    const place = (name: string) =>
      call('mutation A($n: String!) { addPlace(name: $n) { id } }', { n: name }).then(
        (d) => d.addPlace.id as number,
      );
    const keep = await place('Salzburg (Stadt)');
    const other = await place('Salzburg');
    const score = await env.fx.score({
      attributions: [{ person: pid, function: 'cmp', qualifier: 'asc', place: other }],
    });
    const answer = await merge('place', keep, [other], [{ field: 'name', from: other }]);
    expect(answer).toMatchObject({ success: true });
    expect((await env.api.get('Score', score.id)).attributions[0].place).toMatchObject({
      id: keep,
      name: 'Salzburg',
    });
    await undo(answer.merge);
    expect((await env.api.get('Score', score.id)).attributions[0].place).toMatchObject({
      id: other,
      name: 'Salzburg',
    });
  });

  it('refuses a record merged with itself, a record deleted meanwhile and a choice that cannot be, changing nothing', async () => {
    const { keep, other, score } = await duplicates('Refused');
    expect(await merge('person', keep, [keep], [], 'de')).toMatchObject({
      success: false,
      message_key: 'Merge.error_self',
      message: 'Wählen Sie mindestens zwei verschiedene Datensätze zum Zusammenführen.',
    });
    const gone = await personWith('Gone, Already');
    await env.api.remove('Person', gone);
    expect(await merge('person', keep, [other, gone])).toMatchObject({
      success: false,
      message_key: 'Merge.error_gone',
    });
    expect(await merge('person', keep, [other], [{ field: 'profession', both: true }])).toMatchObject({
      success: false,
      message_key: 'Merge.error_choice',
    });
    expect((await env.api.get('Score', score.id)).attributions[0].person.id).toBe(other);
    expect((await person(other)).id).toBe(other);
    const reader = await createUser(env.server.db, { permission: 3 });
    const answer = await env.api.call(
      MERGE,
      { type: 'person', keep, merge: [other] },
      { token: reader.token },
    );
    expect(answer.mergeRecords).toMatchObject({ success: false, message_key: 'Server.error_forbidden' });
  });

  it('refuses a merge into a survivor changed since it was seen, with nothing half-done', async () => {
    const { keep, other, score } = await duplicates('Stale');
    const loaded = await env.api.get('Person', keep);
    await env.api.save('Person', inputOf('Person', loaded, { notes: 'changed meanwhile' }));
    const stale = (await call(MERGE, { type: 'person', keep, merge: [other], at: loaded.updated_at }))
      .mergeRecords;
    expect(stale).toMatchObject({ success: false, message_key: 'Server.error_stale' });
    // The links moved and the delete made before the survivor's save are undone with it.
    expect((await env.api.get('Score', score.id)).attributions[0].person.id).toBe(other);
    expect((await person(other)).id).toBe(other);
    expect((await call(REVISIONS, { type: 'person', id: other })).revisions.items).toHaveLength(1);
  });
});
