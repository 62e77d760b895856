import { expect, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { createScore } from '../../support/api/records.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// Long work as an administrator meets it: the melodic index rebuilt from the website settings as a job,
// its progress on that screen to the end, and the job again in the Jobs list of the user's menu; in German.

const de = texts.de;

test('rebuilds the melodic index from the settings, with its progress, and finds the job in the Jobs list', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  await signIn(context, token);
  const incipit = (pae: string) => ({ clef: 'G-2', time_signature: 'c', pae, is_text_incipit: false });
  await createScore(request, token, 'Missa in C (Auftrag)', {
    incipits: [incipit("'4CDEF8GA4B''2C/"), incipit("''4C'A''D'G/''2E,,C/")],
  });

  await page.goto('/settings/website');
  const panel = page.getByTestId('melody-index');
  await expect(panel.getByRole('heading', { name: de.jobs.melody.title })).toBeVisible();
  await panel.getByRole('button', { name: de.jobs.melody.rebuild }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(de.jobs.melody.confirm_text);
  await dialog.getByRole('button', { name: de.jobs.melody.confirm }).click();
  await expect(dialog).toBeHidden();

  const progress = panel.getByTestId('job-progress');
  await expect(progress).toHaveAttribute('data-status', 'done');
  await expect(progress.getByTestId('job-status')).toHaveText(de.Job.statuses.done);
  await expect(progress.getByTestId('job-stage')).toHaveText(de.Job.stages.melody_incipits);
  // Every incipit of the run's database, at least the two above: n of n.
  const count = (await progress.getByTestId('job-count').textContent()) ?? '';
  const [n, m] = count.split(' / ').map(Number);
  expect(m).toBeGreaterThanOrEqual(2);
  expect(n).toBe(m);
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(progress.getByTestId('job-cancel')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: de.jobs.melody.rebuild })).toBeEnabled();
  await screenshot(page, 'melody-rebuild-done');

  // Out of the settings' submenu, to the signed-in user's Jobs.
  const shell = new Shell(page);
  await shell.entry('back').click();
  await shell.entry('jobs').click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: de.jobs.title })).toBeVisible();
  const row = page.getByTestId('job-row').first();
  await expect(row).toContainText(de.Job.kinds['melody-rebuild']);
  await expect(row).toHaveAttribute('data-status', 'done');
  await expect(row.locator('[data-cell="status"]')).toContainText(de.Job.statuses.done);
  // What it did, said under its status.
  await expect(row.getByTestId('job-row-summary')).toHaveText(fill(de.Job.summary_melody, { count: m }));
  await expect(row.locator('[data-cell="progress"]')).toHaveText(`${m} / ${m}`);
  await expect(row.locator('[data-cell="finished"]')).not.toHaveText(de.jobs.not_yet);
  await screenshot(page, 'jobs-list');
});
