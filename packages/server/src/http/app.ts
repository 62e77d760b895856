import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Config, TrustProxy } from '../config.ts';
import type { Database } from '../db/database.ts';
import { sweepKeptUploads } from '../exchange/import/kept-uploads.ts';
import { registerPermalinks } from '../exchange/linked-data/permalink-route.ts';
import { registerMarcExport } from '../exchange/marc/export-route.ts';
import { registerMeiExport } from '../exchange/mei/export-route.ts';
import { registerOai } from '../exchange/oai/route.ts';
import { registerFileRoutes } from '../files/routes.ts';
import { localeFrom, translator } from '../i18n.ts';
import { registerImageRoutes } from '../iiif/image-routes.ts';
import { registerManifestRoute } from '../iiif/manifest-route.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { type JobRunnerOptions, openJobRunner } from '../jobs/open-job-runner.ts';
import { type LogDestination, loggerOptions, withoutSecrets } from '../logging.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { registerSearchExport } from '../search/export-route.ts';
import { PRUNE_SESSIONS_EVERY_MS, pruneIdleSessionsEvery } from '../session/sessions.ts';
import { registerGraphQL } from './graphql-route.ts';
import { registerHealth } from './health.ts';
import { jobKinds } from './job-kinds.ts';
import { securityHeaders } from './security-headers.ts';
import { registerSpa } from './spa.ts';
import { issueXsrfCookie } from './xsrf.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's one job runner (jobs/job-runner.ts). */
    jobs: JobRunner;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  webDist?: string;
  logger?: boolean;
  /** Where log lines go: standard output unless given (tests read them). */
  logDestination?: LogDestination;
  /** Defaults to SMTP_URL, or .eml files in DATA_DIR/mail. */
  mailer?: Mailer;
  jobs?: JobRunnerOptions;
}

// Query strings may carry anything (a GET query's variables); links' paths carry their tokens.
function loggablePath(url: string): string {
  return withoutSecrets(url.split('?')[0]);
}

// Pino's check, which Fastify's logger type leaves out; no logger (`logger: false`) has none.
const writesAt = (log: FastifyBaseLogger, level: string): boolean =>
  (log as FastifyBaseLogger & { isLevelEnabled?(level: string): boolean }).isLevelEnabled?.(level) ?? false;

// A hop count trusts that many proxies nearest the server, as Fastify does for a number (its types
// accept only the function form).
function proxyTrust(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp({
  config,
  db,
  webDist,
  logger = true,
  logDestination,
  mailer,
  jobs: jobOptions,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logDestination) : false,
    // One line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // request.ip and request.protocol come from X-Forwarded-For/-Proto only when sent by a trusted proxy.
    trustProxy: proxyTrust(config.trustProxy),
  });
  await app.register(fastifyCookie);
  const security = securityHeaders({
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // An imported copy's images stay where its manifest says (see IIIF_IMAGE_SOURCES in the README).
      imgSrc: ["'self'", 'data:', 'blob:', ...config.iiifImageSources],
      connectSrc: ["'self'", ...config.iiifImageSources],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  });
  // Every response, errors and 429s included, carries them: set before anything else answers.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? security.https : security.http);
    done();
  });
  // The catalogue is public: pages elsewhere (IIIF viewers, other databases) may read the API and the
  // files. Without credentials: a session is a bearer token, and cookies carry only the XSRF token.
  await app.register(fastifyCors, { origin: true, credentials: false, methods: ['GET', 'POST'] });
  // Compression only where a route asks for it (the GraphQL answers): the scripts are compressed at build
  // time, the images are compressed already, and no request body is ever inflated.
  await app.register(fastifyCompress, { global: false });
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: (request) => ({
      statusCode: 429,
      error: translator(localeFrom(request.headers))('Server.error_rate_limit'),
    }),
  });
  // Callback hooks rather than async ones: no promise per request and hook.
  app.addHook('onRequest', (request, reply, done) => {
    issueXsrfCookie(request, reply);
    done();
  });
  // Once closing, the answers still going out end their connections: a kept-alive connection would
  // hold the close open until its client hangs up.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    // Without a logger, or below its level, the line's cleaned path is not worth making.
    if (writesAt(request.log, 'info'))
      request.log.info(
        {
          method: request.method,
          path: loggablePath(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    done();
  });
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const t = translator(localeFrom(request.headers));
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message =
      status === 413
        ? t('Server.error_too_large')
        : status === 429
          ? t('Server.error_rate_limit')
          : status < 500
            ? t('Server.error_bad_input')
            : t('Server.error_unexpected');
    return reply.status(status).send({ errors: [{ message }] });
  });
  const mail =
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      mailDir: join(config.dataDir, 'mail'),
      from: config.mailFrom,
      log: app.log,
    });
  const sessionPruning = await pruneIdleSessionsEvery(db, PRUNE_SESSIONS_EVERY_MS, (error) =>
    app.log.error({ err: error }, 'deleting idle sessions failed'),
  );
  app.addHook('onClose', () => sessionPruning.stop());
  // Stopped before the database closes (main.ts closes it after the app): its jobs end as defineJob says.
  const jobs = await openJobRunner(db, app.log, jobKinds, jobOptions);
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  await sweepKeptUploads(db, config.dataDir).catch((error: unknown) =>
    app.log.warn({ err: error }, 'removing uploads no import will read failed'),
  );
  registerGraphQL(app, db, config, mail, jobs);
  registerFileRoutes(app, db, config);
  registerImageRoutes(app, db, config);
  registerManifestRoute(app, db, config);
  registerHealth(app, db);
  registerSearchExport(app, db, config);
  registerMarcExport(app, db, config);
  registerMeiExport(app, db, config);
  await registerOai(app, db, config);
  const appPage = await registerSpa(app, { webDist, serveSourceMaps: config.serveSourceMaps });
  registerPermalinks(app, db, config, appPage);
  return app;
}
