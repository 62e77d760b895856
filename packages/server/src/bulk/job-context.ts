import type { Database } from '../db/database.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Locale } from '../i18n.ts';
import { jobContext } from '../jobs/job-context.ts';
import { loadSessionUser } from '../session/session-user.ts';

/**
 * A bulk edit's saves as the user who started it: the save path checks that user's permission again for
 * every record (a role taken away meanwhile refuses the rest), and their revisions name the user.
 */
export async function userContext(db: Database, userId: number, locale: Locale): Promise<GraphQLContext> {
  return jobContext(db, await loadSessionUser(db, userId), locale);
}
