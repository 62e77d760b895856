import type { FastifyBaseLogger } from 'fastify';
import { configFromEnv } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { type Locale, translator } from '../i18n.ts';
import type { SessionUser } from '../session/session-user.ts';

const silent = {
  level: 'silent',
  fatal: () => {},
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => silent,
};

/**
 * A resolver's context for a job's saves through the one save path, as `user` (an import's: the server's
 * own actor; a bulk edit's: who started it, whose permission each save checks again). Messages in `locale`.
 */
export function jobContext(db: Database, user: SessionUser | null, locale: Locale): GraphQLContext {
  return {
    db,
    // A job's saves read no configuration; the server's own, from its environment.
    config: configFromEnv(),
    log: silent as unknown as FastifyBaseLogger,
    locale,
    t: translator(locale),
    user,
    sessionTokenHash: null,
    xsrfValid: true,
    mailer: { send: () => Promise.reject(new Error('A job sends no mail.')) },
    clientIp: '127.0.0.1',
  };
}
