import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { translator } from '../i18n.ts';
import { loggableError } from '../logging.ts';
import { systemUser } from '../session/system-actor.ts';

// A failure's error is printed as the server logs it: without the failed query's values.
const printFailure = (entry: { err?: unknown } | string, message = '') =>
  typeof entry === 'string' ? console.error(entry) : console.error(message, loggableError(entry.err));

/** Only failures are worth a line on the console; the loader prints its own progress. */
const consoleLogger = {
  level: 'error',
  fatal: printFailure,
  error: printFailure,
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => consoleLogger,
};

/** A resolver's context for the server's own saves: the system actor, English messages, no mail. */
export function systemContext(db: Database, config: Config): GraphQLContext {
  return {
    db,
    config,
    log: consoleLogger as unknown as FastifyBaseLogger,
    locale: 'en',
    t: translator('en'),
    user: systemUser,
    sessionTokenHash: null,
    xsrfValid: true,
    mailer: {
      send: () => Promise.reject(new Error('The system actor sends no mail.')),
    },
    clientIp: '127.0.0.1',
  };
}
