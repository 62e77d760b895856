import { expect, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { createScore } from '../../support/api/records.ts';
import { choose, field } from '../../support/forms.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// A new cataloguer's first day with scores: two violin parts told apart by their numbering; a digital copy made from a score is named after it and shows on
// the score; the collection picker lists its few collections before anything is typed; a GND source
// left without a citation is cited by its id.

const de = texts.de;
const en = texts.en;
const shortTitle = 'Vesperae de Confessore';
const collection = `Sammlung ${shortTitle}`;
const gndId = '118650130';

test('a digital copy named after its score sets the score\'s "digital copy exists"; pickers list before typing; a GND source is cited by its id', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const violin = (numbering: string) => ({
    score_type: 'individual',
    source_type: 'cpy',
    voices: [{ voice: 'vl', numbering }],
  });
  const score = await createScore(request, token, shortTitle, { parts: [violin('I'), violin('II')] });
  await signIn(context, token);
  const shell = new Shell(page);

  // Nothing linked and no flag: no digital copy.
  await page.goto(`/scores/${score}`);
  await expect(page.getByTestId('value-has_digital_copy')).toHaveText(de.common.no);

  // Two violin parts, told apart by their numbering (RISM: Violino I, Violino II).
  await page.getByTestId('tab-parts').click();
  await expect(page.getByText(`${de.codes.scoringCodes.vl} I`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`${de.codes.scoringCodes.vl} II`, { exact: true }).first()).toBeVisible();
  await page.getByTestId('tab-basic').click();

  // From the score's view, the new copy is named after the score, in the interface's language.
  await page.getByRole('link', { name: de.entities.digital_copy.new_for_record }).click();
  await expect(field(page, 'digitizable_id')).toHaveValue(shortTitle);
  await expect(field(page, 'name')).toHaveValue(
    fill(de.entities.digital_copy.name_of, { title: shortTitle }),
  );
  await page.getByRole('button', { name: de.record.save }).click();
  await expect(page).toHaveURL(/\/digital-copies\/\d+$/);
  await expect(page.getByTestId('record-title')).toHaveText(`${shortTitle}, Digitalisat`);

  // The score now has a digital copy, while its own flag (a copy held elsewhere) stays unticked.
  await page.goto(`/scores/${score}`);
  await expect(page.getByTestId('value-has_digital_copy')).toHaveText(de.common.yes);
  await page.goto(`/scores/${score}/edit`);
  const flag = page.getByLabel(de.Score.fields.has_digital_copy);
  await expect(flag).not.toBeChecked();
  await expect(page.getByText(de.entities.score.has_digital_copy_help)).toBeVisible();

  // A GND source without a citation: the field says it will be made from the id, and the save makes it.
  await page.getByTestId('tab-sources').click();
  await page
    .getByRole('button', { name: fill(de.record.add_item, { list: de.entities.source.list }) })
    .click();
  await choose(page, 'sources.0.type', de.codes.sourceTypes.gnd);
  await expect(page.getByText(de.entities.source.citation_help)).toBeVisible();
  await field(page, 'sources.0.gnd_id').fill(gndId);
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(new RegExp(`/scores/${score}$`));
  await expect(shell.flash).toHaveText(de.Server.saved);
  await page.getByTestId('tab-sources').click();
  await expect(page.getByTestId('table-sources').getByRole('row').nth(1)).toContainText(`GND ${gndId}`);

  // A new score's empty collection picker lists collections on focus, before anything is typed.
  await page.goto('/scores/create');
  await field(page, 'collection').focus();
  await expect(page.getByRole('option', { name: new RegExp(`^${collection}`) }).first()).toBeVisible();
  await expect(page.getByText(de.record.reference_type)).toHaveCount(0);
  await page
    .getByRole('option', { name: new RegExp(`^${collection}`) })
    .first()
    .click();
  await expect(field(page, 'collection')).toHaveValue(collection);

  // In English, a new copy of the score is named in English.
  await shell.switchLanguage('en');
  await page.goto(`/digital-copies/create?digitizable_type=score&digitizable_id=${score}`);
  await expect(field(page, 'name')).toHaveValue(
    fill(en.entities.digital_copy.name_of, { title: shortTitle }),
  );
});
