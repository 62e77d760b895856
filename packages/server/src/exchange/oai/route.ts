import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { localeFrom, translator } from '../../i18n.ts';
import { MAX_REQUEST_CHARS, type OaiRequest, oaiError, readRequest } from './arguments.ts';
import { responseDocument } from './response.ts';
import { answerVerb } from './verbs.ts';

/** Everything after the first `?`. */
const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');

/**
 * `/oai`: the OAI-PMH 2.0 repository, asked by GET (query string) or POST (a form-encoded body). Every
 * answer is 200 with the protocol's XML, its errors included, as harvesters expect.
 */
export async function registerOai(app: FastifyInstance, db: Database, config: Config): Promise<void> {
  const baseUrl = `${config.publicUrl.replace(/\/$/, '')}/oai`;
  const answer = async (request: FastifyRequest, reply: FastifyReply, query: string) => {
    const t = translator(localeFrom(request.headers));
    const asked =
      query.length > MAX_REQUEST_CHARS
        ? { errors: [oaiError('badArgument', 'badArgument_too_long')] }
        : readRequest(new URLSearchParams(query));
    const oaiRequest: OaiRequest | null = 'errors' in asked ? null : asked;
    const answered = 'errors' in asked ? asked : await answerVerb({ db, config }, asked);
    return reply
      .header('content-type', 'text/xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(responseDocument(baseUrl, oaiRequest, answered, t));
  };
  // Its own scope: the form-encoded body is read here only, as text, and small.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: MAX_REQUEST_CHARS * 4 },
      (_request, body, done) => done(null, body),
    );
    scope.get('/oai', (request, reply) => answer(request, reply, queryOf(request.raw.url ?? '')));
    scope.post('/oai', (request, reply) =>
      answer(request, reply, typeof request.body === 'string' ? request.body : ''),
    );
  });
}
