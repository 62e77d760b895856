import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { localeFrom, translator } from '../i18n.ts';

export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

// Paths that belong to the server: an unknown one is a 404, never the app's page.
const API_PREFIXES = ['/graphql', '/file/', '/iiif/', '/api/'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
}

/** Serves the built single-page app; any other GET that wants HTML gets index.html (history fallback). */
export async function registerSpa(app: FastifyInstance, webDist = defaultWebDist): Promise<void> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built)
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' && !isApiPath(path) && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const t = translator(localeFrom(request.headers));
    if (wantsPage)
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    return reply.status(404).send({ error: t('Server.error_not_found_path') });
  });
}
