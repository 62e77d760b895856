import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, stamp } from './columns.ts';

/** A job's stages of life: queued → running → done, failed or cancelled (jobs/job-runner.ts). */
export const jobStatuses = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/** A warning a job logged: a domain message key and the values it is said with, translated when read. */
export interface JobWarning {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * Every long task (an import, an export, a rebuild): the record of truth of the job runner on both
 * databases, whatever dispatches the run (graphile-worker on PostgreSQL, the server's own queue on PGlite).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** The name its definition was made with (defineJob), e.g. `melody-rebuild`. */
    kind: text('kind').notNull(),
    /** The account that started it; jobs go with their account. */
    owner_id: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    /** What the job says it is doing: a stage key its kind names (`Job.stages.<stage>`). */
    stage: text('stage'),
    progress: integer('progress').notNull().default(0),
    total: integer('total'),
    /** The first warnings (jobs/job-runner.ts WARNINGS_KEPT); `warning_count` counts them all. */
    warnings: jsonb('warnings').$type<JobWarning[]>().notNull().default(sql`'[]'::jsonb`),
    warning_count: integer('warning_count').notNull().default(0),
    /** What the job answered when done. */
    report: jsonb('report'),
    /** Why it failed: a domain message key and its values. */
    failure_key: text('failure_key'),
    failure_params: jsonb('failure_params').$type<Record<string, string | number>>(),
    cancel_requested: boolean('cancel_requested').notNull().default(false),
    input: jsonb('input').notNull().default(sql`'{}'::jsonb`),
    /** Written while it runs, so that a job whose server died is told from one that still runs. */
    heartbeat_at: stamp('heartbeat_at'),
    created_at: createdAt(),
    started_at: stamp('started_at'),
    finished_at: stamp('finished_at'),
  },
  (t) => [
    index('jobs_owner_idx').on(t.owner_id, t.id),
    index('jobs_open_idx').on(t.status).where(sql`status in ('queued', 'running')`),
    check('jobs_status_known', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);
