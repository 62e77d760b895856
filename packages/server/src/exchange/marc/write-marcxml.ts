import { MarcRecord } from '@natlibfi/marc-record';
import { MARCXML } from '@natlibfi/marc-record-serializers';
import type { CompositeRecord } from '../../entities/composite/composite-record.ts';
import type { PersonRecord } from '../../entities/person/person-record.ts';
import type { PublicationRecord } from '../../entities/publication/publication-record.ts';
import { COMPOSITE_LEADER, compositeRules } from './composite-marc.ts';
import { type MarcField, writeFields } from './marc-fields.ts';
import { PERSON_LEADER, personRules } from './person-marc.ts';
import { PUBLICATION_LEADER, publicationRules } from './publication-marc.ts';
import { type ScoreForMarc, scoreLeader, scoreRules } from './score-marc.ts';

// Records written as MARCXML strings, one at a time, so that an export writes each as it is made.

export const MARC21_NAMESPACE = 'http://www.loc.gov/MARC21/slim';
export const MARCXML_MEDIA_TYPE = 'application/marcxml+xml';
export const COLLECTION_START = `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="${MARC21_NAMESPACE}">\n`;
export const COLLECTION_END = '</collection>\n';

// What we write is checked by our own rules; the record's checks would refuse a record of no data fields.
const WRITING = { fields: false, subfields: false, subfieldValues: false };

function recordXml(leader: string, fields: MarcField[]): string {
  // Inside the collection the record's own (equal) namespace declaration is left out.
  const xml = MARCXML.to(new MarcRecord({ leader, fields }, WRITING), { omitDeclaration: true });
  return `${xml.replace(` xmlns="${MARC21_NAMESPACE}"`, '')}\n`;
}

export const scoreXml = (score: ScoreForMarc) =>
  recordXml(scoreLeader(score), writeFields(scoreRules, score));
export const personXml = (person: PersonRecord) => recordXml(PERSON_LEADER, writeFields(personRules, person));
export const publicationXml = (publication: PublicationRecord) =>
  recordXml(PUBLICATION_LEADER, writeFields(publicationRules, publication));
export const compositeXml = (composite: CompositeRecord) =>
  recordXml(COMPOSITE_LEADER, writeFields(compositeRules, composite));
