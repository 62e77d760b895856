import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeFrom, translator } from '../i18n.ts';

export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

// Paths that belong to the server: an unknown one is a 404, never the app's page.
const API_PREFIXES = ['/graphql', '/file/', '/iiif/', '/api/', '/export/', '/oai'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
}

// The build names every file under assets/ by its content's hash: a changed file is a new address.
const HASHED = /[\\/]assets[\\/][^\\/]+$/;

/**
 * Hashed assets may be kept a year without asking again; everything else (index.html, which names the
 * current assets) is asked about on every use and answered 304 while its ETag still matches.
 */
function cacheControl(path: string): string {
  return HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface SpaOptions {
  webDist?: string;
  /** Source maps show the whole source: sent only when the configuration asks for them. */
  serveSourceMaps?: boolean;
}

/** Answers a request with the app's page (index.html), or says that the app is not built yet. */
export type AppPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Serves the built single-page app, each file as the build compressed it (.br, .gz) when the browser
 * accepts that; any other GET that wants HTML gets index.html (history fallback). Answers how the app's
 * page is sent, for routes of the server's own that answer browsers with it (a record's permalink).
 */
export async function registerSpa(
  app: FastifyInstance,
  { webDist = defaultWebDist, serveSourceMaps = false }: SpaOptions = {},
): Promise<AppPage> {
  const built = existsSync(join(webDist, 'index.html'));
  if (built)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', cacheControl(path)),
      allowedPath: (path) => serveSourceMaps || !path.endsWith('.map'),
    });
  const appPage: AppPage = (_request, reply) =>
    built
      ? reply.sendFile('index.html')
      : reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' && !isApiPath(path) && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage) return appPage(request, reply);
    const t = translator(localeFrom(request.headers));
    return reply.status(404).send({ error: t('Server.error_not_found_path') });
  });
  return appPage;
}
