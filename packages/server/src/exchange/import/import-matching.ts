import type { Matched, SourceInput } from '@fontes/domain';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/database.ts';
import type { PersonReference } from '../marc/marc-attributions.ts';
import type { MarcDraft } from '../marc/read-marcxml.ts';
import type { EntryReference } from '../marc/score-marc.ts';

export type { Matched };

// What the records of an import point at, looked up in the database: people by their authority ids (the
// file's own person record named by $0, its GND and RISM ids), then by name and dates; publications by
// short title; collections by siglum (a collection's prefix); composites by shelfmark; genres by name.
// Reads only.

/** Ids of the file's own records by their 001, of the kinds the others point at. */
export interface FileRecords {
  people: Map<string, Extract<MarcDraft, { kind: 'person' }>>;
  publications: Map<string, Extract<MarcDraft, { kind: 'publication' }>>;
  composites: Map<string, Extract<MarcDraft, { kind: 'composite' }>>;
}

export function fileRecordsOf(drafts: readonly MarcDraft[]): FileRecords {
  const records: FileRecords = { people: new Map(), publications: new Map(), composites: new Map() };
  for (const draft of drafts) {
    if (!draft.controlNumber) continue;
    if (draft.kind === 'person') records.people.set(draft.controlNumber, draft);
    if (draft.kind === 'publication') records.publications.set(draft.controlNumber, draft);
    if (draft.kind === 'composite') records.composites.set(draft.controlNumber, draft);
  }
  return records;
}

const first = async (db: Executor, query: ReturnType<typeof sql>): Promise<number | null> =>
  rowsOf<{ id: number }>(await db.execute(query))[0]?.id ?? null;

/** A person with one of these GND or RISM ids among its sources. */
export async function personByAuthority(
  db: Executor,
  sources: readonly SourceInput[],
): Promise<{ id: number; by: 'gnd' | 'rism' } | null> {
  for (const key of ['gnd_id', 'rism_id'] as const) {
    const ids = sources.map((source) => source[key]).filter((id): id is string => Boolean(id?.trim()));
    for (const value of ids) {
      const id = await first(
        db,
        sql`select person_id as id from sources where person_id is not null and ${sql.identifier(key)} = ${value.trim()} order by person_id limit 1`,
      );
      if (id !== null) return { id, by: key === 'gnd_id' ? 'gnd' : 'rism' };
    }
  }
  return null;
}

/** A person known by this name (any of its names, case aside) with these dates. */
export async function personByName(db: Executor, name: string, dates: string | null): Promise<number | null> {
  if (!name.trim()) return null;
  return first(
    db,
    sql`select p.id from people p join names n on n.person_id = p.id
        where lower(n.name) = lower(${name.trim()}) and coalesce(p.dates, '') = ${dates?.trim() ?? ''}
        order by n.primary desc, p.id limit 1`,
  );
}

/** A reference to a person: the file's record it names and that record's authority ids, else name and dates. */
export async function matchPerson(db: Executor, file: FileRecords, ref: PersonReference): Promise<Matched> {
  const own = ref.authorityId ? file.people.get(ref.authorityId) : undefined;
  const sources: SourceInput[] = [
    ...(own?.input.sources ?? []),
    ...(ref.authorityId ? [{ type: 'rism', rism_id: ref.authorityId } as SourceInput] : []),
  ];
  const byAuthority = await personByAuthority(db, sources);
  if (byAuthority) return { name: ref.name, ...byAuthority };
  const byName = await personByName(db, ref.name, ref.dates);
  if (byName !== null) return { name: ref.name, id: byName, by: 'name' };
  return { name: ref.name, id: null, by: own ? 'file' : null };
}

export async function publicationByShortTitle(db: Executor, shortTitle: string): Promise<number | null> {
  if (!shortTitle.trim()) return null;
  return first(
    db,
    sql`select id from publications where lower(short_title) = lower(${shortTitle.trim()}) order by id limit 1`,
  );
}

export async function matchPublication(
  db: Executor,
  file: FileRecords,
  ref: { id: string | null; short_title: string },
): Promise<Matched> {
  const own = ref.id ? file.publications.get(ref.id) : undefined;
  const shortTitle = own?.input.short_title ?? ref.short_title;
  const id = await publicationByShortTitle(db, shortTitle ?? '');
  if (id !== null) return { name: shortTitle ?? '', id, by: 'short_title' };
  return { name: shortTitle ?? '', id: null, by: own ? 'file' : null };
}

