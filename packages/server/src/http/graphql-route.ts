import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userForToken } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { answerPlainQuery } from '../fast/plain-query.ts';
import { storageFor } from '../files/storage.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { BATCH_LIMIT, buildYoga } from '../graphql/yoga.ts';
import { localeFrom, translator } from '../i18n.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type ReceivedUpload, readMultipartOperations } from './multipart.ts';
import { xsrfValid } from './xsrf.ts';

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

async function contextFor(
  request: FastifyRequest,
  db: Database,
  config: Config,
  mailer: Mailer,
): Promise<GraphQLContext> {
  const locale = localeFrom(request.headers);
  const token = bearerToken(request);
  const session = token ? await userForToken(db, token) : null;
  return {
    db,
    config,
    log: request.log,
    locale,
    t: translator(locale),
    user: session?.user ?? null,
    sessionTokenHash: session?.tokenHash ?? null,
    xsrfValid: xsrfValid(request),
    mailer,
    clientIp: request.ip,
  };
}

// Room for the operations and map parts of a multipart request beside the file itself.
const MULTIPART_OVERHEAD = 1024 * 1024;

/**
 * A multipart request announcing more than MAX_UPLOAD_MB is refused before it is read; what it holds is
 * checked again, exactly, by upsertFile.
 */
function uploadTooLarge(request: FastifyRequest, config: Config): boolean {
  if (!request.headers['content-type']?.startsWith('multipart/form-data')) return false;
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > config.maxUploadMb * 1024 * 1024 + MULTIPART_OVERHEAD;
}

const OBJECT_PARAMETERS = ['variables', 'extensions'] as const;

/** Whether a parameter is absent, null or a JSON object, as GraphQL over HTTP asks. */
function objectOrAbsent(value: unknown): boolean {
  return value == null || (typeof value === 'object' && !Array.isArray(value));
}

/** A GET parameter is JSON text, all of whose values (a repeated parameter has several) must be objects. */
function jsonObjectOrAbsent(text: unknown): boolean {
  if (text === undefined) return true;
  if (Array.isArray(text)) return text.every(jsonObjectOrAbsent);
  try {
    return objectOrAbsent(JSON.parse(String(text)));
  } catch {
    return false;
  }
}

/**
 * The first of `variables` / `extensions` that is not a JSON object, in the query string of a GET or in
 * any operation of a POST: refused here in the caller's language (Yoga answers malformed JSON in a GET
 * with a 500, other shapes with its own English words).
 */
function malformedParameter(request: FastifyRequest): string | null {
  if (request.method === 'GET') {
    const query = request.query as Record<string, unknown>;
    return OBJECT_PARAMETERS.find((name) => !jsonObjectOrAbsent(query[name])) ?? null;
  }
  const body = request.body;
  if (!body || typeof body !== 'object') return null;
  const operations = (Array.isArray(body) ? body : [body]) as unknown[];
  for (const operation of operations) {
    if (!operation || typeof operation !== 'object') continue;
    const params = operation as Record<string, unknown>;
    const name = OBJECT_PARAMETERS.find((n) => !objectOrAbsent(params[n]));
    if (name) return name;
  }
  return null;
}

function refuseEmpty(request: FastifyRequest, reply: FastifyReply, status: number) {
  const message = translator(localeFrom(request.headers))('Server.error_bad_input');
  return reply.status(status).send({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
}

/**
 * Multipart requests (uploads) are read by `readMultipartOperations`, their files streamed to disk; Yoga
 * takes the operations as a parsed body. Returns what drops the files a request received and no
 * operation stored, once it is answered.
 */
function registerMultipart(app: FastifyInstance, config: Config) {
  const storage = storageFor(config);
  const receivedBy = new WeakMap<FastifyRequest, ReceivedUpload[]>();
  app.addContentTypeParser('multipart/form-data', async (request: FastifyRequest, payload: Readable) => {
    const received: ReceivedUpload[] = [];
    receivedBy.set(request, received);
    return readMultipartOperations(request, payload, storage, config.maxUploadMb * 1024 * 1024, received);
  });
  // Nothing is being received while the server starts: what lies there was left by a crash.
  app.addHook('onReady', () => storage.sweepIncoming());
  return async (request: FastifyRequest) => {
    for (const upload of receivedBy.get(request) ?? [])
      if (upload.content) await storage.discard(upload.content);
  };
}

/** GraphQL Yoga inside Fastify: Fastify parses JSON (and its body limit applies) and multipart. */
export function registerGraphQL(app: FastifyInstance, db: Database, config: Config, mailer: Mailer): void {
  const yoga = buildYoga(app.log);
  const discardReceived = registerMultipart(app, config);
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    // Before the body is read: a request announcing too much is refused unread.
    onRequest: async (request, reply) => {
      if (!uploadTooLarge(request, config)) return;
      const message = translator(localeFrom(request.headers))('File.error_too_large');
      reply.status(413).send({ errors: [{ message, extensions: { code: 'FILE_TOO_LARGE' } }] });
      return reply;
    },
    // Every answer is made by now, so whatever an operation did not store can go, before it is sent.
    onSend: async (request, _reply, payload) => {
      await discardReceived(request);
      return payload;
    },
    handler: (request, reply) => answer(request, reply),
  });

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    if (Array.isArray(request.body) && request.body.length > BATCH_LIMIT) {
      const message = translator(localeFrom(request.headers))('Server.error_batch_limit', {
        limit: BATCH_LIMIT,
      });
      return reply.status(413).send({ errors: [{ message, extensions: { code: 'BATCH_LIMIT' } }] });
    }
    const malformed = malformedParameter(request);
    if (malformed) {
      const message = translator(localeFrom(request.headers))('Server.error_parameter_not_object', {
        name: malformed,
      });
      return reply.status(400).send({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
    }
    const context = await contextFor(request, db, config, mailer);
    const { method, body } = request;
    const plain = await answerPlainQuery(yoga, { method, accept: request.headers.accept, body }, context);
    if (plain) return reply.type(plain.type).send(plain.body);
    const response = await yoga.handleNodeRequestAndResponse(request, reply, context);
    // Yoga refuses some requests (a body it does not read) with an empty answer: say why.
    if (response.status >= 400 && !response.body) return refuseEmpty(request, reply, response.status);
    response.headers.forEach((value, key) => {
      reply.header(key, value);
    });
    reply.status(response.status);
    // A JSON answer is already one string in the response: sent as it is rather than streamed.
    const json = /^application\/(graphql-response\+)?json/.test(response.headers.get('content-type') ?? '');
    return reply.send(json ? await response.text() : response.body);
  }
}
