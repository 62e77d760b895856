import { defineJob } from '../jobs/job-definition.ts';
import { countIncipits, rebuildMelodies } from './melody-features.ts';

export const MELODY_REBUILD = 'melody-rebuild';
const STAGE = 'melody_incipits';
const BATCH = 2000;

/** What the rebuild is started with: the size of its batches (tests make them small). */
export interface MelodyRebuildInput {
  batch?: number;
}

/**
 * Every incipit's melodic features derived again from its PAE (what npm run melody:rebuild does), as a
 * job: progress per batch. Each batch is one transaction deriving its incipits whole, so a cancel or a
 * stop between batches leaves every incipit with complete features, old or new, and running it again
 * from the start is safe.
 */
export const melodyRebuildJob = defineJob<MelodyRebuildInput, { incipits: number }>(MELODY_REBUILD, {
  resumable: true,
  summary: (t, report) => t('Job.summary_melody', { count: report.incipits }),
  async run({ db, input, signal, reportProgress }) {
    const total = await countIncipits(db);
    await reportProgress(STAGE, 0, total);
    const batch = Number.isInteger(input.batch) && (input.batch ?? 0) > 0 ? (input.batch as number) : BATCH;
    const incipits = await rebuildMelodies(db, {
      batch,
      signal,
      // Incipits saved meanwhile may take the count past the total counted first.
      onBatch: (done) => reportProgress(STAGE, Math.min(done, total), total),
    });
    return { incipits };
  },
});