export async function matchCollection(db: Executor, siglum: string | null): Promise<Matched> {
  const id = siglum?.trim()
    ? await first(db, sql`select id from collections where prefix = ${siglum.trim()} order by id limit 1`)
    : null;
  return { name: siglum ?? '', id, by: id === null ? null : 'siglum' };
}

export async function matchComposite(
  db: Executor,
  file: FileRecords,
  ref: { id: string | null; shelfmark: string | null },
): Promise<Matched> {
  const own = ref.id ? file.composites.get(ref.id) : undefined;
  const shelfmark = own?.input.shelfmark ?? ref.shelfmark ?? '';
  const id = shelfmark.trim()
    ? await first(
        db,
        sql`select id from composites where shelfmark = ${shelfmark.trim()} order by id limit 1`,
      )
    : null;
  if (id !== null) return { name: shelfmark, id, by: 'shelfmark' };
  return { name: shelfmark, id: null, by: own ? 'file' : null };
}

/** How a catalog entry is named in the report: "Inventar 1790, p. 3, no. 12". */
export const entryLabel = (ref: EntryReference) =>
  [ref.catalog, ref.page && `p. ${ref.page}`, ref.number && `no. ${ref.number}`].filter(Boolean).join(', ');

/**
 * A catalog entry of the score's collection: by its id when its catalog, page and number are the ones
 * named (an export of this database), else by the catalog's short title, the page's number and its own.
 */
export async function matchEntry(
  db: Executor,
  collection: number | null,
  ref: EntryReference,
): Promise<Matched> {
  const name = entryLabel(ref);
  if (collection === null || !ref.catalog?.trim()) return { name, id: null, by: null };
  const where = sql`c.collection_id = ${collection} and c.short_title = ${ref.catalog.trim()}
    and p.number is not distinct from ${ref.page} and e.number is not distinct from ${ref.number}`;
  const from = sql`entries e join pages p on p.id = e.page_id join catalogs c on c.id = p.catalog_id`;
  const byId = /^\d{1,9}$/.test(ref.id ?? '')
    ? await first(db, sql`select e.id from ${from} where e.id = ${Number(ref.id)} and ${where}`)
    : null;
  if (byId !== null) return { name, id: byId, by: 'id' };
  const id = await first(
    db,
    sql`select e.id from ${from} where ${where} order by c.id, p.position, e.position limit 1`,
  );
  return { name, id, by: id === null ? null : 'catalog' };
}

export async function matchGenre(db: Executor, name: string): Promise<Matched> {
  const id = name.trim()
    ? await first(db, sql`select id from genres where lower(name) = lower(${name.trim()}) limit 1`)
    : null;
  return { name, id, by: id === null ? null : 'name' };
}

/** A lookup made once per key: the promise kept, so that records asking at once share it too. */
function once<R>(cache: Map<string, Promise<R>>, key: string, find: () => Promise<R>): Promise<R> {
  let found = cache.get(key);
  if (!found) {
    found = find();
    cache.set(key, found);
  }
  return found;
}

/**
 * The matching of one import: each reference looked up once however many records name it (a spreadsheet
 * of 10,000 rows names its collection 10,000 times, its composers hundreds of times each).
 */
export function importMatcher(db: Executor, file: FileRecords) {
  const people = new Map<string, Promise<Matched>>();
  const publications = new Map<string, Promise<Matched>>();
  const collections = new Map<string, Promise<Matched>>();
  const genres = new Map<string, Promise<Matched>>();
  return {
    person: (ref: PersonReference) =>
      once(people, JSON.stringify([ref.authorityId, ref.name, ref.dates]), () => matchPerson(db, file, ref)),
    publication: (ref: { id: string | null; short_title: string }) =>
      once(publications, JSON.stringify([ref.id, ref.short_title]), () => matchPublication(db, file, ref)),
    collection: (siglum: string | null) => once(collections, siglum ?? '', () => matchCollection(db, siglum)),
    genre: (name: string) => once(genres, name, () => matchGenre(db, name)),
    composite: (ref: { id: string | null; shelfmark: string | null }) => matchComposite(db, file, ref),
  };
}

export type ImportMatcher = ReturnType<typeof importMatcher>;
