import { recordCollectionPaths } from '@fontes/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { localeFrom, translator } from '../../i18n.ts';
import { survivorOf } from '../../records/merged-ids.ts';
import { preferredMediaType } from './negotiation.ts';
import { type PermalinkType, permalinkRepresentations, permalinkTypes } from './representations.ts';

/** What browsers get at a permalink: the app's page (the HTTP app's SPA fallback hands it in). */
type AppPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

const MAX_ID = 2_147_483_647;
const idOf = (raw: string) => {
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= MAX_ID ? id : null;
};

// The web page comes first: a tie (`*/*`, no Accept at all) is the browser's.
const WEB_PAGE = 'text/html';

/**
 * A record's permalink (`/scores/{id}`, `/people/{id}`, `/publications/{id}`, `/collections/{id}`): the web
 * app's page for browsers, another representation (JSON-LD) for a client whose Accept header prefers it.
 * Every answer varies by Accept, so that caches keep them apart.
 */
export function registerPermalinks(
  app: FastifyInstance,
  db: Database,
  config: Config,
  appPage: AppPage,
): void {
  const base = config.publicUrl.replace(/\/$/, '');
  for (const type of permalinkTypes) {
    const offered = [
      WEB_PAGE,
      ...permalinkRepresentations.filter((r) => r.types.includes(type)).map((r) => r.mediaType),
    ];
    app.get(`${recordCollectionPaths[type]}/:id`, async (request, reply) => {
      reply.header('vary', 'Accept');
      const mediaType = preferredMediaType(request.headers.accept, offered);
      const representation = permalinkRepresentations.find((r) => r.mediaType === mediaType);
      if (!representation) return appPage(request, reply);
      const id = idOf((request.params as { id: string }).id);
      const document = id === null ? null : await representation.write(db, type as PermalinkType, id, base);
      // A merged record's permalink leads to the record it was merged into (merge/).
      const survivor = document === null && id !== null ? await survivorOf(db, type, id) : null;
      if (survivor !== null) return reply.redirect(`${recordCollectionPaths[type]}/${survivor}`, 301);
      if (document === null)
        return reply
          .status(404)
          .send({ error: translator(localeFrom(request.headers))('Server.error_not_found_path') });
      return reply.header('content-type', representation.contentType).send(document);
    });
  }
}
