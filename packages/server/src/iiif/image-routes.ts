import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { preparedPerExecutor } from '../db/pglite-statements.ts';
import { files } from '../db/schema.ts';
import { fileReaderReadsEvery, shownToVisitors } from '../files/file-access.ts';
import { storageFor } from '../files/storage.ts';
import { localeFrom, translator } from '../i18n.ts';
import { derivedCacheFor } from './derived-cache.ts';
import { canonicalName, FORMATS, MAX_AREA, MAX_SIDE, planImage } from './image-request.ts';
import { imageInfo, imageSize, renderImage } from './image-service.ts';
import { contentVersion, imageServicePath, SERVED_TYPES } from './image-source.ts';

const MAX_ID = 2_147_483_647;
const LIMITS = { max: `${MAX_SIDE} × ${MAX_SIDE} px, ${MAX_AREA / 1_000_000} MP` };
const IMAGE_PROFILE = 'http://iiif.io/api/image/3/context.json';

/**
 * Headers every IIIF answer carries: readable by viewers on any site; kept from shared caches when not
 * everybody may read it (`shared` false). Revalidated by its ETag, unless it answers for a version of the
 * image's content (`forGood`), which never changes: then kept without asking again.
 */
export function iiifHeaders(reply: FastifyReply, shared = true, forGood = false): FastifyReply {
  const scope = shared ? 'public' : 'private';
  return reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', forGood ? `${scope}, max-age=31536000, immutable` : `${scope}, no-cache`);
}

type Problem = { status: 400 | 404; key: string; values?: Record<string, unknown> };

const fileRow = preparedPerExecutor('iiif_image_file', (db) =>
  db
    .select({
      id: files.id,
      sha256: files.sha256,
      mime: files.mime,
      width: files.width,
      height: files.height,
      shown: shownToVisitors,
    })
    .from(files)
    .where(eq(files.id, sql.placeholder('id'))),
);

const NOT_FOUND: Problem = { status: 404, key: 'Server.error_not_found_path' };

/**
 * The image a path segment names: a file id, and the version of its content when given (`{id}-{version}`,
 * image-source.ts). Digits and hex only, so that nothing else reaches a query or a header.
 */
function imageIdOf(raw: string): { id: number; version?: string } | undefined {
  const match = /^(\d{1,10})(?:-([0-9a-f]{16}))?$/.exec(raw);
  const id = match ? Number(match[1]) : 0;
  return match && id >= 1 && id <= MAX_ID ? { id, version: match[2] } : undefined;
}

/** The file row an image request names, its pixel size filled in (and stored) when it was not known. */
async function imageFile(db: Database, config: Config, raw: string) {
  const named = imageIdOf(raw);
  if (named === undefined) return NOT_FOUND;
  const { id, version } = named;
  const [file] = await fileRow(db).execute({ id });
  if (!file?.sha256) return NOT_FOUND;
  if (!SERVED_TYPES.has(file.mime ?? '')) return { status: 400, key: 'Iiif.error_not_image' } as Problem;
  const sha256 = file.sha256;
  const asked = { version, raw };
  if (file.width && file.height) return { ...file, sha256, width: file.width, height: file.height, asked };
  // Files stored before their size was read: read it once from the header, and keep it.
  const path = await storageFor(config).localPath(sha256);
  const size = path && (await imageSize(path));
  if (!size) return { status: 400, key: 'Iiif.error_unreadable' } as Problem;
  await db.update(files).set(size).where(eq(files.id, id));
  return { ...file, sha256, ...size, asked };
}

type ImageFile = Exclude<Awaited<ReturnType<typeof imageFile>>, Problem>;

function problem(request: FastifyRequest, reply: FastifyReply, { status, key, values }: Problem) {
  const t = translator(localeFrom(request.headers));
  return iiifHeaders(reply)
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .send({ error: t(key, values) });
}

const wantsJsonLd = (request: FastifyRequest) =>
  (request.headers.accept ?? '').includes('application/ld+json');

