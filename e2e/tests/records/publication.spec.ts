import { expect, type Page, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { createPerson, createScoreCiting } from '../../support/api/records.ts';
import { field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// A publication catalogued in the browser, through the UI only: basic information and an attribution whose
// person is picked by typing part of a name; seen in the view after a reload with the person linked, and not
// deletable while a score cites it.

const de = texts.de;
const en = texts.en;

const publication = {
  title: 'Thematisches Verzeichnis der Werke von Johann Michael Haydn',
  shortTitle: 'Haydn-WV',
  extent: 'XII, 318 S.',
  publisher: 'Breitkopf & Härtel',
  date: '1802',
  place: 'Leipzig',
  notes: 'Mit Incipits.',
  designation: 'Herausgeber des Bandes',
  sourceCitation: 'Bibliotheksverbund Bayern',
};
const personName = 'Sherman, Charles Hodson';
const newPersonName = 'Rettensteiner, Werigand';

async function choose(page: Page, path: string, option: string) {
  await field(page, path).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a contributor catalogues a publication with an attribution picked by name; a citing score keeps it', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const personId = await createPerson(request, token, personName);
  await signIn(context, token);
  const shell = new Shell(page);
  // §2 hides the menu entry: the screen is reached by its address (and from its search list, test 08).
  await page.goto('/publications/create');
  await expect(page.getByTestId('record-title')).toHaveText(de.entities.publication.create_title);

  await field(page, 'title').fill(publication.title);
  await field(page, 'short_title').fill(publication.shortTitle);
  await field(page, 'extent').fill(publication.extent);
  await field(page, 'publisher').fill(publication.publisher);
  await field(page, 'publication_date').fill(publication.date);
  await field(page, 'publication_place').fill(publication.place);
  await field(page, 'notes').fill(publication.notes);
  await screenshot(page, 'publication-form-basic');

  // The person is found by typing part of a name, and picked with the keyboard.
  await page.getByTestId('tab-attributions').click();
  await page
    .getByRole('button', { name: fill(de.record.add_item, { list: de.Publication.fields.attributions }) })
    .click();
  const person = field(page, 'attributions.0.person');
  await person.click();
  await person.pressSequentially('Hodson');
  await expect(page.getByRole('option', { name: personName })).toBeVisible();
  await person.press('ArrowDown');
  await person.press('Enter');
  await expect(person).toHaveValue(personName);
  await choose(page, 'attributions.0.function', de.codes.attributionFunctions.edt);
  await choose(page, 'attributions.0.qualifier', de.codes.qualifiers.cjt);
  await field(page, 'attributions.0.designation').fill(publication.designation);
  await page.getByLabel(de.Attribution.fields.member).check();
  const first = fill(de.Attribution.item, { position: 1 });
  await page.getByRole('button', { name: fill(de.record.collapse_item, { item: first }) }).click();
  await expect(page.getByRole('group', { name: first, exact: true }).getByTestId('item-summary')).toHaveText(
    fill(de.entities.publication.attribution_summary, {
      person: personName,
      function: de.codes.attributionFunctions.edt,
    }),
  );

  // A person not catalogued yet is created in place from the typed name; the form keeps everything.
  await page
    .getByRole('button', { name: fill(de.record.add_item, { list: de.Publication.fields.attributions }) })
    .click();
  const second = field(page, 'attributions.1.person');
  await second.click();
  await second.pressSequentially(newPersonName);
  await page.getByRole('option', { name: fill(de.record.reference_create, { text: newPersonName }) }).click();
  const create = page.getByTestId('create-in-place-dialog');
  await expect(create.getByLabel(de.Name.fields.name)).toHaveValue(newPersonName);
  await screenshot(page, 'publication-create-person');
  await create.getByRole('button', { name: de.record.save }).click();
  await expect(create).toHaveCount(0);
  await expect(second).toHaveValue(newPersonName);
  await expect(page).toHaveURL(/\/publications\/create(\?tab=\w+)?$/);
  await choose(page, 'attributions.1.function', de.codes.attributionFunctions.aut);
  await choose(page, 'attributions.1.qualifier', de.codes.qualifiers.asc);
  await expect(
    page.getByRole('group', { name: first, exact: true }).getByTestId('item-summary'),
  ).toContainText(personName);
  await screenshot(page, 'publication-form-attributions');

  await page.getByTestId('tab-basic').click();
  await expect(field(page, 'title')).toHaveValue(publication.title);
  await page.getByTestId('tab-sources').click();
  await page
    .getByRole('button', { name: fill(de.record.add_item, { list: de.entities.source.list }) })
    .click();
  await field(page, 'sources.0.citation').fill(publication.sourceCitation);

  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(/\/publications\/\d+(\?tab=\w+)?$/);
  await expect(shell.flash).toHaveText(de.Server.saved);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Reloaded, the view shows every value; the attribution's person links to the person.
  await page.goto(`/publications/${id}`);
  await expect(page.getByTestId('record-title')).toHaveText(publication.title);
  await expect(page.getByTestId('record-subtitle')).toHaveText(
    `${publication.place}: ${publication.publisher}, ${publication.date}`,
  );
  await expect(page.getByTestId('value-short_title')).toHaveText(publication.shortTitle);
  await expect(page.getByTestId('value-extent')).toHaveText(publication.extent);
  await expect(page.getByTestId('value-publisher')).toHaveText(publication.publisher);
  await expect(page.getByTestId('value-publication_date')).toHaveText(publication.date);
  await expect(page.getByTestId('value-publication_place')).toHaveText(publication.place);
  await expect(page.getByTestId('value-notes')).toHaveText(publication.notes);
  await screenshot(page, 'publication-view');
  await page.getByTestId('tab-attributions').click();
  const attribution = page.getByTestId('table-attributions').getByRole('row').nth(1);
  for (const text of [
    de.codes.attributionFunctions.edt,
    de.codes.qualifiers.cjt,
    publication.designation,
    de.common.yes,
  ]) {
    await expect(attribution).toContainText(text);
  }
  await expect(attribution.getByRole('link', { name: personName })).toHaveAttribute(
    'href',
    `/people/${personId}`,
  );
  const created = page.getByTestId('table-attributions').getByRole('row').nth(2);
  await expect(created).toContainText(de.codes.attributionFunctions.aut);
  await expect(created.getByRole('link', { name: newPersonName })).toHaveAttribute('href', /^\/people\/\d+$/);
  await screenshot(page, 'publication-view-attributions');
  await page.getByTestId('tab-sources').click();
  await expect(page.getByTestId('table-sources').getByRole('row').nth(1)).toContainText(
    publication.sourceCitation,
  );

  // The form loads the picked person by name.
  await page.goto(`/publications/${id}/edit?tab=attributions`);
  await expect(field(page, 'attributions.0.person')).toHaveValue(personName);

  // A score cites the publication: the delete is refused with the server's message naming the score.
  const score = 'Missa in C';
  await createScoreCiting(request, token, { publication: id, number: '12', short_title: score });
  await page.goto(`/publications/${id}`);
  await page.getByTestId('delete-button').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(de.entities.publication.delete_confirm);
  await dialog.getByRole('button', { name: de.record.delete }).click();
  const refusal = page.getByTestId('record-message');
  const holder = `${fill(de.Server.references.score_one, { count: 1 })} (${score})`;
  await expect(refusal).toHaveText(fill(de.Server.error_referenced, { references: holder }));
  await expect(page).toHaveURL(new RegExp(`/publications/${id}$`));
  await screenshot(page, 'publication-delete-refused');

  // In English, and under 1000 px.
  await shell.switchLanguage('en');
  await page.goto(`/publications/${id}?tab=attributions`);
  await expect(page.getByTestId('table-attributions').getByRole('columnheader').first()).toHaveText(
    en.Attribution.fields.person,
  );
  await screenshot(page, 'publication-view-attributions');
  await page.setViewportSize({ width: 900, height: 900 });
  await screenshot(page, 'publication-view-attributions');
  await page.goto(`/publications/${id}/edit?tab=attributions`);
  await expect(field(page, 'attributions.0.person')).toHaveAccessibleName(en.Attribution.fields.person);
  await screenshot(page, 'publication-form-attributions');
  await shell.switchLanguage('de');
  await screenshot(page, 'publication-form-attributions');
});
