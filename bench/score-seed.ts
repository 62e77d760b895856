import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, rowsOf } from '../packages/server/src/db/database.ts';
import { loadScore } from '../packages/server/src/entities/score/score-query.ts';
import { type Revision, writeRevisions } from '../packages/server/src/records/revisions.ts';
import { entrySearch } from '../packages/server/src/search/indexes/entry-search.ts';
import { scoreSearch } from '../packages/server/src/search/indexes/score-search.ts';
import { reindex } from '../packages/server/src/search/search-index.ts';

// The records a fully populated score points at are saved through the API (a few dozen saves); the
// scores themselves, their lists and the catalog entries they link are inserted in bulk, with the rows
// the save path writes: positions from the list order, ids ascending in list order, the search entries
// written by the server's own indexers and one 'create' revision holding the record as loaded.

const ENTRIES_PER_SCORE = 2;
const ENTRIES_PER_PAGE = 20;
const CATALOGS = 10;
/** Entries no bulk score links, for the score with large lists. */
export const SPARE_ENTRIES = 40;

export interface SharedRecords {
  collections: number[];
  composites: number[];
  people: number[];
  publications: number[];
  places: number[];
  genres: string[];
  /** Entry ids in the order the bulk scores take them (two per score), then the spare ones. */
  entries: number[];
}

