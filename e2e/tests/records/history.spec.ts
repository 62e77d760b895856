import { expect, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { graphql, versionOf } from '../../support/api/client.ts';
import { createScore, updateScore } from '../../support/api/records.ts';
import { field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// A record's history in the browser: every save listed with what it changed, the changes of one shown
// (an incipit drawn before and after), an earlier version restored; a deleted score brought back.

const de = texts.de;
const en = texts.en;

test('a score’s history lists its saves, shows what one changed and restores an earlier version', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const id = await createScore(request, token, 'Missa brevis in G', {
    title: 'Missa brevis',
    incipits: [{ number: '1.1.1', clef: 'G-2', pae: "'4G8AB''4C'B", is_text_incipit: false }],
  });
  await signIn(context, token);
  const shell = new Shell(page);

  // A cataloguer corrects the title and the incipit.
  await page.goto(`/scores/${id}/edit`);
  await field(page, 'title').fill('Missa solemnis');
  await page.getByTestId('tab-incipits').click();
  await field(page, 'incipits.0.pae').fill("'4G8AB''4D'B");
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(new RegExp(`/scores/${id}$`));

  await page.getByTestId('tab-history').click();
  await expect(page).toHaveURL(/tab=history/);
  const versions = page.getByTestId('revision');
  await expect(versions).toHaveCount(2);
  const summary = `${de.Score.fields.title}, ${de.Score.fields.incipits} (${fill(de.History.items_changed_one, { count: 1 })})`;
  await expect(versions.nth(0).getByTestId('revision-summary')).toHaveText(summary);
  await expect(versions.nth(1).getByTestId('revision-summary')).toHaveText(de.History.created);

  // The newest save's changes: the title before and after, the incipit drawn in both versions.
  await versions.nth(0).getByTestId('revision-show').click();
  const changes = page.getByTestId('revision-changes');
  await expect(changes.getByTestId('difference-title')).toContainText('Missa brevis');
  await expect(changes.getByTestId('difference-title').getByTestId('difference-after')).toHaveText(
    'Missa solemnis',
  );
  await expect(changes.getByTestId('incipit-change').getByTestId('incipit-notation')).toHaveCount(2);
  await expect(changes.locator('g.matched-note').first()).toBeVisible();
  await screenshot(page, 'score-history-changes');

  // The first version restored: asked first, then saved as a new version naming the one it restored.
  await versions.nth(1).getByTestId('revision-restore').click();
  await page.getByRole('dialog').getByRole('button', { name: de.history.restore }).click();
  await expect(page.getByTestId('history-message')).toHaveText(de.History.restored);
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0).getByTestId('revision-summary')).toContainText(
    `${fill(de.History.restored_from, { number: 1 })}: `,
  );
  await page.getByRole('tab').first().click();
  await expect(page.getByTestId('record-title')).toContainText('Missa brevis in G');
  await expect(page.getByText('Missa brevis', { exact: true })).toBeVisible();

  // In English, the summaries follow.
  await shell.switchLanguage('en');
  await page.getByTestId('tab-history').click();
  await expect(versions.nth(2).getByTestId('revision-summary')).toHaveText(en.History.created);
  await page.setViewportSize({ width: 900, height: 900 });
  await screenshot(page, 'score-history-narrow');
  await shell.switchLanguage('de');
});

test('a deleted score is listed among the deleted records and restored under its address', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const id = await createScore(request, token, 'Requiem in c', { title: 'Requiem' });
  await signIn(context, token);

  await page.goto(`/scores/${id}`);
  await page.getByTestId('delete-button').click();
  await page.getByRole('dialog').getByRole('button', { name: de.record.delete }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/deleted?type=score');
  const deleted = page.getByTestId('deleted-record').filter({ hasText: 'Requiem in c' });
  await expect(deleted).toHaveCount(1);
  await screenshot(page, 'deleted-records');
  await deleted.getByTestId('restore-deleted').click();
  await page.getByRole('dialog').getByRole('button', { name: de.history.restore }).click();
  await expect(page.getByTestId('deleted-message')).toContainText(de.History.restored_record);
  await expect(page.getByTestId('deleted-record').filter({ hasText: 'Requiem in c' })).toHaveCount(0);
  await page.getByTestId('deleted-message').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/scores/${id}$`));
  await expect(page.getByTestId('record-title')).toContainText('Requiem in c');
});

test('a long history shows its newest 50 versions, and the older ones when asked', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const id = await createScore(request, token, 'Vesperae de Confessore');
  const { getScore } = await graphql<{
    getScore: Record<string, unknown> & { collection: { id: number } };
  }>(
    request,
    `query ($id: Int!) { getScore(id: $id) {
      shelfmark short_title collection { id } voices { voice count } entries { id } } }`,
    { id },
    { token },
  );
  const saved = { ...getScore, collection: getScore.collection.id };
  // 51 saves after the first: 52 versions.
  for (let round = 1; round <= 51; round++) {
    const updated_at = await versionOf(request, 'getScore', id);
    const answer = await updateScore(request, token, {
      ...saved,
      id,
      updated_at,
      notes: `Durchsicht ${round}`,
    });
    expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
  }
  await signIn(context, token);
  await page.goto(`/scores/${id}?tab=history`);
  const versions = page.getByTestId('revision');
  await expect(page.getByTestId('record-history')).toContainText(fill(de.history.count_other, { count: 52 }));
  await expect(versions).toHaveCount(50);
  await expect(versions.first()).toContainText(fill(de.history.version, { number: 52 }));
  await page.getByTestId('history-more').click();
  await expect(versions).toHaveCount(52);
  await expect(page.getByTestId('history-more')).toHaveCount(0);
  // The oldest numbered as the first, the score as it was created.
  await expect(versions.last()).toContainText(fill(de.history.version, { number: 1 }));
  await expect(versions.last().getByTestId('revision-summary')).toHaveText(de.History.created);
  // An older version's changes are shown as any other's.
  await versions.nth(50).getByTestId('revision-show').click();
  await expect(page.getByTestId('revision-changes').getByTestId('difference-notes')).toContainText(
    'Durchsicht 1',
  );
});
