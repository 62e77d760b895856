import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { contentDisposition } from '../../files/content-disposition.ts';
import { localeFrom, type Translate, translator } from '../../i18n.ts';
import { exportRequest } from '../../search/export-route.ts';
import { type MarcExportSet, marcRecords, recordExists } from './export-load.ts';
import { COLLECTION_END, COLLECTION_START, MARCXML_MEDIA_TYPE } from './write-marcxml.ts';

// GET /export/marcxml/…: records as one MARCXML collection, streamed record by record. Anyone may export
// what anyone may read: every catalogue record is public, as the search's CSV export treats them.
//   /export/marcxml/search?<the search screen's parameters>   every hit that is a score, person, publication or composite
//   /export/marcxml/{scores|people|publications|composites}/{id}   one record
//   /export/marcxml/{scores|people|publications|composites}        every record of the kind
//   /export/marcxml/collections/{id}, /catalogs/{id}               a collection's scores, those a catalog lists
//   /export/marcxml/archive                                        every score, person, publication and composite

const KINDS = {
  scores: 'score',
  people: 'person',
  publications: 'publication',
  composites: 'composite',
} as const;
const OWNERS = { collections: 'collection', catalogs: 'catalog' } as const;

type Asked = { set: MarcExportSet; filename: string } | { status: number; error: string };

function askedSet(request: FastifyRequest, t: Translate, db: Database): Promise<Asked> | Asked {
  const [path, query = ''] = (request.raw.url ?? '').split('?');
  const [, , , what, rawId, ...rest] = path.split('/');
  if (rest.length) return { status: 404, error: t('Server.error_not_found') };
  if (what === 'search') {
    const asked = exportRequest(new URLSearchParams(query));
    if ('refusal' in asked) return { status: 400, error: t(asked.refusal.key, asked.refusal.values) };
    return { set: { search: asked.request }, filename: t('Search.export_filename') };
  }
  if (what === 'archive' && rawId === undefined)
    return { set: { archive: true }, filename: t('Marc.export_filename') };
  const kind = KINDS[what as keyof typeof KINDS];
  const owner = OWNERS[what as keyof typeof OWNERS];
  if (kind && rawId === undefined) return { set: { kind, all: true }, filename: what };
  const id = Number(rawId);
  if ((!kind && !owner) || !/^[1-9]\d{0,9}$/.test(rawId ?? '') || id > 2 ** 31 - 1)
    return { status: 404, error: t('Server.error_not_found') };
  return (async () => {
    if (!(await recordExists(db, kind ?? owner, id)))
      return { status: 404, error: t('Server.error_not_found') };
    const set: MarcExportSet = kind
      ? { kind, id }
      : owner === 'collection'
        ? { collection: id }
        : { catalog: id };
    return { set, filename: `${kind ?? owner}-${id}` };
  })();
}

/** The collection's text: its start, each record as it is made, its end. */
async function* collectionXml(records: AsyncIterable<string>) {
  yield COLLECTION_START;
  for await (const record of records) if (record) yield record;
  yield COLLECTION_END;
}

export function registerMarcExport(app: FastifyInstance, db: Database, config: Config): void {
  // One export at a time per client (by address), as the CSV export: each reads a whole set.
  const exporting = new Set<string>();
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const t = translator(localeFrom(request.headers));
    const asked = await askedSet(request, t, db);
    if ('error' in asked) return reply.status(asked.status).send({ error: asked.error });
    if (exporting.has(request.ip)) return reply.status(429).send({ error: t('Search.error_export_running') });
    exporting.add(request.ip);
    const release = () => exporting.delete(request.ip);
    const stream = Readable.from(collectionXml(marcRecords(db, config, asked.set)));
    stream.once('end', release).once('close', release).once('error', release);
    return reply
      .header('content-type', `${MARCXML_MEDIA_TYPE}; charset=utf-8`)
      .header('content-disposition', contentDisposition('attachment', `${asked.filename}.xml`))
      .header('cache-control', 'no-store')
      .send(stream);
  };
  app.get('/export/marcxml/*', answer);
}
