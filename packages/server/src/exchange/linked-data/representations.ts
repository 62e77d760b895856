import type { Executor } from '../../db/database.ts';
import { collectionRecord } from '../../entities/collection/collection-record.ts';
import { personRecord } from '../../entities/person/person-record.ts';
import { publicationRecord } from '../../entities/publication/publication-record.ts';
import { scoreRecord } from '../../entities/score/score-record.ts';
import { standaloneMarcRecord } from '../marc/marc-record-document.ts';
import { MARCXML_MEDIA_TYPE } from '../marc/write-marcxml.ts';
import { collectionJsonLd, personJsonLd, publicationJsonLd, scoreJsonLd } from './json-ld.ts';

/** The records whose permalinks answer other representations than the web page. */
export const permalinkTypes = ['score', 'person', 'publication', 'collection'] as const;
export type PermalinkType = (typeof permalinkTypes)[number];

/**
 * A representation a record's permalink answers when the Accept header prefers its media type over the
 * web page: one entry of `permalinkRepresentations`. `write` answers the document, or null when there is
 * no such record.
 */
export interface PermalinkRepresentation {
  mediaType: string;
  /** The Content-Type of the answer. */
  contentType: string;
  types: readonly PermalinkType[];
  write(db: Executor, type: PermalinkType, id: number, base: string): Promise<string | null>;
}

// Each record as its own definition loads it: what getScore and the others answer a visitor.
const jsonLdOf: Record<PermalinkType, (db: Executor, id: number, base: string) => Promise<object | null>> = {
  score: async (db, id, base) => {
    const score = await scoreRecord.load(db, id);
    return score && scoreJsonLd(base, score);
  },
  person: async (db, id, base) => {
    const person = await personRecord.load(db, id);
    return person && personJsonLd(base, person);
  },
  publication: async (db, id, base) => {
    const publication = await publicationRecord.load(db, id);
    return publication && publicationJsonLd(base, publication);
  },
  collection: async (db, id, base) => {
    const collection = await collectionRecord.load(db, id);
    return collection && collectionJsonLd(base, collection);
  },
};

export const jsonLd: PermalinkRepresentation = {
  mediaType: 'application/ld+json',
  contentType: 'application/ld+json; charset=utf-8',
  types: permalinkTypes,
  async write(db, type, id, base) {
    const document = await jsonLdOf[type](db, id, base);
    return document && JSON.stringify(document);
  },
};

/** A score, person or publication as one MARCXML record (RISM's MARC 21 profile, docs/marc.md). */
export const marcXmlRecord: PermalinkRepresentation = {
  mediaType: MARCXML_MEDIA_TYPE,
  contentType: `${MARCXML_MEDIA_TYPE}; charset=utf-8`,
  types: ['score', 'person', 'publication'],
  async write(db, type, id, base) {
    if (type === 'collection') return null;
    const record = await standaloneMarcRecord(db, type, id, base);
    return record && `<?xml version="1.0" encoding="UTF-8"?>\n${record}\n`;
  },
};

/** What permalinks answer besides the web page, in order of preference on a tie. */
export const permalinkRepresentations: readonly PermalinkRepresentation[] = [jsonLd, marcXmlRecord];
