// Spec §2: a record's path is its collection path plus the id; only saved records have one.

export type PathRecordType =
  | 'collection'
  | 'catalog'
  | 'person'
  | 'score'
  | 'page'
  | 'digital_copy'
  | 'composite'
  | 'publication'
  | 'file'
  | 'place';

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
