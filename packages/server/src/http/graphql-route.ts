import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { multipartByteLimit, type ReceivedUpload, readMultipartOperations } from '../files/multipart.ts';
import { storageFor } from '../files/storage.ts';
import { refusalKey } from '../graphql/authorize.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { localeFrom, translator } from '../i18n.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { Mailer } from '../mail/mailer.ts';
import { bearerToken, userForToken } from '../session/sessions.ts';
import { answerPlainQuery } from './plain-query.ts';
import { xsrfValid } from './xsrf.ts';
import { BATCH_LIMIT, buildYoga } from './yoga.ts';

type Session = Awaited<ReturnType<typeof userForToken>>;

/** The caller's session, looked up once per request (an upload's is looked up before its body is read). */
const sessions = new WeakMap<FastifyRequest, Promise<Session>>();
function sessionOf(request: FastifyRequest, db: Database): Promise<Session> {
  let session = sessions.get(request);
  if (!session) {
    const token = bearerToken(request.headers.authorization);
    session = token ? userForToken(db, token) : Promise.resolve(null);
    sessions.set(request, session);
  }
  return session;
}

async function contextFor(
  request: FastifyRequest,
  db: Database,
  config: Config,
  mailer: Mailer,
  jobs: JobRunner,
): Promise<GraphQLContext> {
  const locale = localeFrom(request.headers);
  const session = await sessionOf(request, db);
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
    jobs,
    clientIp: request.ip,
  };
}

const isMultipart = (request: FastifyRequest) =>
  Boolean(request.headers['content-type']?.startsWith('multipart/form-data'));

/**
 * Why a multipart request (an upload) is refused before its body is read, if it is: announcing more than
 * MAX_UPLOAD_MB (what it holds is counted again as it streams in, and each file checked exactly by
 * upsertFile), or sent by a caller who may not upload (every upload needs a contributor), whose files
 * would otherwise reach the disk before the operation refuses them.
 */
async function uploadRefusal(request: FastifyRequest, db: Database, config: Config) {
  if (!isMultipart(request)) return null;
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > multipartByteLimit(config.maxUploadMb * 1024 * 1024))
    return { status: 413, key: 'File.error_too_large', code: 'FILE_TOO_LARGE' };
  const key = refusalKey((await sessionOf(request, db))?.user ?? null, 'contributor');
  return key && { status: 403, key, code: 'FORBIDDEN' };
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
  // A body the parser refuses is left unread: Fastify then closes the connection.
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

/**
 * Answers from this size on go compressed (brotli at quality 4, or gzip) to a client that accepts it: a
 * first visit's search answer of 15 kB travels as 3. Smaller ones are not worth the server's time.
 */
export const COMPRESSED_FROM_BYTES = 4096;

/** GraphQL Yoga inside Fastify: Fastify parses JSON (and its body limit applies) and multipart. */
export function registerGraphQL(
  app: FastifyInstance,
  db: Database,
  config: Config,
  mailer: Mailer,
  jobs: JobRunner,
): void {
  const yoga = buildYoga(app.log);
  const discardReceived = registerMultipart(app, config);
  app.route({
    url: '/graphql',
    method: ['GET', 'POST', 'OPTIONS'],
    compress: { threshold: COMPRESSED_FROM_BYTES, encodings: ['br', 'gzip'] },
    // Before the body is read: an upload announcing too much, or from a caller who may not upload, is
    // refused unread.
    onRequest: async (request, reply) => {
      const refusal = await uploadRefusal(request, db, config);
      if (!refusal) return;
      const message = translator(localeFrom(request.headers))(refusal.key);
      // Closed, or Node would read the unread body to its end to keep the connection.
      reply
        .status(refusal.status)
        .header('connection', 'close')
        .send({ errors: [{ message, extensions: { code: refusal.code } }] });
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
    const context = await contextFor(request, db, config, mailer, jobs);
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
