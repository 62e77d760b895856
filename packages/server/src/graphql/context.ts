import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../auth/session-user.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Locale, Translate } from '../i18n.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What every resolver gets: the database, the caller, and the caller's language. */
export interface GraphQLContext {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  locale: Locale;
  t: Translate;
  user: SessionUser | null;
  /** The hash of the bearer token of this request, when it named a live session. */
  sessionTokenHash: string | null;
  /** False when the request came with cookies but without the matching X-XSRF-TOKEN header. */
  xsrfValid: boolean;
  mailer: Mailer;
  /** The server's job runner; absent in contexts made outside a request (the demo loader). */
  jobs?: JobRunner;
  /** The client's address, for per-client rate limits. */
  clientIp: string;
}
