import { eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { files } from '../db/schema.ts';
import { localeFrom, translator } from '../i18n.ts';
import { contentDisposition } from './content-disposition.ts';
import { fileReaderReadsEvery, shownToVisitors } from './file-access.ts';
import { INLINE_TYPES } from './inspect.ts';
import { storageFor } from './storage.ts';

const MAX_ID = 2_147_483_647;

/**
 * What a file answer may do in a browser: nothing of its own (a sandboxed document that loads nothing,
 * whatever a contributor uploaded), and only on this site's pages.
 */
const fileAnswerHeaders = {
  'content-security-policy': "sandbox; default-src 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/**
 * `/file/{id}/download` always as an attachment; `/file/{id}/view` inline only for what a browser shows
 * safely (PNG, JPEG, GIF, WebP, PDF), else as an attachment too, and every other type as
 * application/octet-stream (an uploaded script is never served as one). Never sniffed. A visitor views
 * the images of digital copies and nothing else (file-access.ts): any other file is not found for them.
 */
export function registerFileRoutes(app: FastifyInstance, db: Database, config: Config): void {
  const storage = storageFor(config);
  const serve = (mode: 'download' | 'view') => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(fileAnswerHeaders);
    const notFound = () =>
      reply
        .status(404)
        .send({ error: translator(localeFrom(request.headers))('Server.error_not_found_path') });
    const raw = (request.params as { id: string }).id;
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
    if (id < 1 || id > MAX_ID) return notFound();
    const [file] = await db
      .select({ ...getTableColumns(files), shown: shownToVisitors })
      .from(files)
      .where(eq(files.id, id));
    if (!file || file.is_folder || !file.sha256) return notFound();
    const publicImage = mode === 'view' && file.shown;
    if (!publicImage && !(await fileReaderReadsEvery(db, request))) return notFound();
    const content = await storage.open(file.sha256);
    if (!content) return notFound();
    const mime = file.mime ?? 'application/octet-stream';
    const shownInline = INLINE_TYPES.has(mime);
    const inline = mode === 'view' && shownInline;
    return reply
      .header('content-type', shownInline ? mime : 'application/octet-stream')
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.filename))
      .header('cache-control', 'private, no-cache')
      .header('etag', `"${file.sha256}"`)
      .send(content);
  };
  app.get('/file/:id/download', serve('download'));
  app.get('/file/:id/view', serve('view'));
}