export type Api = (query: string, variables?: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** GraphQL through the real app, in-process (setup only; the measurements go over TCP). */
export function injectApi(app: FastifyInstance, token: string): Api {
  return async (query, variables = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ query, variables }),
    });
    const body = response.json() as { data?: Record<string, unknown>; errors?: unknown };
    if (body.errors || !body.data) throw new Error(`setup call failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
}

export async function saveVia(api: Api, entity: string, input: Record<string, unknown>): Promise<number> {
  const data = await api(
    `mutation U($input: ${entity}Input!) { upsert${entity}(input: $input) { success id errors { path key } } }`,
    { input },
  );
  const answer = data[`upsert${entity}`] as { success: boolean; id: number; errors: unknown };
  if (!answer.success) throw new Error(`upsert${entity} refused: ${JSON.stringify(answer.errors)}`);
  return answer.id;
}

const GENRES = ['Messe', 'Vesper', 'Litanei', 'Offertorium', 'Sinfonie'];
const KEYS = ['C-Dur', 'D-Dur', 'F-Dur', 'g-Moll', 'Es-Dur', 'A-Dur', 'B-Dur'];

const at = <T>(list: readonly T[], i: number) => list[i % list.length];

/**
 * The score number `g` as a cataloguer would send it to `upsertScore`. `scoreRowsSql` below writes the
 * same values for every g in one go; `verifyBulkScore` checks that both agree.
 */
export function scoreInput(g: number, shared: SharedRecords, entries: number[]): Record<string, unknown> {
  return {
    collection: at(shared.collections, g),
    composite: at(shared.composites, g),
    shelfmark: `Mus.ms. ${g}`,
    former_shelfmarks: `A ${g % 97}`,
    short_title: `Missa in ${at(KEYS, g)}`,
    title: `Missa Nr. ${g}`,
    alternative_name: `Messe ${g % 50}`,
    opus: `Hob. XXII:${g % 20}`,
    work_date: String(1700 + (g % 100)),
    key: at(KEYS, g),
    provenance: 'Stift',
    notes: `Abschrift ${g}`,
    has_digital_copy: g % 2 === 0,
    voices: [
      { voice: 'sop', count: 2 },
      { voice: 'vl', count: 2, numbering: 'I' },
    ],
    entries: entries.map((id) => ({ id })),
    attributions: [
      {
        person: at(shared.people, g),
        function: 'aut',
        qualifier: 'asc',
        place: at(shared.places, g),
        from: '1760',
        to: '1770',
        notes: 'laut Katalog',
      },
      {
        person: at(shared.people, g + 7),
        function: 'scr',
        qualifier: 'cjt',
        member: true,
        profession: 'Kopist',
        designation: 'P. Benedikt',
      },
    ],
    parts: [
      {
        score_type: 'individual',
        source_type: 'cpy',
        extent: `${g % 30} Stimmen`,
        measurements: '32 x 24 cm',
        wear: 'gut',
        date: '1790',
        watermark: true,
        notes: 'vollständig',
        voices: [
          { voice: 'sop', count: 1 },
          { voice: 'alt', count: 2 },
        ],
      },
      { score_type: 'full', source_type: 'aut', watermark: false, voices: [{ voice: 'orch', count: 1 }] },
      {
        score_type: 'individual',
        source_type: 'cpy',
        extent: '4 Stimmen',
        watermark: false,
        voices: [
          { voice: 'vl', count: 2, numbering: 'II' },
          { voice: 'sop', count: 1 },
        ],
      },
    ],
    incipits: [
      {
        tempo: 'Allegro',
        clef: 'G-2',
        time_signature: '3/4',
        key_signature: 'xF',
        text: 'Kyrie eleison',
        part: 'Sopran',
        basso_continuo: true,
        pae: "'4C8DE",
        number: '1',
        movement: 'Kyrie',
        section: 'a',
        notes: 'Tutti',
        is_text_incipit: false,
      },
      {
        text: 'Gloria in excelsis',
        number: '2',
        movement: 'Gloria',
        basso_continuo: false,
        is_text_incipit: true,
      },
    ],
    publications: [
      { publication: at(shared.publications, g), number: String(g % 300), notes: 'Nr. 5' },
      { publication: at(shared.publications, g + 3), number: String(g % 200) },
    ],
    sources: [
      { type: 'rism', citation: 'RISM', rism_id: String(1000000000 + g) },
      { type: 'literature', citation: `Katalog ${g % 40}`, description: 'S. 12', notes: 'gedruckt' },
    ],
    genres: [{ name: at(GENRES, g) }, { name: at(GENRES, g + 1) }],
  };
}

const list = (values: readonly (string | number)[]) =>
  sql.raw(
    `array[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)).join(',')}]`,
  );
/** `list[1 + expr % length]`, the SQL twin of `at(list, expr)`. */
const atSql = (values: readonly (string | number)[], expr: string) =>
  sql`(${list(values)})[1 + (${sql.raw(expr)}) % ${sql.raw(String(values.length))}]`;

/** The shared records, saved through the API, and the catalog entries the scores link, in bulk. */
export async function seedShared(db: Database, api: Api, scores: number): Promise<SharedRecords> {
  const shared: SharedRecords = {
    collections: [],
    composites: [],
    people: [],
    publications: [],
    places: [],
    genres: GENRES,
    entries: [],
  };
  for (let i = 1; i <= 10; i++)
    shared.collections.push(
      await saveVia(api, 'Collection', { name: `Musikarchiv Bench ${i}`, prefix: `B-${i}` }),
    );
  for (let i = 1; i <= 5; i++)
    shared.composites.push(
      await saveVia(api, 'Composite', { shelfmark: `Sammelband ${i}`, title: `Band ${i}` }),
    );
  for (let i = 1; i <= 40; i++)
    shared.people.push(
      await saveVia(api, 'Person', {
        names: [{ name: `Komponist ${i}, Johann`, primary: true }, { name: `Componista ${i}` }],
        dates: `${1700 + i}–${1760 + i}`,
      }),
    );
  for (let i = 1; i <= 10; i++)
    shared.publications.push(
      await saveVia(api, 'Publication', { title: `Thematisches Verzeichnis ${i}`, short_title: `TV ${i}` }),
    );
  // No operation creates places (they are picked from a lookup), so they are rows like a migration's.
  shared.places = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into places (name) values ('Salzburg'), ('Wien'), ('Melk'), ('Passau'), ('Linz') returning id`,
    ),
  ).map((r) => Number(r.id));

  // Catalogs and their pages through the API; the entries on the pages in bulk, indexed by the server.
  const needed = (scores + 1) * ENTRIES_PER_SCORE + SPARE_ENTRIES;
  const pagesPerCatalog = Math.ceil(needed / ENTRIES_PER_PAGE / CATALOGS);
  for (let i = 1; i <= CATALOGS; i++) {
    const catalog = await saveVia(api, 'Catalog', {
      collection: at(shared.collections, i),
      short_title: `Inventar ${i}`,
      title: `Inventarium der Musikalien ${i}`,
    });
    const data = await api(
      'mutation P($id: Int!, $n: Int!) { createPages(catalogId: $id, count: $n) { success } }',
      {
        id: catalog,
        n: pagesPerCatalog,
      },
    );
    if (!(data.createPages as { success: boolean }).success) throw new Error('createPages refused');
  }
  const entryIds = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into entries (page_id, position, number, signature, genre, composer, annotation, notes,
        region_x, region_y, region_w, region_h)
      select p.id, s.n, s.n::text, 'Sign. ' || p.id || '/' || s.n, ${atSql(GENRES, 'p.id + s.n')},
        'Komponist ' || (1 + (p.id * 7 + s.n) % 40), 'Partitur und Stimmen', case when s.n % 3 = 0 then 'fehlt' end,
        -- every other entry marked on its page's scan, a strip per line
        case when s.n % 2 = 1 then 100 end, case when s.n % 2 = 1 then 40 * s.n end,
        case when s.n % 2 = 1 then 2000 end, case when s.n % 2 = 1 then 40 end
      from pages p cross join generate_series(1, ${ENTRIES_PER_PAGE}::int) as s(n)
      order by p.catalog_id, p.position, p.id, s.n
      returning id`),
  )
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
  await reindex(db, entrySearch, entryIds);
  shared.entries = entryIds;
  return shared;
}

/** The entries bulk score g links (g from 1). */
export const entriesOf = (shared: SharedRecords, g: number) =>
  shared.entries.slice((g - 1) * ENTRIES_PER_SCORE, g * ENTRIES_PER_SCORE);
export const spareEntries = (shared: SharedRecords, scores: number) =>
  shared.entries.slice((scores + 1) * ENTRIES_PER_SCORE, (scores + 1) * ENTRIES_PER_SCORE + SPARE_ENTRIES);

/**
 * Scores g = from…to, each as `scoreInput(g)` would save it. Returns the ids by g.
 * Needs the helper table bench_score_g (g, id), created by `seedScores`.
 */
async function insertScores(db: Database, shared: SharedRecords, from: number, to: number) {
  const { collections, composites, people, publications, places } = shared;
  await db.execute(sql`
    with ins as (
      insert into scores (collection_id, composite_id, shelfmark, former_shelfmarks, short_title, title,
        alternative_name, opus, work_date, key, provenance, notes, has_digital_copy)
      select ${atSql(collections, 'g')}, ${atSql(composites, 'g')}, 'Mus.ms. ' || g, 'A ' || (g % 97),
        'Missa in ' || ${atSql(KEYS, 'g')}, 'Missa Nr. ' || g, 'Messe ' || (g % 50), 'Hob. XXII:' || (g % 20),
        (1700 + g % 100)::text, ${atSql(KEYS, 'g')}, 'Stift', 'Abschrift ' || g, g % 2 = 0
      from generate_series(${from}::int, ${to}::int) as g order by g
      returning id, shelfmark)
    insert into bench_score_g (g, id) select split_part(shelfmark, ' ', 2)::int, id from ins`);
  const range = sql`b.g between ${from}::int and ${to}::int`;
  await db.execute(sql`
    insert into voices (score_id, voice, count, numbering, position)
    select b.id, v.voice, v.count, v.numbering, v.position from bench_score_g b
    cross join (values ('sop', 2, null, 1), ('vl', 2, 'I', 2)) as v(voice, count, numbering, position)
    where ${range} order by b.g, v.position`);
  await db.execute(sql`
    insert into parts (score_id, position, score_type, source_type, extent, measurements, wear, date, watermark, notes)
    select b.id, p.position, p.score_type, p.source_type,
      case p.position when 1 then (b.g % 30) || ' Stimmen' when 3 then '4 Stimmen' end,
      p.measurements, p.wear, p.date, p.watermark, p.notes
    from bench_score_g b cross join (values
      (1, 'individual', 'cpy', '32 x 24 cm', 'gut', '1790', true, 'vollständig'),
      (2, 'full', 'aut', null, null, null, false, null),
      (3, 'individual', 'cpy', null, null, null, false, null)
    ) as p(position, score_type, source_type, measurements, wear, date, watermark, notes)
    where ${range} order by b.g, p.position`);
  await db.execute(sql`
    insert into voices (part_id, voice, count, numbering, position)
    select p.id, v.voice, v.count, v.numbering, v.position
    from bench_score_g b join parts p on p.score_id = b.id
    join (values (1, 'sop', 1, null, 1), (1, 'alt', 2, null, 2), (2, 'orch', 1, null, 1), (3, 'vl', 2, 'II', 1),
      (3, 'sop', 1, null, 2)) as v(part, voice, count, numbering, position) on v.part = p.position
    where ${range} order by b.g, p.position, v.position`);
  await db.execute(sql`
    insert into incipits (score_id, position, tempo, clef, time_signature, key_signature, text, part,
      basso_continuo, pae, number, movement, section, notes, is_text_incipit)
    select b.id, i.* from bench_score_g b cross join (values
      (1, 'Allegro', 'G-2', '3/4', 'xF', 'Kyrie eleison', 'Sopran', true,
        ${"'4C8DE"}, '1', 'Kyrie', 'a', 'Tutti', false),
      (2, null, null, null, null, 'Gloria in excelsis', null, false, null, '2', 'Gloria', null, null, true)
    ) as i where ${range} order by b.g, 2`);
  await db.execute(sql`
    insert into attributions (score_id, position, person_id, place_id, function, qualifier, profession, "from",
      "to", designation, member, notes)
    select b.id, 1, ${atSql(people, 'b.g')}, ${atSql(places, 'b.g')}, 'aut', 'asc', null, '1760', '1770', null,
      false, 'laut Katalog'
    from bench_score_g b where ${range}
    union all
    select b.id, 2, ${atSql(people, 'b.g + 7')}, null, 'scr', 'cjt', 'Kopist', null, null, 'P. Benedikt', true, null
    from bench_score_g b where ${range}
    order by 1, 2`);
  await db.execute(sql`
    insert into publication_scores (score_id, publication_id, position, number, notes)
    select b.id, ${atSql(publications, 'b.g')}, 1, (b.g % 300)::text, 'Nr. 5' from bench_score_g b where ${range}
    union all
    select b.id, ${atSql(publications, 'b.g + 3')}, 2, (b.g % 200)::text, null from bench_score_g b where ${range}
    order by 1, 3`);
  await db.execute(sql`
    insert into sources (score_id, position, type, citation, description, url, gnd_id, rism_id, notes)
    select b.id, 1, 'rism', 'RISM', null, null, null, (1000000000 + b.g)::text, null
    from bench_score_g b where ${range}
    union all
    select b.id, 2, 'literature', 'Katalog ' || (b.g % 40), 'S. 12', null, null, null, 'gedruckt'
    from bench_score_g b where ${range}
    order by 1, 2`);
  await db.execute(sql`
    insert into score_genres (score_id, genre_id, position)
    select b.id, g.id, x.position from bench_score_g b
    cross join lateral (values (1, ${atSql(GENRES, 'b.g')}), (2, ${atSql(GENRES, 'b.g + 1')})) as x(position, name)
    join genres g on lower(g.name) = lower(x.name)
    where ${range}`);
  // Entries are taken in id order, two per score: the first two by score 1, and so on.
  await db.execute(sql`
    update entries e set score_id = b.id
    from (select id, row_number() over (order by id) as k from entries where id = any(${list(shared.entries)}))
      as n
    join bench_score_g b on b.g = (n.k + 1) / 2
    where e.id = n.id and ${range}`);
}

/**
 * `count` fully populated scores in bulk (g = 1…count), with search entries and revisions written by
 * the server's own code. Returns the score ids by g (index 0 is g = 1).
 */
export async function seedScores(
  db: Database,
  shared: SharedRecords,
  count: number,
  log: (line: string) => void,
  batch = 2500,
): Promise<number[]> {
  // Genres are created by the first save that names them.
  await db.execute(sql`
    insert into genres (name) select unnest(${list(GENRES)}) on conflict do nothing`);
  await db.execute(sql`create table bench_score_g (g int primary key, id int not null)`);
  try {
    for (let from = 1; from <= count; from += batch) {
      await insertScores(db, shared, from, Math.min(count, from + batch - 1));
    }
    const ids = rowsOf<{ id: number }>(await db.execute(sql`select id from bench_score_g order by g`)).map(
      (r) => Number(r.id),
    );
    log(`${count} scores inserted; indexing`);
    await reindex(db, scoreSearch, ids);
    log(`${count} scores indexed; writing revisions`);
    await writeScoreRevisions(db, ids);
    for (const table of ['scores', 'voices', 'parts', 'incipits', 'attributions', 'sources', 'entries'])
      await db.execute(sql.raw(`analyze ${table}`));
    await db.execute(sql`analyze publication_scores`);
    await db.execute(sql`analyze score_genres`);
    return ids;
  } finally {
    await db.execute(sql`drop table bench_score_g`);
  }
}

/**
 * A revision holds the record as the save path loads it after the save: the server's own loader and
 * writer make it, so that a field added to the score is in the bulk rows too (a copy of it in SQL rotted).
 */
async function writeScoreRevisions(db: Database, ids: number[], batch = 500) {
  for (let from = 0; from < ids.length; from += batch) {
    const revisions: Revision[] = [];
    for (const id of ids.slice(from, from + batch))
      revisions.push({ name: 'score', id, action: 'create', snapshot: await loadScore(db, id) });
    await writeRevisions(db, null, revisions);
  }
}

/** A score with long lists, saved through the API: for the statement count. */
export function largeScoreInput(shared: SharedRecords, entries: number[]): Record<string, unknown> {
  const base = scoreInput(1, shared, entries) as Record<string, unknown[]>;
  const times = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
  return {
    ...base,
    shelfmark: 'Mus.ms. groß',
    voices: times(12, (i) => ({ voice: i % 2 ? 'vl' : 'sop', count: 1 + (i % 3) })),
    parts: times(25, (i) => ({ ...(base.parts[i % 3] as object) })),
    incipits: times(30, (i) => ({ ...(base.incipits[i % 2] as object), number: String(i + 1) })),
    attributions: times(12, (i) => ({
      person: at(shared.people, i),
      function: i === 0 ? 'aut' : 'scr',
      qualifier: 'asc',
    })),
    publications: times(10, (i) => ({ publication: at(shared.publications, i), number: String(i + 1) })),
    sources: times(10, (i) => ({ type: 'literature', citation: `Literatur ${i + 1}` })),
    genres: GENRES.map((name) => ({ name })),
  };
}