/**
 * IIIF Image API 3.0 (level 2) over the image files: `/iiif/image/{fileId}/info.json` and
 * `/iiif/image/{fileId}/{region}/{size}/{rotation}/{quality}.{format}`. The images of digital copies are
 * readable by anyone, any other image only by those who read every file (files/file-access.ts), as
 * `/file/{id}/view` is. Ids in info.json start with PUBLIC_URL, never with a request's Host.
 */
export function registerImageRoutes(app: FastifyInstance, db: Database, config: Config): void {
  const cache = derivedCacheFor(config);
  const withFile =
    (answer: (file: ImageFile, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const file = await imageFile(db, config, (request.params as { id: string }).id);
      if ('key' in file) return problem(request, reply, file);
      if (!file.shown && !(await fileReaderReadsEvery(db, request)))
        return problem(request, reply, { status: 404, key: 'Server.error_not_found_path' });
      // An earlier version of a replaced content: the same request of the current one, at PUBLIC_URL as
      // every IIIF id is.
      const current = contentVersion(file.sha256);
      if (file.asked.version && file.asked.version !== current) {
        const rest = request.url.slice(
          request.url.indexOf(`/${file.asked.raw}/`) + file.asked.raw.length + 2,
        );
        const to = `${config.publicUrl}${imageServicePath(file.id, file.sha256)}/${rest}`;
        return iiifHeaders(reply, file.shown).redirect(to, 303);
      }
      return answer(file, request, reply);
    };

  // The id becomes part of a Location header: anything but a file id (an encoded address, CR/LF) is no image.
  app.get('/iiif/image/:id', (request, reply) => {
    const named = imageIdOf((request.params as { id: string }).id);
    if (named === undefined) return problem(request, reply, NOT_FOUND);
    const id = named.version ? `${named.id}-${named.version}` : named.id;
    return iiifHeaders(reply).redirect(`${id}/info.json`, 303);
  });

  app.get(
    '/iiif/image/:id/info.json',
    withFile(async (file, request, reply) => {
      const etag = `"${file.sha256.slice(0, 32)}-info"`;
      const versioned = file.asked.version !== undefined;
      iiifHeaders(reply, file.shown, versioned).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const type = wantsJsonLd(request)
        ? `application/ld+json;profile="${IMAGE_PROFILE}"`
        : 'application/json';
      return reply
        .header('content-type', type)
        .header('link', `<http://iiif.io/api/image/3/level2.json>;rel="profile"`)
        .send(
          imageInfo(
            `${config.publicUrl}${imageServicePath(file.id, versioned ? file.sha256 : null)}`,
            file.width,
            file.height,
          ),
        );
    }),
  );

  app.get(
    '/iiif/image/:id/:region/:size/:rotation/:file',
    withFile(async (file, request, reply) => {
      const segments = request.params as { region: string; size: string; rotation: string; file: string };
      const planned = planImage(segments, file.width, file.height);
      if (!planned.ok) return problem(request, reply, { status: 400, key: planned.key, values: LIMITS });
      const name = `${file.sha256.slice(0, 16)}_${canonicalName(planned.plan)}`;
      const etag = `"${name}"`;
      iiifHeaders(reply, file.shown, file.asked.version !== undefined).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const image = (bytes: unknown) =>
        reply
          .header('content-type', FORMATS[planned.plan.format])
          .header('link', `<http://iiif.io/api/image/3/level2.json>;rel="profile"`)
          .send(bytes);
      const cached = await cache.get(file.id, name);
      if (cached) return image(cached);
      const path = await storageFor(config).localPath(file.sha256);
      if (!path) return problem(request, reply, NOT_FOUND);
      const bytes = await renderImage(path, planned.plan, file, config.iiifMaxInputPixels).catch(
        (error: Error) => error,
      );
      if (bytes instanceof Error) {
        const tooLarge = /pixel limit/i.test(bytes.message);
        return problem(request, reply, {
          status: 400,
          key: tooLarge ? 'Iiif.error_too_many_pixels' : 'Iiif.error_unreadable',
        });
      }
      // A cache that cannot be written (a full disk) costs speed, not the answer.
      await cache
        .put(file.id, name, bytes)
        .catch((error) => request.log.warn({ err: error }, 'IIIF cache write failed'));
      return image(bytes);
    }),
  );
}
