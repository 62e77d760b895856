import type { FastifyBaseLogger } from 'fastify';
import { configFromEnv } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { type Locale, translator } from '../i18n.ts';
import { loadSessionUser } from '../session/session-user.ts';

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
 * A resolver's context for a job's saves, as the user who started it: the save path checks that user's
 * permission again for every record (a role taken away meanwhile refuses the rest), and their revisions
 * name the user. Messages in the language the job was asked in.
 */
export async function userContext(db: Database, userId: number, locale: Locale): Promise<GraphQLContext> {
  return {
    db,
    config: configFromEnv(),
    log: silent as unknown as FastifyBaseLogger,
    locale,
    t: translator(locale),
    user: await loadSessionUser(db, userId),
    sessionTokenHash: null,
    xsrfValid: true,
    mailer: { send: () => Promise.reject(new Error('A bulk edit sends no mail.')) },
    clientIp: '127.0.0.1',
  };
}
