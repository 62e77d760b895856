import { expect, type Page, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { graphql, upsert, versionOf } from '../../support/api/client.ts';
import { createCollection, getCollection, upsertCollection } from '../../support/api/collections.ts';
import { createPerson, createPublication } from '../../support/api/records.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// The generic save path's version check, seen from the browser: a form based on a stale version is refused
// with a translated message; nothing typed is lost: the user may look at the other version beside their own
// input, then take it over (their input dropped by that choice alone) or keep their input and save it over.

const de = texts.de;
const en = texts.en;

/** Saves a form that was saved over elsewhere meanwhile: refused, the user's input still in the form. */
async function saveStale(page: Page, field: string, typed: string) {
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('record-message')).toContainText(de.record.stale);
  await expect(page.locator(field), 'the user keeps what they typed').toHaveValue(typed);
}

/** Opens the other version under the form. */
async function showOther(page: Page) {
  await page.getByTestId('stale-show-other').click();
  const other = page.getByTestId('other-version');
  await expect(other).toBeVisible();
  await expect(page.getByTestId('stale-show-other'), 'shown once').toBeHidden();
  return other;
}

test('a stale save keeps the input beside the other version; "keep my input" saves it over the other', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const loaded = await createCollection(request, token, {
    name: 'Musiksammlung St. Florian',
    prefix: 'A-SF',
    description: 'Augustiner-Chorherrenstift',
    url: 'https://www.example.org/st-florian',
  });
  await signIn(context, token);
  const shell = new Shell(page);

  await page.goto(`/collections/${loaded.id}/edit`);
  await expect(page.locator('#field-name')).toHaveValue(loaded.name);

  // Someone else saves the record, based on the version the browser has loaded too.
  const meanwhile = await upsertCollection(request, token, {
    id: loaded.id,
    name: 'Musikarchiv des Stifts St. Florian',
    prefix: loaded.prefix,
    description: 'Geändert über die Schnittstelle',
    url: loaded.url ?? '',
    updated_at: loaded.updated_at,
  });
  expect(meanwhile).toMatchObject({ success: true, id: loaded.id });

  await page.locator('#field-description').fill('Geändert im Browser');
  await saveStale(page, '#field-description', 'Geändert im Browser');
  await expect(page).toHaveURL(new RegExp(`/collections/${loaded.id}/edit$`));
  await expect(page.getByTestId('stale-show-other')).toHaveText(de.record.stale_show_other);
  await screenshot(page, 'collection-stale');

  // The message comes in the interface language; saving again is refused again, nothing changes.
  await shell.switchLanguage('en');
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('record-message')).toContainText(en.record.stale);
  await expect(page.getByTestId('stale-show-other')).toHaveText(en.record.stale_show_other);
  await shell.switchLanguage('de');
  expect(await getCollection(request, loaded.id)).toMatchObject({
    name: 'Musikarchiv des Stifts St. Florian',
    description: 'Geändert über die Schnittstelle',
  });

  // The other version, read-only under the form; the form still holds the user's input.
  const other = await showOther(page);
  await expect(other.getByRole('heading')).toHaveText(de.record.stale_other_title);
  await expect(other.getByTestId('value-name')).toContainText('Musikarchiv des Stifts St. Florian');
  await expect(other.getByTestId('value-description')).toContainText('Geändert über die Schnittstelle');
  // What differs from the input is pointed out.
  await expect(other.getByTestId('value-name').getByTestId('marked')).toHaveText(de.record.stale_differs);
  await expect(other.getByTestId('value-description').getByTestId('marked')).toBeVisible();
  await expect(other.getByTestId('value-prefix').getByTestId('marked')).toHaveCount(0);
  await expect(other.getByTestId('stale-keep-mine')).toHaveText(de.record.stale_keep_mine);
  await expect(other.getByTestId('stale-take-over')).toHaveText(de.record.stale_take_over);
  await expect(page.locator('#field-name')).toHaveValue(loaded.name);
  await expect(page.locator('#field-description')).toHaveValue('Geändert im Browser');
  // Opened, the panel scrolled into sight; the full-page screenshots start at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'collection-stale-other');
  await shell.switchLanguage('en');
  await expect(other.getByRole('heading')).toHaveText(en.record.stale_other_title);
  await screenshot(page, 'collection-stale-other');
  await shell.switchLanguage('de');

  // Keeping the input: the form stays as typed and now saves over the other version.
  await other.getByTestId('stale-keep-mine').click();
  await expect(other).toBeHidden();
  await expect(page.getByTestId('record-notice')).toHaveText(de.record.stale_kept);
  await expect(page.getByTestId('record-message')).toBeHidden();
  await expect(page.locator('#field-description')).toHaveValue('Geändert im Browser');
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(new RegExp(`/collections/${loaded.id}$`));
  await expect(shell.flash).toHaveText(de.Server.saved);
  await expect(page.getByTestId('record-title')).toHaveText(loaded.name);
  await expect(page.getByTestId('record-subtitle')).toHaveText('Geändert im Browser');
  expect(await getCollection(request, loaded.id)).toMatchObject({
    name: loaded.name,
    description: 'Geändert im Browser',
  });
});

