import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { files } from '../db/schema.ts';
import { localeFrom, translator } from '../i18n.ts';
import { INLINE_TYPES } from './inspect.ts';
import { storageFor } from './storage.ts';

const MAX_ID = 2_147_483_647;

/** RFC 6266: a plain ASCII `filename` for old clients and the exact name as UTF-8 in `filename*`. */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * `/file/{id}/download` always as an attachment; `/file/{id}/view` inline only for what a browser shows
 * safely (PNG, JPEG, GIF, WebP, PDF), else as an attachment too. Never sniffed. Reads are public.
 */
export function registerFileRoutes(app: FastifyInstance, db: Database, config: Config): void {
  const storage = storageFor(config);
  const serve = (mode: 'download' | 'view') => async (request: FastifyRequest, reply: FastifyReply) => {
    const notFound = () =>
      reply
        .status(404)
        .header('x-content-type-options', 'nosniff')
        .send({ error: translator(localeFrom(request.headers))('Server.error_not_found_path') });
    const raw = (request.params as { id: string }).id;
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
    if (id < 1 || id > MAX_ID) return notFound();
    const [file] = await db.select().from(files).where(eq(files.id, id));
    if (!file || file.is_folder || !file.sha256) return notFound();
    const content = await storage.open(file.sha256);
    if (!content) return notFound();
    const mime = file.mime ?? 'application/octet-stream';
    const inline = mode === 'view' && INLINE_TYPES.has(mime);
    return reply
      .header('content-type', mime)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-cache')
      .header('etag', `"${file.sha256}"`)
      .send(content);
  };
  app.get('/file/:id/download', serve('download'));
  app.get('/file/:id/view', serve('view'));
}
