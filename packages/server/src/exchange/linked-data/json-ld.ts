import {
  joinNonBlank,
  personName,
  publicationTitle,
  recordPath,
  scoreShortTitlePrefix,
  scoreTitle,
} from '@fontes/domain';
import { authorityLinks } from '../oai/oai-dc.ts';

// A record in schema.org terms as JSON-LD: what a linked-data client reads from its permalink. Only
// what the record's page shows a visitor.

type Json = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

interface NamedPerson {
  id: number;
  names: ReadonlyArray<{ name: string; primary: boolean }>;
}
interface Attribution {
  function: string;
  person: NamedPerson;
}
interface Sourced {
  gnd_id: string | null;
  rism_id: string | null;
}

const blankless = (values: ReadonlyArray<string | null | undefined>) => [
  ...new Set(values.map((v) => v?.trim()).filter((v): v is string => !!v)),
];

/** A list as JSON-LD writes it: left out when empty. */
const some = (values: readonly unknown[]) => (values.length ? values : undefined);

function personReference(base: string, person: NamedPerson): Json {
  return { '@type': 'Person', '@id': `${base}${recordPath('person', person.id)}`, name: personName(person) };
}

/** Composers (`aut`) as composer and creator; everyone else attributed as contributor. */
function attributed(base: string, attributions: readonly Attribution[]) {
  const composers = attributions
    .filter((a) => a.function === 'aut')
    .map((a) => personReference(base, a.person));
  const others = attributions.filter((a) => a.function !== 'aut').map((a) => personReference(base, a.person));
  return { composers, others };
}

const rismSources = (sources: readonly Sourced[]) =>
  blankless(sources.map((s) => s.rism_id)).map(
    (id) => `https://rism.online/sources/${encodeURIComponent(id)}`,
  );

export interface ScoreLike {
  id: number;
  title: string | null;
  short_title: string;
  shelfmark: string;
  former_shelfmarks: string | null;
  alternative_name: string | null;
  opus: string | null;
  work_date: string | null;
  key: string | null;
  notes: string | null;
  collection: { id: number; name: string; prefix: string };
  attributions: readonly Attribution[];
  genres: ReadonlyArray<{ name: string }>;
  sources: readonly Sourced[];
}

export function scoreJsonLd(base: string, score: ScoreLike): Json {
  const id = `${base}${recordPath('score', score.id)}`;
  const { composers, others } = attributed(base, score.attributions);
  const shelfmark = scoreShortTitlePrefix(score.collection.prefix, score.shelfmark);
  return {
    '@context': CONTEXT,
    '@type': ['MusicComposition', 'CreativeWork'],
    '@id': id,
    url: id,
    name: scoreTitle(score),
    alternateName: some(
      blankless([score.title, score.alternative_name]).filter((n) => n !== scoreTitle(score)),
    ),
    composer: some(composers),
    creator: some(composers),
    contributor: some(others),
    identifier: [
      { '@type': 'PropertyValue', propertyID: 'shelfmark', value: shelfmark },
      ...blankless([score.former_shelfmarks]).map((value) => ({
        '@type': 'PropertyValue',
        propertyID: 'former shelfmark',
        value,
      })),
      ...blankless([score.opus]).map((value) => ({ '@type': 'PropertyValue', propertyID: 'opus', value })),
    ],
    genre: some(blankless(score.genres.map((g) => g.name))),
    musicalKey: score.key?.trim() || undefined,
    dateCreated: score.work_date?.trim() || undefined,
    description: score.notes?.trim() || undefined,
    sameAs: some(rismSources(score.sources)),
    isPartOf: {
      '@type': 'Collection',
      '@id': `${base}${recordPath('collection', score.collection.id)}`,
      name: score.collection.name,
    },
  };
}

export interface PersonLike extends NamedPerson {
  dates: string | null;
  profession: string | null;
  sources: readonly Sourced[];
}

/** "1732–1809", "um 1700-1760": the first and last year; anything else stays the description's. */
function lifeYears(dates: string | null): { birthDate?: string; deathDate?: string } {
  const match = /^\D*?(\d{3,4})\D*?[-–]\D*?(\d{3,4})\D*$/.exec(dates ?? '');
  return match ? { birthDate: match[1], deathDate: match[2] } : {};
}

export function personJsonLd(base: string, person: PersonLike): Json {
  const id = `${base}${recordPath('person', person.id)}`;
  const name = personName(person);
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': id,
    url: id,
    name,
    alternateName: some(blankless(person.names.map((n) => n.name)).filter((n) => n !== name)),
    ...lifeYears(person.dates),
    description: person.dates?.trim() || undefined,
    jobTitle: person.profession?.trim() || undefined,
    sameAs: some(authorityLinks(person.sources)),
  };
}

export interface PublicationLike {
  id: number;
  title: string;
  short_title: string;
  publisher: string | null;
  publication_place: string | null;
  publication_date: string | null;
  extent: string | null;
  notes: string | null;
  attributions: readonly Attribution[];
  sources: readonly Sourced[];
}

export function publicationJsonLd(base: string, publication: PublicationLike): Json {
  const id = `${base}${recordPath('publication', publication.id)}`;
  const { composers, others } = attributed(base, publication.attributions);
  const name = publicationTitle(publication);
  return {
    '@context': CONTEXT,
    '@type': ['Book', 'CreativeWork'],
    '@id': id,
    url: id,
    name,
    alternateName: some(blankless([publication.short_title]).filter((n) => n !== name)),
    author: some(composers),
    contributor: some(others),
    publisher: publication.publisher?.trim()
      ? {
          '@type': 'Organization',
          name: publication.publisher.trim(),
          location: publication.publication_place?.trim() || undefined,
        }
      : undefined,
    datePublished: publication.publication_date?.trim() || undefined,
    description: joinNonBlank([publication.extent, publication.notes], '; ') || undefined,
    sameAs: some(rismSources(publication.sources)),
  };
}

export interface CollectionLike {
  id: number;
  name: string;
  prefix: string;
  description: string | null;
  url: string | null;
}

export function collectionJsonLd(base: string, collection: CollectionLike): Json {
  const id = `${base}${recordPath('collection', collection.id)}`;
  return {
    '@context': CONTEXT,
    '@type': 'Collection',
    '@id': id,
    url: id,
    name: collection.name,
    identifier: { '@type': 'PropertyValue', propertyID: 'siglum', value: collection.prefix },
    description: collection.description?.trim() || undefined,
    sameAs: collection.url?.trim() || undefined,
  };
}
