import {
  joinNonBlank,
  personName,
  publicationTitle,
  recordPath,
  scoreShortTitlePrefix,
  scoreTitle,
} from '@fontes/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { attributions, names, people, publications, scoreGenres, scores, sources } from '../../db/schema.ts';
import { personSummaryWith } from '../../entities/person/person-summary.ts';
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

async function scoreTerms(db: Executor, ids: readonly number[], { publicUrl }: FormatContext) {
  const rows = await db.query.scores.findMany({
    where: inArray(scores.id, [...ids]),
    columns: {
      id: true,
      title: true,
      short_title: true,
      shelfmark: true,
      work_date: true,
      key: true,
      opus: true,
      notes: true,
    },
    with: {
      collection: { columns: { id: true, name: true, prefix: true } },
      attributions: attributed,
      genres: { orderBy: [asc(scoreGenres.position)], with: { genre: { columns: { name: true } } } },
    },
  });
  return rows.map((score): [number, DublinCore] => [
    score.id,
    dc({
      title: [scoreTitle(score), score.title && score.title !== scoreTitle(score) ? score.title : ''],
      ...attributedPeople(score.attributions),
      subject: score.genres.map((g) => g.genre.name),
      description: [joinNonBlank([score.opus, score.key], ', '), score.notes ?? ''],
      date: [score.work_date ?? ''],
      type: ['Notated music'],
      identifier: [
        `${publicUrl}${recordPath('score', score.id)}`,
        scoreShortTitlePrefix(score.collection.prefix, score.shelfmark),
      ],
      relation: [score.collection.name, `${publicUrl}${recordPath('collection', score.collection.id)}`],
    }),
  ]);
}

async function personTerms(db: Executor, ids: readonly number[], { publicUrl }: FormatContext) {
  const rows = await db.query.people.findMany({
    where: inArray(people.id, [...ids]),
    columns: { id: true, dates: true, profession: true },
    with: {
      names: { orderBy: [asc(names.position)] },
      sources: { orderBy: [asc(sources.position)], columns: { type: true, gnd_id: true, rism_id: true } },
    },
  });
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

async function publicationTerms(db: Executor, ids: readonly number[], { publicUrl }: FormatContext) {
  const rows = await db.query.publications.findMany({
    where: inArray(publications.id, [...ids]),
    with: { attributions: attributed },
  });
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
