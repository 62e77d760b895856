import { expect, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { graphql } from '../../support/api/client.ts';
import { createScore } from '../../support/api/records.ts';
import { field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// A genre added to every hit of a faceted search at once: previewed with each record's change, applied
// as a job, then undone; in both languages.

const de = texts.de;

test('the genre of a faceted search’s scores is added in one previewed, undoable step', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  await createScore(request, token, 'Sammelprobe in C', {
    title: 'Sammelprobe in C',
    genres: [{ name: 'Messe' }],
  });
  await createScore(request, token, 'Sammelprobe in D', {
    title: 'Sammelprobe in D',
    genres: [{ name: 'Messe' }],
  });
  await createScore(request, token, 'Sammelprobe in F', {
    title: 'Sammelprobe in F',
    genres: [{ name: 'Vesper' }],
  });
  await signIn(context, token);

  // The search narrowed by its genre facet: two of the three.
  await page.goto('/search/score?q=Sammelprobe&genre=Messe');
  await expect(page.getByTestId('search-total')).toContainText('2');
  await page.getByTestId('bulk-edit-open').click();
  await expect(page).toHaveURL(/\/bulk-edit\?.*genre=Messe/);

  // The preview: how many change, and each one's change.
  await field(page, 'genre').fill('Offertorium');
  await screenshot(page, 'bulk-edit-form');
  await page.getByTestId('bulk-preview-button').click();
  const preview = page.getByTestId('bulk-preview');
  await expect(preview.getByTestId('bulk-summary')).toContainText(
    fill(de.bulk.would_change_other, { count: 2 }),
  );
  await expect(preview.getByTestId('bulk-preview-record')).toHaveCount(2);
  await expect(preview.getByTestId('bulk-preview-record').first()).toContainText('Offertorium');
  await screenshot(page, 'bulk-edit-preview');

  // Applied as a job; the scores carry the genre (looked at in a second tab).
  await page.getByTestId('bulk-apply').click();
  await expect(page.getByTestId('bulk-applied').getByTestId('bulk-summary')).toContainText(
    fill(de.bulk.changed_other, { count: 2 }),
  );
  const other = await context.newPage();
  await other.goto('/search/score?q=Sammelprobe&genre=Offertorium');
  await expect(other.getByTestId('search-total')).toContainText('2');

  // Undone: the genre is gone again.
  await page.getByTestId('bulk-undo').click();
  await expect(page.getByTestId('bulk-undone')).toContainText(fill(de.bulk.undone_other, { count: 2 }));
  await other.reload();
  await expect(other.getByTestId('search-total')).toContainText('0');

  // In English, on a narrow screen: the form as a cataloguer starts it.
  const shell = new Shell(page);
  await shell.switchLanguage('en');
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto('/search/score?q=Sammelprobe&genre=Messe');
  await page.getByTestId('bulk-edit-open').click();
  await expect(page.getByTestId('bulk-form')).toContainText(texts.en.bulk.fields.genre);
  await screenshot(page, 'bulk-edit-form');
  await shell.switchLanguage('de');
});

test('a bulk edit is undone from the Jobs screen after its own screen was left', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  for (const key of ['G', 'A']) {
    await createScore(request, token, `Auftragsprobe in ${key}`, {
      title: `Auftragsprobe in ${key}`,
      genres: [{ name: 'Messe' }],
    });
  }
  const started = await graphql<{ bulkEdit: { job: { id: number } } }>(
    request,
    `mutation B($operation: BulkOperation!) {
      bulkEdit(type: score, query: "Auftragsprobe", operation: $operation) { job { id } } }`,
    { operation: { kind: 'add_genre', genre: 'Graduale' } },
    { token },
  );
  await signIn(context, token);
  await page.goto('/jobs');
  const edit = page.locator(`[data-testid="job-row"][data-job="${started.bulkEdit.job.id}"]`);
  await expect(edit).toHaveAttribute('data-status', 'done');
  await expect(edit.getByTestId('job-row-summary')).toHaveText(
    fill(de.Bulk.summary_edit, { changed: 2, unchanged: 0, failed: 0 }),
  );

  // Asked once; the undo runs as a job of its own, listed above it with what it did.
  await edit.getByTestId('job-undo').click();
  await expect(page.getByRole('dialog')).toContainText(de.jobs.undo_text);
  await screenshot(page, 'jobs-undo-confirm');
  await page.getByRole('dialog').getByRole('button', { name: de.jobs.undo_confirm }).click();
  const undo = page.getByTestId('job-row').first();
  await expect(undo).toContainText(de.Job.kinds['bulk-edit-undo']);
  await expect(undo).toHaveAttribute('data-status', 'done');
  await expect(undo.getByTestId('job-row-summary')).toHaveText(
    fill(de.Bulk.summary_undo, { restored: 2, skipped: 0 }),
  );
  await expect(undo.locator('[data-cell="progress"]')).toHaveText('2 / 2');
  await expect(edit.getByTestId('job-undo')).toHaveCount(0);
  await screenshot(page, 'jobs-undone');
  // In English, on a narrow screen: what each did, said in the reader's language.
  const shell = new Shell(page);
  await shell.switchLanguage('en');
  await page.setViewportSize({ width: 900, height: 900 });
  await expect(undo.getByTestId('job-row-summary')).toHaveText(
    fill(texts.en.Bulk.summary_undo, { restored: 2, skipped: 0 }),
  );
  await screenshot(page, 'jobs-undone');
  await shell.switchLanguage('de');
  await page.goto('/search/score?q=Auftragsprobe&genre=Graduale');
  await expect(page.getByTestId('search-total')).toContainText('0');
});
