import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { localeFrom, translator } from '../i18n.ts';
import { iiifHeaders } from './image-routes.ts';
import { digitalCopyManifest, digitalCopyRegionPage } from './manifest.ts';

const MAX_ID = 2_147_483_647;
const PRESENTATION_PROFILE = 'http://iiif.io/api/presentation/3/context.json';

const idOf = (raw: string) => {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return id >= 1 && id <= MAX_ID ? id : null;
};

/** A Presentation API document as IIIF clients expect it, or the translated 404 when there is none. */
function sendPresentation(request: FastifyRequest, reply: FastifyReply, document: object | null) {
  iiifHeaders(reply);
  if (!document)
    return reply
      .status(404)
      .send({ error: translator(localeFrom(request.headers))('Server.error_not_found_path') });
  const jsonLd = (request.headers.accept ?? '').includes('application/ld+json');
  return reply
    .header(
      'content-type',
      jsonLd ? `application/ld+json;profile="${PRESENTATION_PROFILE}"` : 'application/json; charset=utf-8',
    )
    .send(JSON.stringify(document));
}

/**
 * `/iiif/manifest/{digitalCopyId}`: the Presentation API 3.0 manifest, readable by anyone and anywhere;
 * `…/regions/{imageId}`: the AnnotationPage of the catalog entries' regions on that image, as its id says.
 */
export function registerManifestRoute(app: FastifyInstance, db: Database, config: Config): void {
  app.get('/iiif/manifest/:id', async (request, reply) => {
    const id = idOf((request.params as { id: string }).id);
    const manifest = id === null ? null : await digitalCopyManifest(db, id, config.publicUrl);
    return sendPresentation(request, reply, manifest);
  });
  app.get('/iiif/manifest/:id/regions/:imageId', async (request, reply) => {
    const params = request.params as { id: string; imageId: string };
    const id = idOf(params.id);
    const imageId = idOf(params.imageId);
    const page =
      id === null || imageId === null ? null : await digitalCopyRegionPage(db, id, imageId, config.publicUrl);
    return sendPresentation(request, reply, page);
  });
}