test('the same user in two tabs: the later save is told the record was saved elsewhere, perhaps in another tab', async ({
  context,
  request,
}) => {
  const token = await adminToken(request);
  const loaded = await createCollection(request, token, { name: 'Stiftsarchiv Melk', prefix: 'A-M' });
  await signIn(context, token);
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const tab of [first, second]) {
    await tab.goto(`/collections/${loaded.id}/edit`);
    await expect(tab.locator('#field-name')).toHaveValue(loaded.name);
  }

  await first.locator('#field-description').fill('Im ersten Tab');
  await first.getByTestId('save-button').click();
  await expect(first).toHaveURL(new RegExp(`/collections/${loaded.id}$`));

  // Nobody else was involved: the message does not blame "someone else".
  await second.locator('#field-description').fill('Im zweiten Tab');
  await saveStale(second, '#field-description', 'Im zweiten Tab');
  await expect(second.getByTestId('record-message')).toContainText('vielleicht in einem anderen Tab');
  const other = await showOther(second);
  await expect(other).toContainText('An anderer Stelle gespeichert am');
});

test('a stale save of a publication: "take over the other version" replaces the input only when chosen', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const id = await createPublication(request, token, {
    title: 'Verzeichnis der Musikalien des Stifts Michaelbeuern',
    short_title: 'Michaelbeuern',
  });
  await signIn(context, token);
  const shell = new Shell(page);

  await page.goto(`/publications/${id}/edit`);
  await expect(page.locator('#field-short_title')).toHaveValue('Michaelbeuern');
  const changed = await upsert(request, token, 'upsertPublication', 'PublicationInput', {
    id,
    title: 'Die Musikalien des Benediktinerstifts Michaelbeuern',
    short_title: 'Michaelbeuern',
    publisher: 'Verlag der Abtei',
    updated_at: await versionOf(request, 'getPublication', id),
  });
  expect(changed).toMatchObject({ success: true });

  await page.locator('#field-notes').fill('Im Browser ergänzt');
  await saveStale(page, '#field-notes', 'Im Browser ergänzt');
  const other = await showOther(page);
  await expect(other.getByTestId('value-title')).toContainText(
    'Die Musikalien des Benediktinerstifts Michaelbeuern',
  );
  await expect(other.getByTestId('value-publisher')).toContainText('Verlag der Abtei');
  await expect(other.getByTestId('value-notes').getByTestId('marked')).toBeVisible();
  await expect(other.getByTestId('other-version-tabs'), 'no differences on other tabs').toBeHidden();
  await expect(page.locator('#field-notes'), 'nothing lost before the choice').toHaveValue(
    'Im Browser ergänzt',
  );

  // Taking over: the form shows the other version, the user's input is gone by this choice.
  await other.getByTestId('stale-take-over').click();
  await expect(other).toBeHidden();
  await expect(page.getByTestId('record-notice')).toHaveText(de.record.stale_taken);
  await expect(page.locator('#field-title')).toHaveValue(
    'Die Musikalien des Benediktinerstifts Michaelbeuern',
  );
  await expect(page.locator('#field-publisher')).toHaveValue('Verlag der Abtei');
  await expect(page.locator('#field-notes')).toHaveValue('');
  await expect(page.getByTestId('record-title')).toHaveText(
    'Die Musikalien des Benediktinerstifts Michaelbeuern',
  );

  // The form is based on the other version now: an edit on top of it saves.
  await page.locator('#field-extent').fill('48 S.');
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(new RegExp(`/publications/${id}$`));
  await expect(shell.flash).toHaveText(de.Server.saved);
  await expect(page.getByTestId('value-publisher')).toHaveText('Verlag der Abtei');
  await expect(page.getByTestId('value-extent')).toHaveText('48 S.');
});

