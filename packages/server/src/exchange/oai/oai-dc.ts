import {
  joinNonBlank,
  personName,
  publicationTitle,
  recordPath,
  scoreShortTitlePrefix,
  scoreTitle,
} from '@fontes/domain';
import { asc, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/database.ts';
import { preparedPerExecutor } from '../../db/pglite-statements.ts';
import { personSummaryWith } from '../../db/record-shapes.ts';
import { serializedRows } from '../../db/relational-rows.ts';
import { attributions, names, people, publications, sources } from '../../db/schema.ts';
import type { FormatContext, MetadataFormat } from './format.ts';
import type { HarvestedType } from './harvested.ts';
import { each, element, fragment } from './xml.ts';

/** Simple Dublin Core: each element's values in order (blank ones are left out when written). */
export interface DublinCore {
  title: string[];
  creator: string[];
  contributor: string[];
  subject: string[];
  description: string[];
  publisher: string[];
  date: string[];
  type: string[];
  identifier: string[];
  relation: string[];
}

const DC_ELEMENTS = [
  'title',
  'creator',
  'contributor',
  'subject',
  'description',
  'publisher',
  'date',
  'type',
  'identifier',
  'relation',
] as const satisfies ReadonlyArray<keyof DublinCore>;

const dc = (terms: Partial<DublinCore>): DublinCore => ({
  title: [],
  creator: [],
  contributor: [],
  subject: [],
  description: [],
  publisher: [],
  date: [],
  type: [],
  identifier: [],
  relation: [],
  ...terms,
});

interface Attributed {
  function: string;
  person: { names: Array<{ name: string; primary: boolean }> };
}

/** Composers (function `aut`) create; everyone else attributed contributes. */
function attributedPeople(list: readonly Attributed[]) {
  return {
    creator: list.filter((a) => a.function === 'aut').map((a) => personName(a.person)),
    contributor: list.filter((a) => a.function !== 'aut').map((a) => personName(a.person)),
  };
}

const attributed = {
  orderBy: [asc(attributions.position)],
  columns: { function: true as const },
  with: { person: personSummaryWith },
};

// Each type's page in one prepared statement for any number of ids (as the search's hits, hit-details.ts).
const idArray = (ids: readonly number[]) => ({ ids: `{${ids.join(',')}}` });
const inIds = (column: unknown) => sql`${column} = any(${sql.placeholder('ids')}::int[])`;

interface ScoreRow {
  id: number;
  title: string | null;
  short_title: string;
  shelfmark: string;
  work_date: string | null;
  key: string | null;
  opus: string | null;
  notes: string | null;
  collection_id: number;
  collection_name: string;
  collection_prefix: string;
  attributed: Array<{ function: string; name: string | null }>;
  genres: string[];
}

// Scores are most of a harvest: their page is one hand-written statement, each person by the name shown
// (the primary one, else the first, as personName). Through the relational query the page took 6× its
// bare SQL on PostgreSQL in bench/oai-bench.ts, this way under 2×.
const scoreRows = (ids: readonly number[]) => sql`
  select s.id, s.title, s.short_title, s.shelfmark, s.work_date, s.key, s.opus, s.notes,
    c.id as collection_id, c.name as collection_name, c.prefix as collection_prefix,
    coalesce((select json_agg(json_build_object('function', a.function, 'name',
        (select n.name from names n where n.person_id = a.person_id and btrim(n.name) <> ''
         order by n."primary" desc, n.position limit 1)) order by a.position)
      from attributions a where a.score_id = s.id), '[]') as attributed,
    coalesce((select json_agg(g.name order by sg.position)
      from score_genres sg join genres g on g.id = sg.genre_id where sg.score_id = s.id), '[]') as genres
  from scores s join collections c on c.id = s.collection_id
  where s.id = any(${idArray(ids).ids}::int[])`;

async function scoreTerms(db: Executor, ids: readonly number[], { publicUrl }: FormatContext) {
  const rows = rowsOf<ScoreRow>(await db.execute(scoreRows(ids)));
  return rows.map((score): [number, DublinCore] => [
    Number(score.id),
    dc({
      title: [scoreTitle(score), score.title && score.title !== scoreTitle(score) ? score.title : ''],
      creator: score.attributed.filter((a) => a.function === 'aut').map((a) => a.name?.trim() ?? ''),
      contributor: score.attributed.filter((a) => a.function !== 'aut').map((a) => a.name?.trim() ?? ''),
      subject: score.genres,
      description: [joinNonBlank([score.opus, score.key], ', '), score.notes ?? ''],
      date: [score.work_date ?? ''],
      type: ['Notated music'],
      identifier: [
        `${publicUrl}${recordPath('score', score.id)}`,
        scoreShortTitlePrefix(score.collection_prefix, score.shelfmark),
      ],
      relation: [score.collection_name, `${publicUrl}${recordPath('collection', score.collection_id)}`],
    }),
  ]);
}

const personRows = preparedPerExecutor('oai_dc_people', (db) =>
  serializedRows(
    db.query.people.findMany({
      where: inIds(people.id),
      columns: { id: true, dates: true, profession: true },
      with: {
        names: { orderBy: [asc(names.position)] },
        sources: { orderBy: [asc(sources.position)], columns: { gnd_id: true, rism_id: true } },
      },
    }),
  ),
);

async function personTerms(db: Executor, ids: readonly number[], { publicUrl }: FormatContext) {
  const rows = await personRows(db).execute(idArray(ids));
  return rows.map((person): [number, DublinCore] => [
    person.id,
    dc({
      title: [personName(person)],
      description: [person.profession ?? '', ...person.names.filter((n) => !n.primary).map((n) => n.name)],
      date: [person.dates ?? ''],
      type: ['Person'],
      identifier: [`${publicUrl}${recordPath('person', person.id)}`, ...authorityLinks(person.sources)],
    }),
  ]);
}

const publicationRows = preparedPerExecutor('oai_dc_publications', (db) =>
  serializedRows(
    db.query.publications.findMany({ where: inIds(publications.id), with: { attributions: attributed } }),
  ),
);

async function publicationTerms(db: Executor, ids: readonly number[], { publicUrl }: FormatContext) {
  const rows = await publicationRows(db).execute(idArray(ids));
  return rows.map((publication): [number, DublinCore] => [
    publication.id,
    dc({
      title: [publicationTitle(publication)],
      ...attributedPeople(publication.attributions),
      description: [publication.extent ?? '', publication.notes ?? ''],
      publisher: [joinNonBlank([publication.publication_place, publication.publisher], ': ')],
      date: [publication.publication_date ?? ''],
      type: ['Text'],
      identifier: [`${publicUrl}${recordPath('publication', publication.id)}`, publication.short_title],
    }),
  ]);
}

/** GND and RISM records as addresses (the person's `sameAs` in linked data). */
export function authorityLinks(
  list: ReadonlyArray<{ gnd_id: string | null; rism_id: string | null }>,
): string[] {
  return list.flatMap((source) => [
    ...(source.gnd_id?.trim() ? [`https://d-nb.info/gnd/${encodeURIComponent(source.gnd_id.trim())}`] : []),
    ...(source.rism_id?.trim()
      ? [`https://rism.online/people/${encodeURIComponent(source.rism_id.trim())}`]
      : []),
  ]);
}

const termsOf: Record<HarvestedType, typeof scoreTerms> = {
  score: scoreTerms,
  person: personTerms,
  publication: publicationTerms,
};

const OAI_DC = 'http://www.openarchives.org/OAI/2.0/oai_dc/';
const DC = 'http://purl.org/dc/elements/1.1/';

/** Simple Dublin Core, which every OAI-PMH repository disseminates. */
export const oaiDc: MetadataFormat<DublinCore> = {
  prefix: 'oai_dc',
  schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
  namespace: OAI_DC,
  types: ['score', 'person', 'publication'],
  async load(db, type, ids, context) {
    return new Map(ids.length ? await termsOf[type](db, ids, context) : []);
  },
  write(terms) {
    return element(
      'oai_dc:dc',
      {
        'xmlns:oai_dc': OAI_DC,
        'xmlns:dc': DC,
        'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
        'xsi:schemaLocation': `${OAI_DC} http://www.openarchives.org/OAI/2.0/oai_dc.xsd`,
      },
      fragment(DC_ELEMENTS.map((name) => each(`dc:${name}`, terms[name]))),
    ).markup;
  },
};
