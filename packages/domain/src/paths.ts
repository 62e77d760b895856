// Spec §2: a record's path is its collection path plus the id; only saved records have one.

import { type RecordName, type RecordType, recordTypes } from './codes.ts';

/** The records with an address of their own: every record but catalog entries, shown on their page. */
export type PathRecordType = Exclude<RecordName, 'entry'>;

export const recordCollectionPaths: Readonly<Record<PathRecordType, string>> = {
  collection: '/collections',
  catalog: '/catalogs',
  person: '/people',
  score: '/scores',
  page: '/pages',
  digital_copy: '/digital-copies',
  composite: '/composites',
  publication: '/publications',
  file: '/files',
  place: '/places',
};

/**
 * The {type} of `/search/{type}`: the singular of the type's route (`/digital-copies` → `digital-copy`), the
 * one place the address of a search type is decided (the GraphQL `RecordType` keeps its `digital_copy`).
 */
export const recordTypeSlugs: Readonly<Record<RecordType, string>> = {
  collection: 'collection',
  catalog: 'catalog',
  entry: 'entry',
  score: 'score',
  person: 'person',
  publication: 'publication',
  composite: 'composite',
  digital_copy: 'digital-copy',
};

/** The record type a `/search/{type}` slug names, or undefined. */
export function recordTypeOfSlug(slug: string | undefined): RecordType | undefined {
  return recordTypes.find((type) => recordTypeSlugs[type] === slug);
}

/** The shareable address of a search: `/search/{type}?q=<query>`, or `/search?q=` over all types. */
export function searchPath(type: RecordType | null, query = ''): string {
  const path = type ? `/search/${recordTypeSlugs[type]}` : '/search';
  const q = query.trim();
  return q ? `${path}?${new URLSearchParams({ q })}` : path;
}

/** A record id is a positive integer; new records have none. */
export function isRecordId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

export function recordPath(type: PathRecordType, id?: number | null): string | undefined {
  return isRecordId(id) ? `${recordCollectionPaths[type]}/${id}` : undefined;
}

export function recordEditPath(type: PathRecordType, id?: number | null): string | undefined {
  const path = recordPath(type, id);
  return path && `${path}/edit`;
}

export function createPath(type: PathRecordType): string {
  return `${recordCollectionPaths[type]}/create`;
}

export function fileDownloadPath(id: number): string {
  return `/file/${id}/download`;
}

export function fileViewPath(id: number): string {
  return `/file/${id}/view`;
}

/** Entries have no screen of their own; they are shown on their page inside the catalog. */
export function entryPath(catalogId: number, pageId: number): string {
  return `${recordCollectionPaths.catalog}/${catalogId}?tab=page&pageId=${pageId}`;
}

const marcExportSlugs = { score: 'scores', person: 'people', publication: 'publications' } as const;

/** One record as MARCXML (the server's /export/marcxml/…). */
export function marcExportPath(type: keyof typeof marcExportSlugs, id: number): string {
  return `/export/marcxml/${marcExportSlugs[type]}/${id}`;
}

/** One score as MEI (the server's /export/mei/scores/{id}). */
export function meiExportPath(id: number): string {
  return `/export/mei/scores/${id}`;
}
