import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Locale, Translate } from '../i18n.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionUser } from '../session/session-user.ts';

/** Long work as a resolver starts and cancels it: the server's job runner (jobs/job-runner.ts). */
export interface Jobs {
  /** Queues a job of `kind` for `ownerId`; answers its id. */
  startJob(kind: string, input: unknown, ownerId: number): Promise<number>;
  /** Cancels a queued job at once and tells a running one to stop; null when it had ended. */
  cancelJob(id: number): Promise<'cancelled' | 'cancel_requested' | null>;
}

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
  jobs?: Jobs;
  /** The client's address, for per-client rate limits. */
  clientIp: string;
}
