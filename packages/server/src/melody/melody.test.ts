import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../db/database.ts';
import { again, describeCatalogue, type Loaded } from '../test/catalogue.ts';
import { gql } from '../test/harness.ts';
import { rebuildMelodies, rebuildMissingMelodies } from './melody-features.ts';

// Melodic search through the API, as a visitor searches: transposition, rhythm, anchoring, ranking, bad
// input, and the features following every save and delete of a score's incipits.

const SEARCH = `query S($pae: String!, $key: String, $rhythm: Boolean, $anchored: Boolean, $first: Int, $after: String) {
  incipitSearch(pae: $pae, key_signature: $key, rhythm: $rhythm, anchored: $anchored, first: $first, after: $after) {
    total endCursor hasNextPage message
    items { incipit { id pae } score_id score_title composer path matched_notes similarity }
  }
}`;
const SIMILAR = `query S($id: Int!) { similarIncipits(incipitId: $id) {
  total message items { incipit { id } score_id score_title composer matched_notes similarity } } }`;

interface Match {
  incipit: { id: number; pae: string };
  score_id: number;
  score_title: string;
  shelfmark?: string | null;
  composer: string | null;
  path: string;
  matched_notes: number[];
  similarity: number;
}
interface Result {
  total: number;
  endCursor: string | null;
  hasNextPage: boolean;
  message: string | null;
  items: Match[];
}

/** C major: a scale up and a leap; its incipit in D (transposed), with another rhythm, and unrelated music. */
const tunes = {
  scale: "'4CDEF8GA4B''2C/",
  scaleInD: "'4DEFG8AB4''C2D/",
  scaleOtherRhythm: "'8CDEF4GA8B''2C/",
  /** The scale after two other notes, with a tied note and a grace note inside it. */
  scaleLater: "'2A4GC+8CDgFEF8GA4B''2C/",
  unrelated: "''4C'A''D'G/''2E,,C/",
};

