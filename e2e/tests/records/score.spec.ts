import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { createCatalogEntry } from '../../support/api/catalog.ts';
import { graphql } from '../../support/api/client.ts';
import { createDigitalCopy } from '../../support/api/files.ts';
import { createPublication, updateScore } from '../../support/api/records.ts';
import { field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// A score catalogued from nothing through the UI only: collection and entry picked, a composer created from
// the attribution picker, a part with two voices, a GND link pasted, a literature reference; seen after a
// reload; a second cataloguer saving first; a composite created in place; refusals; a guest's view.
// Genre, composer, place and composite are named as neither the demo archive nor another spec names them:
// they are new to the database whenever this spec runs, as the warning and the pickers' offers to create
// them expect.

const de = texts.de;

const seed = {
  collection: 'Musikarchiv Marienau',
  prefix: 'MAR',
  catalog: 'Inventar 1762',
  page: '12',
  entry: '3',
  composer: 'Pasterwiz',
};
const score = {
  shelfmark: 'Mus.ms. 101',
  genre: 'Missa solemnis',
  key: 'D-Dur',
  composer: 'Pasterwiz, Georg',
  gndLink: 'https://d-nb.info/gnd/104206004',
  gndId: '104206004',
  citation: 'Gemeinsame Normdatei',
  page: '12',
  pae: "'4D8FGA4B''C8DC",
};
const publication = { title: 'Die Musikpflege im Stift Marienau', short_title: 'Musikpflege Marienau' };
const suggestion = `${score.composer} — ${score.genre} in ${score.key}`;

async function choose(page: Page, path: string, option: string) {
  await field(page, path).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types into a picker and takes the first record found whose label contains `option`. */
async function pick(page: Page, path: string, typed: string, option: string | RegExp) {
  const input = field(page, path);
  await input.click();
  await input.pressSequentially(typed);
  await page.getByRole('option', { name: option }).first().click();
}

function addButton(page: Page, list: string) {
  return page.getByRole('button', { name: fill(de.record.add_item, { list }) });
}

async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE' });
  await signIn(context, token);
  return context.newPage();
}

test('a contributor catalogues a score from nothing; a second cataloguer, a composite, refusals, a guest', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const entry = await createCatalogEntry(request, token, seed);
  await createPublication(request, token, publication);
  await signIn(context, token);
  const shell = new Shell(page);

  await page.goto('/scores/create');
  await expect(page.getByTestId('record-title')).toHaveText(de.entities.score.create_title);
  await pick(page, 'collection', 'Marienau', seed.collection);
  await field(page, 'shelfmark').fill(score.shelfmark);
  await expect(page.getByTestId('short-title-prefix')).toHaveText(`${seed.prefix} ${score.shelfmark}`);
  // An unknown genre and a key off the template are warned about, beside their fields, never refused.
  await field(page, 'genres.0.name').fill(score.genre);
  await expect(page.getByTestId('field-warning')).toHaveText(de.Genre.warning_unknown);
  await field(page, 'key').fill('D Dur');
  await expect(page.getByTestId('field-warning').first()).toHaveText(de.Score.warning_key_template);
  await field(page, 'key').fill(score.key);
  await expect(page.getByTestId('field-warning')).toHaveCount(1);
  await choose(page, 'voices.0.voice', de.codes.scoringCodes.sop);
  await addButton(page, de.Score.fields.voices).click();
  await choose(page, 'voices.1.voice', de.codes.scoringCodes.vl);
  await field(page, 'voices.1.count').fill('2');

  // The composer is created in place from the attribution picker.
  await page.getByTestId('tab-attributions').click();
  await addButton(page, de.Publication.fields.attributions).click();
  const person = field(page, 'attributions.0.person');
  await person.click();
  await person.pressSequentially(score.composer);
  await page
    .getByRole('option', { name: fill(de.record.reference_create, { text: score.composer }) })
    .click();
  await page.getByTestId('create-in-place-dialog').getByRole('button', { name: de.record.save }).click();
  await expect(person).toHaveValue(score.composer);
  await choose(page, 'attributions.0.function', de.codes.attributionFunctions.aut);
  await choose(page, 'attributions.0.qualifier', de.codes.qualifiers.asc);
  // A place not yet known is added from the place picker in one choice.
  await pick(page, 'attributions.0.place', 'Lambach', fill(de.Place.add, { text: 'Lambach' }));
  await expect(field(page, 'attributions.0.place')).toHaveValue('Lambach');

  // The short title suggestion (§3) is one click.
  await page.getByTestId('tab-basic').click();
  await expect(page.getByTestId('short-title-suggestion')).toHaveText(
    fill(de.entities.score.short_title_suggestion, { suggestion }),
  );
  await page.getByRole('button', { name: de.entities.score.use_suggestion }).click();
  await expect(field(page, 'short_title')).toHaveValue(suggestion);
  await screenshot(page, 'score-form-basic');

  await page.getByTestId('tab-parts').click();
  await addButton(page, de.Score.fields.parts).click();
  await choose(page, 'parts.0.score_type', de.codes.partScoreTypes.individual);
  await choose(page, 'parts.0.source_type', de.codes.partSourceTypes.cpy);
  await choose(page, 'parts.0.voices.0.voice', de.codes.scoringCodes.sop);
  await addButton(page, de.Part.fields.voices).click();
  await choose(page, 'parts.0.voices.1.voice', de.codes.scoringCodes.alt);
  await field(page, 'parts.0.extent').fill('7 Stimmen');
  await screenshot(page, 'score-form-parts');

  // The incipit is typed in Plaine & Easie and drawn as notation while typing; an error is named in place.
  await page.getByTestId('tab-incipits').click();
  await addButton(page, de.Score.fields.incipits).click();
  await field(page, 'incipits.0.number').fill('1');
  await field(page, 'incipits.0.movement').fill('Kyrie');
  await field(page, 'incipits.0.tempo').fill('Allegro');
  await choose(page, 'incipits.0.clef', de.codes.clefs['G-2']);
  await choose(page, 'incipits.0.key_signature', de.codes.keySignatures.xFC);
  await field(page, 'incipits.0.time_signature').fill('4/4');
  await field(page, 'incipits.0.pae').pressSequentially(score.pae);
  const notation = page.getByTestId('incipit-notation');
  await expect(notation.locator('svg').first()).toBeVisible({ timeout: 30_000 });
  await expect(notation.locator('svg .note').first()).toBeVisible();
  await screenshot(page, 'score-form-incipit');

  await page.getByTestId('tab-links').click();
  await pick(page, 'entries.0.id', seed.catalog, new RegExp(`${seed.page}/${seed.entry}`));

  await page.getByTestId('tab-sources').click();
  await addButton(page, de.Score.fields.publications).click();
  await pick(page, 'publications.0.publication', 'Musikpflege', publication.title);
  await field(page, 'publications.0.number').fill(score.page);
  await addButton(page, de.entities.source.list).click();
  await choose(page, 'sources.0.type', de.codes.sourceTypes.gnd);
  await field(page, 'sources.0.citation').fill(score.citation);
  await field(page, 'sources.0.gnd_id').fill(score.gndLink);
  await expect(field(page, 'sources.0.gnd_id')).toHaveValue(score.gndId);
  await screenshot(page, 'score-form-sources');

  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(/\/scores\/\d+(\?tab=\w+)?$/);
  await expect(shell.flash).toHaveText(de.Server.saved);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Reloaded, the view shows every value, referenced records linked.
  await page.goto(`/scores/${id}`);
  await expect(page.getByTestId('record-title')).toHaveText(suggestion);
  await expect(page.getByTestId('record-subtitle')).toHaveText(
    `${seed.prefix} ${score.shelfmark} · ${score.composer}`,
  );
  await expect(page.getByTestId('value-collection').getByRole('link')).toHaveAttribute(
    'href',
    `/collections/${entry.collection}`,
  );
  await expect(page.getByTestId('value-short_title')).toHaveText(
    `${seed.prefix} ${score.shelfmark} ${suggestion}`,
  );
  await expect(page.getByTestId('value-genres')).toHaveText(score.genre);
  await expect(page.getByTestId('value-key')).toHaveText(score.key);
  await expect(page.getByTestId('value-voices')).toHaveText(
    `${de.codes.scoringCodes.sop}, 2 × ${de.codes.scoringCodes.vl}`,
  );
  await screenshot(page, 'score-view');
  await page.getByTestId('tab-attributions').click();
  await expect(
    page.getByTestId('table-attributions').getByRole('link', { name: score.composer }),
  ).toHaveAttribute('href', /^\/people\/\d+$/);
  await expect(page.getByTestId('table-attributions')).toContainText('Lambach');
  await page.getByTestId('tab-parts').click();
  const part = page.getByTestId('table-parts').getByRole('row').nth(1);
  for (const text of [
    de.codes.partScoreTypes.individual,
    de.codes.partSourceTypes.cpy,
    `${de.codes.scoringCodes.sop}, ${de.codes.scoringCodes.alt}`,
    '7 Stimmen',
  ]) {
    await expect(part).toContainText(text);
  }
  await page.getByTestId('tab-incipits').click();
  await expect(page.getByTestId('table-incipits')).toContainText('1.Kyrie');
  await expect(
    page.getByTestId('table-incipits').getByTestId('incipit-notation').locator('svg').first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await screenshot(page, 'score-view-incipits');
  await page.getByTestId('tab-links').click();
  await expect(page.getByTestId('table-entries').getByRole('link')).toHaveAttribute(
    'href',
    `/catalogs/${entry.catalog}?tab=page&pageId=${entry.page}`,
  );
  await page.getByTestId('tab-sources').click();
  const literature = page.getByTestId('table-publications').getByRole('row').nth(1);
  await expect(literature.getByRole('link', { name: publication.title })).toHaveAttribute(
    'href',
    /^\/publications\/\d+$/,
  );
  await expect(literature).toContainText(score.page);
  await expect(page.getByTestId('table-sources').getByRole('link', { name: score.gndId })).toHaveAttribute(
    'href',
    `https://d-nb.info/gnd/${score.gndId}`,
  );

  // The form loads every value back.
  await page.goto(`/scores/${id}/edit`);
  await expect(field(page, 'collection')).toHaveValue(seed.collection);
  await expect(field(page, 'short_title')).toHaveValue(suggestion);
  await expect(field(page, 'genres.0.name')).toHaveValue(score.genre);
  await expect(field(page, 'voices.1.count')).toHaveValue('2');

  // A second cataloguer saves first: this form's save is refused, and what was typed here stays.
  const loaded = await graphql<{
    getScore: Record<string, unknown> & { updated_at: string; collection: { id: number } };
  }>(
    request,
    `query ($id: Int!) { getScore(id: $id) {
      updated_at shelfmark short_title collection { id } voices { voice count } entries { id }
    } }`,
    { id },
    { token },
  );
  const { collection, ...current } = loaded.getScore;
  const meanwhile = await updateScore(request, token, {
    ...current,
    id,
    collection: collection.id,
    opus: 'Op. 1',
  });
  expect(meanwhile).toMatchObject({ success: true });
  await field(page, 'notes').fill('Im Browser ergänzt');
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('record-message')).toContainText(de.record.stale);
  await expect(field(page, 'notes')).toHaveValue('Im Browser ergänzt');
  // The other version is shown beside the input; keeping the input saves it over the other.
  await page.getByTestId('stale-show-other').click();
  await expect(page.getByTestId('value-opus')).toContainText('Op. 1');
  await expect(page.getByTestId('value-opus').getByTestId('marked')).toHaveText(de.record.stale_differs);
  await page.getByTestId('stale-keep-mine').click();
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(new RegExp(`/scores/${id}(\\?tab=\\w+)?$`));
  await expect(page.getByTestId('value-notes')).toHaveText('Im Browser ergänzt');

  // A composite is created in place from the score's picker; it shows the score bound in it.
  const second = await signedInPage(browser, token);
  await second.goto(`/scores/${id}/edit?tab=links`);
  const composite = field(second, 'composite');
  await composite.click();
  await composite.pressSequentially('Mus.ms. K 5');
  await second
    .getByRole('option', { name: fill(de.record.reference_create, { text: 'Mus.ms. K 5' }) })
    .click();
  await second.getByTestId('create-in-place-dialog').getByRole('button', { name: de.record.save }).click();
  await expect(composite).toHaveValue('Mus.ms. K 5');
  await second.getByTestId('save-button').click();
  await expect(second).toHaveURL(/\/scores\/\d+(\?tab=\w+)?$/);
  await second.goto(`/scores/${id}?tab=links`);
  await second.getByTestId('value-composite').getByRole('link', { name: 'Mus.ms. K 5' }).click();
  await expect(second.getByTestId('record-title')).toHaveText('Mus.ms. K 5');
  await expect(second.getByTestId('value-scores').getByRole('link')).toHaveAttribute('href', `/scores/${id}`);
  await screenshot(second, 'composite-view');

  // Refusals name what holds the record: the composite its score, the score its digital copy.
  await second.getByTestId('delete-button').click();
  await second.getByRole('dialog').getByRole('button', { name: de.record.delete }).click();
  await expect(second.getByTestId('record-message')).toBeVisible();
  await expect(second.getByTestId('record-title')).toHaveText('Mus.ms. K 5');
  await createDigitalCopy(request, token, {
    name: 'Scan 2024',
    digitizable_type: 'score',
    digitizable_id: id,
  });
  await second.goto(`/scores/${id}`);
  await second.getByTestId('delete-button').click();
  await second.getByRole('dialog').getByRole('button', { name: de.record.delete }).click();
  await expect(second.getByTestId('record-message')).toBeVisible();
  await expect(second.getByTestId('record-title')).toHaveText(suggestion);
  await second.context().close();

  // A guest sees the view, without edit actions.
  const guest = await browser.newContext({ locale: 'de-DE' });
  const guestPage = await guest.newPage();
  await guestPage.goto(`/scores/${id}`);
  await expect(guestPage.getByTestId('record-title')).toHaveText(suggestion);
  await expect(guestPage.getByTestId('edit-button')).toHaveCount(0);
  await expect(guestPage.getByTestId('delete-button')).toHaveCount(0);
  await guest.close();
});

test('a composite is catalogued with the keyboard alone', async ({ page, context, request }) => {
  const token = await adminToken(request);
  await signIn(context, token);
  await page.goto('/composites/create');
  await expect(page.getByTestId('record-title')).toHaveText(de.entities.composite.create_title);
  // From the top of the page, Tab reaches the first field; every field after it is one Tab further.
  for (let presses = 0; presses < 30; presses++) {
    if (await field(page, 'shelfmark').evaluate((input) => input === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(field(page, 'shelfmark')).toBeFocused();
  await page.keyboard.type('Mus.ms. K 2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Offertorien');
  await page.keyboard.press('Tab');
  await expect(field(page, 'parent')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Halbleder, um 1800');
  for (let presses = 0; presses < 5; presses++) {
    await page.keyboard.press('Tab');
    if (await page.getByTestId('save-button').evaluate((button) => button === document.activeElement)) break;
  }
  await expect(page.getByTestId('save-button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/composites\/\d+$/);
  await expect(page.getByTestId('record-title')).toHaveText('Mus.ms. K 2 — Offertorien');
  await expect(page.getByTestId('value-notes')).toHaveText('Halbleder, um 1800');
});
