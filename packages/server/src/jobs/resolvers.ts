import { createGraphQLError } from 'graphql-yoga';
import { refusalFor, refusalKey } from '../graphql/authorize.ts';
import type { GraphQLContext, Jobs } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { pageCursor, pageRequest } from '../graphql/paging.ts';
import { outcome, say } from '../graphql/results.ts';
import type { SessionUser } from '../session/session-user.ts';
import type { JobDefinition, StartedJob } from './job-definition.ts';
import { findJob, type JobRow, listJobs } from './job-rows.ts';

// Who reads and cancels which job: its owner, and administrators any. Visitors nothing; an id the
// caller may not see is answered as one that does not exist, so that ids tell nothing of others' jobs.

const refusal = (ctx: GraphQLContext, key: string, code: string) =>
  createGraphQLError(ctx.t(key), { extensions: { code } });

/** The signed-in caller, or a translated refusal for a visitor. */
function signedIn(ctx: GraphQLContext): SessionUser {
  if (!ctx.user) throw refusal(ctx, 'Server.error_unauthenticated', 'FORBIDDEN');
  return ctx.user;
}

const seesEveryJob = (user: SessionUser) => refusalKey(user, 'admin') === null;

/** The job if the caller may see it. */
export async function visibleJob(ctx: GraphQLContext, user: SessionUser, id: number): Promise<JobRow | null> {
  const job = await findJob(ctx.db, id);
  return job && (job.owner_id === user.id || seesEveryJob(user)) ? job : null;
}

function runnerOf(ctx: GraphQLContext): Jobs {
  if (!ctx.jobs) throw new Error('This context has no job runner');
  return ctx.jobs;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function cancelJob(ctx: GraphQLContext, id: number) {
  if (!ctx.user) return outcome(false, say(ctx.t, 'Server.error_unauthenticated'));
  if (!(await visibleJob(ctx, ctx.user, id))) return outcome(false, say(ctx.t, 'Job.error_not_found'));
  const cancelled = await runnerOf(ctx).cancelJob(id);
  if (!cancelled) return outcome(false, say(ctx.t, 'Job.error_not_cancellable'));
  return outcome(true, say(ctx.t, cancelled === 'cancelled' ? 'Job.cancelled' : 'Job.cancel_requested'));
}

/**
 * A mutation that starts a job of `kind` for callers of role `role` (administrators for the melodic index):
 * the started job answered, or the refusal.
 */
export async function startJobFor(
  ctx: GraphQLContext,
  role: Parameters<typeof refusalFor>[1],
  kind: string,
  input: unknown,
): Promise<StartedJob> {
  const refused = refusalFor(ctx, role);
  if (refused || !ctx.user)
    return { success: false, ...(refused ?? say(ctx.t, 'Server.error_forbidden')), errors: [], job: null };
  const id = await runnerOf(ctx).startJob(kind, input, ctx.user.id);
  return { success: true, ...say(ctx.t, 'Job.started'), errors: [], job: await findJob(ctx.db, id) };
}

/** Reading and cancelling jobs, whatever their kind. */
const jobQueries = {
  Query: {
    job: async (_, { id }, ctx) => {
      const job = await visibleJob(ctx, signedIn(ctx), id);
      if (!job) throw refusal(ctx, 'Job.error_not_found', 'NOT_FOUND');
      return job;
    },
    jobs: async (_, args, ctx) => {
      const user = signedIn(ctx);
      const page = pageRequest(ctx.t, args, 25);
      const { items, total } = await listJobs(ctx.db, seesEveryJob(user) ? null : user.id, page);
      return { total, items, ...pageCursor(page, items.length, total) };
    },
  },
  Mutation: {
    cancelJob: (_, { id }, ctx) => cancelJob(ctx, id),
  },
  Job: {
    warnings: (job, _, ctx) => job.warnings.map((warning) => ctx.t(warning.key, warning.params ?? {})),
    report: (job) => (job.report == null ? null : JSON.stringify(job.report)),
    message: (job, _, ctx) => (job.failure_key ? ctx.t(job.failure_key, job.failure_params ?? {}) : null),
    message_key: (job) => job.failure_key,
    created_at: (job) => iso(job.created_at) ?? '',
    started_at: (job) => iso(job.started_at),
    finished_at: (job) => iso(job.finished_at),
  },
} satisfies Resolvers;

const notUndoable = (ctx: GraphQLContext): StartedJob => ({
  success: false,
  ...say(ctx.t, 'Job.error_not_undoable'),
  errors: [],
  job: null,
});

/** The jobs' queries and mutations over the kinds this server runs (their summaries and undos). */
export function jobResolvers(kinds: readonly JobDefinition[]): Resolvers {
  const kindOf = new Map(kinds.map((kind) => [kind.kind, kind]));
  const undoOf = (job: JobRow) => (job.status === 'done' ? kindOf.get(job.kind)?.undo : undefined);

  async function undoJob(ctx: GraphQLContext, id: number): Promise<StartedJob> {
    if (!ctx.user) return { ...notUndoable(ctx), ...say(ctx.t, 'Server.error_unauthenticated') };
    const job = await visibleJob(ctx, ctx.user, id);
    if (!job) return { ...notUndoable(ctx), ...say(ctx.t, 'Job.error_not_found') };
    const undo = undoOf(job);
    return undo ? undo.start(ctx, job) : notUndoable(ctx);
  }

  return {
    ...jobQueries,
    Mutation: { ...jobQueries.Mutation, undoJob: (_, { id }, ctx) => undoJob(ctx, id) },
    Job: {
      ...jobQueries.Job,
      summary: (job, _, ctx) =>
        job.status === 'done' && job.report != null
          ? (kindOf.get(job.kind)?.summary?.(ctx.t, job.report) ?? null)
          : null,
      undoable: async (job, _, ctx) => {
        const undo = undoOf(job);
        return undo !== undefined && ctx.user !== null && (await undo.possible(ctx, job));
      },
    },
  };
}
