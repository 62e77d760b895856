import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { localeFrom, translator } from '../i18n.ts';
import { iiifHeaders } from './image-routes.ts';
import { digitalCopyManifest } from './manifest.ts';

const MAX_ID = 2_147_483_647;
const PRESENTATION_PROFILE = 'http://iiif.io/api/presentation/3/context.json';

/** `/iiif/manifest/{digitalCopyId}`: the Presentation API 3.0 manifest, readable by anyone and anywhere. */
export function registerManifestRoute(app: FastifyInstance, db: Database, config: Config): void {
  app.get('/iiif/manifest/:id', async (request, reply) => {
    const raw = (request.params as { id: string }).id;
    const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
    const manifest = id >= 1 && id <= MAX_ID ? await digitalCopyManifest(db, id, config.publicUrl) : null;
    iiifHeaders(reply);
    if (!manifest)
      return reply
        .status(404)
        .send({ error: translator(localeFrom(request.headers))('Server.error_not_found_path') });
    const jsonLd = (request.headers.accept ?? '').includes('application/ld+json');
    return reply
      .header(
        'content-type',
        jsonLd ? `application/ld+json;profile="${PRESENTATION_PROFILE}"` : 'application/json; charset=utf-8',
      )
      .send(JSON.stringify(manifest));
  });
}