test('a stale save of a person under 1000 px, in English: the other version below the form, the input kept', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const id = await createPerson(request, token, 'Schinn, Johann Georg');
  await signIn(context, token);
  const shell = new Shell(page);
  await page.setViewportSize({ width: 900, height: 900 });

  await page.goto(`/people/${id}/edit`);
  await shell.switchLanguage('en');
  await expect(page.locator('#field-profession')).toHaveValue('');
  const { getPerson } = await graphql<{ getPerson: { names: { id: number }[] } }>(
    request,
    'query ($id: Int!) { getPerson(id: $id) { names { id } } }',
    { id },
  );
  const changed = await upsert(request, token, 'upsertPerson', 'PersonInput', {
    id,
    names: [
      { id: getPerson.names[0]?.id, name: 'Schinn, Johann Georg', primary: true },
      { name: 'Schinn, Georg', primary: false },
    ],
    dates: '1768–1833',
    updated_at: await versionOf(request, 'getPerson', id),
  });
  expect(changed).toMatchObject({ success: true });

  await page.locator('#field-profession').fill('Organist');
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('record-message')).toContainText(en.record.stale);
  await expect(page.getByTestId('stale-show-other')).toHaveText(en.record.stale_show_other);
  await screenshot(page, 'person-stale');
  await page.getByTestId('stale-show-other').click();
  const other = page.getByTestId('other-version');
  await expect(other.getByTestId('value-dates')).toContainText('1768–1833');
  await expect(other.getByTestId('value-profession').getByTestId('marked')).toHaveText(
    en.record.stale_differs,
  );
  // The other version's new name variant is on another tab: the panel says where.
  await expect(other.getByTestId('other-version-tabs')).toHaveText(
    fill(en.record.stale_differs_on, { tabs: en.Person.tabs.names }),
  );
  await expect(page.locator('#field-profession')).toHaveValue('Organist');
  await expect(other.getByTestId('stale-keep-mine')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'person-stale-other');
  await shell.switchLanguage('de');
  await screenshot(page, 'person-stale-other');

  await other.getByTestId('stale-keep-mine').click();
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(new RegExp(`/people/${id}$`));
  await expect(page.getByTestId('value-profession')).toHaveText('Organist');
  // Kept, the user's input replaced the other version whole: its name variant is gone.
  await page.getByTestId('tab-names').click();
  await expect(page.getByTestId('table-names').getByRole('row')).toHaveCount(2);
});

test('a record opened from its address is asked for once as the page starts, and afresh on every later visit', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const loaded = await createCollection(request, token, {
    name: 'Musiksammlung Kremsmünster',
    prefix: 'A-KR',
    description: 'Benediktinerstift',
    url: 'https://www.example.org/kremsmuenster',
  });
  await signIn(context, token);
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/graphql') && (sent.postData() ?? '').includes('"GetCollection"'))
      asked.push(sent.url());
  });

  // The page asks for the record while its code and the session still load: once, not again by the screen.
  await page.goto(`/collections/${loaded.id}/edit`);
  await expect(page.locator('#field-name')).toHaveValue(loaded.name);
  expect(asked, 'asked for once as the page started').toHaveLength(1);

  // Changed elsewhere meanwhile: the view, reached in the app, asks again and shows the change.
  const changed = await upsertCollection(request, token, {
    id: loaded.id,
    name: 'Musikarchiv Kremsmünster',
    prefix: loaded.prefix,
    description: loaded.description ?? '',
    url: loaded.url ?? '',
    updated_at: loaded.updated_at,
  });
  expect(changed).toMatchObject({ success: true });
  await page.getByTestId('cancel-button').click();
  await expect(page.getByTestId('record-title')).toHaveText('Musikarchiv Kremsmünster');
  expect(asked, 'the view asked for it again').toHaveLength(2);
});
