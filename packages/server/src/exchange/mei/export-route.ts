import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZipFile } from 'yazl';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { contentDisposition } from '../../files/content-disposition.ts';
import { localeFrom, translator } from '../../i18n.ts';
import { exportRequest } from '../../search/export-route.ts';
import { meiExportLimit, scoreCount, scoreMeiFile, searchedScores } from './export-load.ts';
import { MEI_MEDIA_TYPE } from './score-mei.ts';

// GET /export/mei/…: scores as MEI 5. Anyone may export what anyone may read: every catalogue record is
// public, as the MARCXML export treats them.
//   /export/mei/scores/{id}                                 one score as one MEI file, named by its shelfmark
//   /export/mei/search?<the search screen's parameters>     the scores it finds as a zip of MEI files, streamed

/** A shelfmark as a file name: no folders, nothing a file system refuses. */
const fileNameOf = (shelfmark: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is left out
  shelfmark.replace(/[/\\:*?"<>|\u0000-\u001f]/g, '_').trim() || 'score';

/** The zip's entries, each file made when the zip reaches it; names made unique by the score's id. */
function zipOf(db: Database, config: Config, scores: AsyncIterable<{ id: number; shelfmark: string }>) {
  const zip = new ZipFile();
  // yazl's stream is a Node Readable (its types say only ReadableStream).
  const output = zip.outputStream as Readable;
  const names = new Set<string>();
  (async () => {
    for await (const { id, shelfmark } of scores) {
      let name = `${fileNameOf(shelfmark)}.mei`;
      if (names.has(name)) name = `${fileNameOf(shelfmark)} (${id}).mei`;
      names.add(name);
      zip.addReadStreamLazy(name, (done) =>
        done(
          null,
          Readable.from(
            (async function* () {
              yield (await scoreMeiFile(db, id, config.publicUrl))?.mei ?? '';
            })(),
          ),
        ),
      );
    }
    zip.end();
  })().catch((error: Error) => output.destroy(error));
  return output;
}

export function registerMeiExport(app: FastifyInstance, db: Database, config: Config): void {
  // One zip at a time per client (by address), as the other exports: each reads a whole set.
  const exporting = new Set<string>();

  app.get('/export/mei/search', async (request: FastifyRequest, reply: FastifyReply) => {
    const t = translator(localeFrom(request.headers));
    const query = (request.raw.url ?? '').split('?')[1] ?? '';
    const asked = exportRequest(new URLSearchParams(query));
    if ('refusal' in asked)
      return reply.status(400).send({ error: t(asked.refusal.key, asked.refusal.values) });
    if (exporting.has(request.ip)) return reply.status(429).send({ error: t('Search.error_export_running') });
    const count = await scoreCount(db, asked.request);
    if (count > meiExportLimit.max)
      return reply.status(400).send({ error: t('Mei.error_too_many', { count, max: meiExportLimit.max }) });
    exporting.add(request.ip);
    const release = () => exporting.delete(request.ip);
    const stream = zipOf(db, config, searchedScores(db, asked.request));
    stream.once('end', release).once('close', release).once('error', release);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition('attachment', `${t('Mei.export_filename')}.zip`))
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.get('/export/mei/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const t = translator(localeFrom(request.headers));
    const [, , , what, rawId, ...rest] = (request.raw.url ?? '').split('?')[0].split('/');
    const id = Number(rawId);
    if (what !== 'scores' || rest.length || !/^[1-9]\d{0,9}$/.test(rawId ?? '') || id > 2 ** 31 - 1)
      return reply.status(404).send({ error: t('Server.error_not_found') });
    const file = await scoreMeiFile(db, id, config.publicUrl);
    if (file === null) return reply.status(404).send({ error: t('Server.error_not_found') });
    return reply
      .header('content-type', `${MEI_MEDIA_TYPE}; charset=utf-8`)
      .header('content-disposition', contentDisposition('attachment', `${fileNameOf(file.shelfmark)}.mei`))
      .header('cache-control', 'no-store')
      .send(file.mei);
  });
}
