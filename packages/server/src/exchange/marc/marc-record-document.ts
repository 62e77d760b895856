import type { Executor } from '../../db/database.ts';
import { type MarcRecordKind, marcRecordXml } from './export-load.ts';
import { MARC21_NAMESPACE } from './write-marcxml.ts';

/**
 * One record's MARCXML `<record>` standing alone (in an OAI-PMH answer, at a permalink): it declares the
 * MARC 21 namespace itself. '' when there is no such record.
 */
export async function standaloneMarcRecord(
  db: Executor,
  kind: MarcRecordKind,
  id: number,
  publicUrl: string,
): Promise<string> {
  const xml = await marcRecordXml(db, kind, id, publicUrl);
  return xml.replace(/^<record/, `<record xmlns="${MARC21_NAMESPACE}"`).trimEnd();
}