describeCatalogue('melodic search', (env) => {
  const scores: Record<string, Loaded> = {};
  let composer: number;
  const search = async (pae: string, variables: Record<string, unknown> = {}, locale: 'en' | 'de' = 'en') => {
    const answer = await gql(env().server.app, { query: SEARCH, variables: { pae, ...variables }, locale });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data.incipitSearch as Result;
  };
  const titleOf = (match: Match) => Object.entries(scores).find(([, s]) => s.id === match.score_id)?.[0];

  beforeAll(async () => {
    composer = await env().fx.person('Haydn, Joseph');
    for (const [name, pae] of Object.entries(tunes)) {
      const key_signature = name === 'scaleInD' ? 'xFC' : null;
      scores[name] = await env().fx.score({
        short_title: `Score ${name}`,
        attributions: name === 'scale' ? [{ person: composer, function: 'aut', qualifier: 'asc' }] : [],
        incipits: [{ clef: 'G-2', key_signature, time_signature: 'c', pae, is_text_incipit: false }],
      });
    }
  });

  it('finds a melody in any key (a visitor, without signing in)', async () => {
    // The scale's first five notes in G major: the same intervals.
    const found = await search("'4GAB8''CD", { key: 'xF' });
    expect(found.message).toBeNull();
    const names = found.items.map(titleOf);
    expect(names).toEqual(expect.arrayContaining(['scale', 'scaleInD', 'scaleOtherRhythm', 'scaleLater']));
    expect(names).not.toContain('unrelated');
    const scale = found.items.find((m) => titleOf(m) === 'scale') as Match;
    expect(scale).toMatchObject({ similarity: 1, matched_notes: [0, 1, 2, 3, 4], composer: 'Haydn, Joseph' });
    expect(scale.path).toBe(`/scores/${scores.scale.id}`);
    expect(scale.incipit.pae).toBe(tunes.scale);
  });

  it('counts the matched notes as Verovio draws them: a tied note is two, a grace note none', async () => {
    const found = await search("'4CDEFG");
    const later = found.items.find((m) => titleOf(m) === 'scaleLater') as Match;
    // 2A 4G 4C+8C 8D gF 8E 8F …: C is drawn twice (indexes 2 and 3), the grace F has no index.
    expect(later.matched_notes).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('compares the rhythm when asked', async () => {
    const withRhythm = await search("'4CDEF8GA", { rhythm: true });
    const names = withRhythm.items.filter((m) => m.similarity === 1).map(titleOf);
    expect(names).toEqual(expect.arrayContaining(['scale', 'scaleInD']));
    expect(names).not.toContain('scaleOtherRhythm');
    const without = await search("'4CDEF8GA");
    expect(without.items.filter((m) => m.similarity === 1).map(titleOf)).toContain('scaleOtherRhythm');
  });

  it('anchors the match at the first note when asked', async () => {
    const anywhere = (await search("'4CDEFGA")).items.map(titleOf);
    const anchored = (await search("'4CDEFGA", { anchored: true })).items.map(titleOf);
    expect(anywhere).toContain('scaleLater');
    expect(anchored).not.toContain('scaleLater');
    expect(anchored).toEqual(expect.arrayContaining(['scale', 'scaleInD', 'scaleOtherRhythm']));
  });

  it('ranks by the share of the query matched, then by score title', async () => {
    // scaleLater's first nine notes: all of it there; six of its eight intervals in the other scales.
    const found = await search("'2A4GCDEF8GA4B");
    expect(found.items.map((m) => [titleOf(m), m.similarity])).toEqual([
      ['scaleLater', 1],
      ['scale', 0.75],
      ['scaleInD', 0.75],
      ['scaleOtherRhythm', 0.75],
    ]);
  });

  it('pages the hits', async () => {
    const first = await search("'4CDEFG", { first: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.hasNextPage).toBe(true);
    const second = await search("'4CDEFG", { first: 2, after: first.endCursor });
    expect(second.items.map((m) => m.incipit.id)).not.toContain(first.items[0].incipit.id);
  });

  it('answers a query it cannot search with a message in the caller’s language, and no error', async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['', {}, /Enter a melody/],
      ["'4C", {}, /at least 3 notes/],
      ["'4CD", {}, /at least 3 notes/],
      [`'${'CDEFGAB'.repeat(72)}`, {}, /at most 100 notes/],
      ["'4C?DE", {}, /character 4/],
      ["'4(CDE", {}, /not closed/],
      ["'4CDE", { key: 'yQ' }, /key signature/],
    ];
    for (const [pae, variables, message] of cases) {
      const found = await search(pae, variables);
      expect(found, pae).toMatchObject({ total: 0, items: [] });
      expect(found.message, pae).toMatch(message);
    }
    expect((await search("'4C", {}, 'de')).message).toMatch(/mindestens 3 Noten/);
    const clef = await gql(env().server.app, {
      query: 'query { incipitSearch(pae: "\'4CDE", clef: "X-9") { total message } }',
      locale: 'en',
    });
    expect(clef.data.incipitSearch.message).toMatch(/clef/);
    // Paging input out of range is refused as every list query refuses it.
    const paged = await gql(env().server.app, {
      query: SEARCH,
      variables: { pae: "'4CDE", first: 1000 },
      locale: 'en',
    });
    expect(paged.errors?.[0]).toMatchObject({
      message: 'The request could not be understood.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('finds concordances: close incipits of other scores, the incipit itself left out', async () => {
    const id = scores.scale.incipits[0].id;
    const answer = await gql(env().server.app, { query: SIMILAR, variables: { id }, locale: 'en' });
    const similar = answer.data.similarIncipits as Result;
    const names = similar.items.map(titleOf);
    expect(names).toEqual(expect.arrayContaining(['scaleInD', 'scaleOtherRhythm', 'scaleLater']));
    expect(names).not.toContain('scale');
    expect(names).not.toContain('unrelated');
    const missing = await gql(env().server.app, { query: SIMILAR, variables: { id: 999999 }, locale: 'en' });
    expect(missing.data.similarIncipits.message).toMatch(/no notes to compare/);
  });

  it('tells two copies of one title apart by their shelfmarks, in the search and among similar incipits', async () => {
    const collection = await env().fx.collection();
    const pae = "'4FGAB8''CD4E";
    const copies = [];
    for (const shelfmark of ['Mus. 12', 'Mus. 13'])
      copies.push(
        await env().fx.score({
          collection: collection.id,
          shelfmark,
          short_title: 'Missa copied',
          incipits: [{ clef: 'G-2', time_signature: 'c', pae, is_text_incipit: false }],
        }),
      );
    const query = `query S($pae: String!, $id: Int!) {
      incipitSearch(pae: $pae) { items { score_id score_title shelfmark } }
      similarIncipits(incipitId: $id) { items { score_id score_title shelfmark } } }`;
    const answer = await gql(env().server.app, {
      query,
      variables: { pae, id: copies[0].incipits[0].id },
      locale: 'en',
    });
    expect(answer.errors).toBeUndefined();
    const [a, b] = copies.map((copy) => copy.id);
    const found = answer.data.incipitSearch.items.filter((m: Match) => m.score_id === a || m.score_id === b);
    expect(found.map((m: Match) => [m.score_id, m.shelfmark]).sort()).toEqual([
      [a, `${collection.prefix} Mus. 12`],
      [b, `${collection.prefix} Mus. 13`],
    ]);
    expect(answer.data.similarIncipits.items).toContainEqual({
      score_id: b,
      score_title: found[0].score_title,
      shelfmark: `${collection.prefix} Mus. 13`,
    });
  });

  it('follows the incipits as they are saved and deleted', async () => {
    const input = await env().fx.scoreInput({
      short_title: 'Score changing',
      incipits: [{ clef: 'G-2', pae: "'4FAbB''CD", is_text_incipit: false }],
    });
    const score = await env().api.save('Score', input);
    const query = "'4FAbB''CD";
    expect((await search(query)).items.map((m) => m.score_id)).toContain(score.id);
    const changed = await env().api.save(
      'Score',
      again(score, {
        ...input,
        incipits: [{ id: score.incipits[0].id, clef: 'G-2', pae: "'4FEDC", is_text_incipit: false }],
      }),
    );
    expect((await search(query)).items.map((m) => m.score_id)).not.toContain(score.id);
    expect((await search("'4FEDC")).items.map((m) => m.score_id)).toContain(score.id);
    // A save that leaves the incipits out leaves their features as they are.
    const { incipits: _left, ...withoutIncipits } = input;
    await env().api.save('Score', again(changed, { ...withoutIncipits, notes: 'checked' }));
    expect((await search("'4FEDC")).items.map((m) => m.score_id)).toContain(score.id);
    expect((await env().api.remove('Score', score.id)).success).toBe(true);
    expect((await search("'4FEDC")).items.map((m) => m.score_id)).not.toContain(score.id);
    const left = rowsOf<{ n: number }>(
      await env().server.db.execute(
        sql`select count(*)::int as n from incipit_melodies where score_id = ${score.id}`,
      ),
    );
    expect(left[0].n).toBe(0);
  });

  it('rebuilds every incipit’s features (the rebuild command), and at the start those that have none', async () => {
    const db = env().server.db;
    const grams = async () =>
      rowsOf(await db.execute(sql`select * from incipit_grams order by incipit_id, position`));
    const before = await grams();
    await db.execute(sql`delete from incipit_melodies`);
    expect((await search("'4CDEFG")).items).toHaveLength(0);
    expect(await rebuildMelodies(db)).toBeGreaterThanOrEqual(Object.keys(tunes).length);
    expect(await grams()).toEqual(before);
    expect((await search("'4CDEFG")).items.length).toBeGreaterThanOrEqual(4);
    // As after the migration, or a restored older backup: one incipit without features.
    await db.execute(sql`delete from incipit_melodies where incipit_id = ${scores.scale.incipits[0].id}`);
    expect(await rebuildMissingMelodies(db)).toBe(1);
    expect(await rebuildMissingMelodies(db)).toBe(0);
    expect(await grams()).toEqual(before);
  });
});
