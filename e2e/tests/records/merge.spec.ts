import { expect, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { saved } from '../../support/api/client.ts';
import { createScore } from '../../support/api/records.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// Two people entered twice merged in the browser: found among the possible duplicates, compared side by
// side, merged with their score relinked and the old address leading to the survivor, then undone from the
// survivor's history.

const de = texts.de;

test('two entries of one composer are found, merged with their score relinked, and the merge undone', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const person = (name: string, dates: string) =>
    saved(request, token, 'upsertPerson', 'PersonInput', { names: [{ name, primary: true }], dates });
  const keep = await person('Aichinger, Gregor', '1564–1628');
  const other = await person('Aichinger, Gregorius', '1564-1628');
  const score = await createScore(request, token, 'Cantiones ecclesiasticae', {
    attributions: [{ person: other, function: 'cmp', qualifier: 'asc' }],
  });
  await signIn(context, token);

  // Among the possible duplicates, the pair with its overlapping years.
  await page.goto('/duplicates?type=person');
  const pair = page.getByTestId('duplicate-pair').filter({ hasText: 'Aichinger, Gregorius' });
  await expect(pair).toContainText('Aichinger, Gregor');
  await expect(pair).toContainText(de.merge.same_years);
  await screenshot(page, 'possible-duplicates');
  await pair.getByTestId('duplicate-compare').click();

  // Side by side: the names kept from both by default, the score whose attribution will move named.
  await expect(page).toHaveURL(new RegExp(`/merge\\?type=person&keep=${keep}&merge=${other}`));
  const names = page.locator('[data-testid="merge-field"][data-field="names"]');
  await expect(names.getByTestId('merge-both').getByRole('radio')).toBeChecked();
  const dates = page.locator('[data-testid="merge-field"][data-field="dates"]');
  await dates.getByTestId('merge-value').nth(1).getByRole('radio').check();
  await expect(page.getByTestId('merge-relinked')).toContainText(
    `${fill(de.merge.relinked.score_one, { count: 1 })}: Cantiones ecclesiasticae`,
  );
  await screenshot(page, 'merge-side-by-side');
  await page.getByTestId('merge-confirm').click();
  await page.getByRole('dialog').getByRole('button', { name: de.merge.merge }).click();
  await expect(page.getByTestId('merge-message')).toContainText(de.Merge.merged);

  // The score names the survivor; the merged person's address leads to it, with both names.
  await page.goto(`/scores/${score}?tab=attributions`);
  await expect(page.locator('main')).toContainText('Aichinger, Gregor');
  await expect(page.locator('main')).not.toContainText('Aichinger, Gregorius');
  await page.goto(`/people/${other}`);
  await expect(page).toHaveURL(new RegExp(`/people/${keep}$`));
  await expect(page.locator('main')).toContainText('1564-1628');
  await expect(page.locator('main')).toContainText('Cantiones ecclesiasticae');
  await page.getByTestId('tab-names').click();
  await expect(page.locator('main')).toContainText('Aichinger, Gregorius');

  // Undone from the survivor's history: the merged person is back at its address, the score names it again.
  await page.getByTestId('tab-history').click();
  const newest = page.getByTestId('revision').first();
  await expect(newest.getByTestId('revision-summary')).toContainText(
    fill(de.Merge.history_merge, { id: '' }).trim(),
  );
  await newest.getByTestId('revision-undo-merge').click();
  await expect(page.getByTestId('history-message')).toHaveText(de.Merge.undone);
  await page.goto(`/people/${other}`);
  await expect(page).toHaveURL(new RegExp(`/people/${other}$`));
  await page.goto(`/scores/${score}?tab=attributions`);
  await expect(page.locator('main')).toContainText('Aichinger, Gregorius');

  // In English and on a narrow screen, the side by side as the pair is back.
  const shell = new Shell(page);
  await shell.switchLanguage('en');
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto(`/merge?type=person&keep=${keep}&merge=${other}`);
  await expect(page.getByTestId('merge-relinked')).toContainText(
    fill(texts.en.merge.relinked.score_one, { count: 1 }),
  );
  await screenshot(page, 'merge-side-by-side');
  await shell.switchLanguage('de');
});
