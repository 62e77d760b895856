import { standaloneMarcRecord } from '../marc/marc-record-document.ts';
import { MARC21_NAMESPACE } from '../marc/write-marcxml.ts';
import type { MetadataFormat } from './format.ts';

/** `marcxml`: each record as the MARCXML export writes it (RISM's MARC 21 profile, docs/marc.md). */
export const marcXml: MetadataFormat<string> = {
  prefix: 'marcxml',
  schema: 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd',
  namespace: MARC21_NAMESPACE,
  types: ['score', 'person', 'publication'],
  async load(db, type, ids, context) {
    const records = new Map<number, string>();
    for (const id of ids) {
      const xml = await standaloneMarcRecord(db, type, id, context.publicUrl);
      if (xml) records.set(id, xml);
    }
    return records;
  },
  write: (record) => record,
};
