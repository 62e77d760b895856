import { expect, type Page, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { createPublication } from '../../support/api/records.ts';
import { field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// A person catalogued in the browser, through the UI only: a cleric with names, a vow book entry, a syllabus
// and a GND source pasted as a link; seen in the view after a reload, edited, and not deletable while an
// attribution holds it.

const de = texts.de;
const en = texts.en;

const person = {
  primary: 'Haydn, Johann Michael',
  variant: 'Haydn, Michael',
  dates: '1737–1806',
  profession: 'Komponist, Konzertmeister',
  firstMass: '1760',
  vowCitation: 'Professbuch St. Peter, fol. 12r',
  vowTranscription: 'Ego frater Michael promitto…',
  syllabusCitation: 'Syllabus Salisburgensis 1790',
  syllabusTranscription: 'Michael Haydn, Concertmeister',
  syllabusTranslation: 'Michael Haydn, concert master',
  sourceCitation: 'Deutsche Nationalbibliothek',
  gndLink: 'https://d-nb.info/gnd/118547356',
  gndId: '118547356',
};

function item(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

async function choose(page: Page, path: string, option: string) {
  await field(page, path).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a contributor catalogues a cleric, sees every value after a reload, edits the names; an attribution keeps the person', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  await signIn(context, token);
  const shell = new Shell(page);
  await page.goto('/');
  await shell.create('person');
  await expect(page).toHaveURL(/\/people\/create$/);
  await expect(page.getByTestId('record-title')).toHaveText(de.entities.person.create_title);

  // A new person opens on the names; basic information: the clerics' tabs appear with the box.
  await expect(page.getByTestId('tab-names')).toHaveAttribute('aria-selected', 'true');
  await expect(field(page, 'names.0.name')).toBeVisible();
  await page.getByTestId('tab-basic').click();
  await expect(page.getByTestId('tab-syllabi')).toHaveCount(0);
  await field(page, 'dates').fill(person.dates);
  await field(page, 'profession').fill(person.profession);
  await page.getByLabel(de.Person.fields.cleric).check();
  await expect(page.getByTestId('tab-syllabi')).toBeVisible();
  await field(page, 'first_mass').fill(person.firstMass);

  // Name variants: a blank primary name is there; a second one, made primary, unsets the first.
  await page.getByTestId('tab-names').click();
  await field(page, 'names.0.name').fill(person.variant);
  await page
    .getByRole('button', { name: fill(de.record.add_item, { list: de.Person.fields.names }) })
    .click();
  await field(page, 'names.1.name').fill(person.primary);
  await item(page, fill(de.Name.item, { position: 2 }))
    .getByLabel(de.Name.fields.primary)
    .check();
  await expect(
    item(page, fill(de.Name.item, { position: 1 })).getByLabel(de.Name.fields.primary),
  ).not.toBeChecked();

  // Saved without the vow book's transcription: the error's tab is counted and its field takes the focus.
  await page.getByTestId('tab-vow_book_entries').click();
  await field(page, 'vow_book_entry.citation').fill(person.vowCitation);
  await page.getByTestId('tab-basic').click();
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('tab-vow_book_entries')).toHaveText(
    fill(de.record.tab_errors_one, { tab: de.Person.tabs.vow_book_entries }),
  );
  await expect(field(page, 'vow_book_entry.transcription')).toBeFocused();
  await expect(field(page, 'vow_book_entry.transcription')).toHaveAccessibleDescription(
    de.VowBookEntry.error_transcription_empty,
  );
  await field(page, 'vow_book_entry.transcription').fill(person.vowTranscription);

  await page.getByTestId('tab-syllabi').click();
  await page
    .getByRole('button', { name: fill(de.record.add_item, { list: de.Person.fields.syllabi }) })
    .click();
  await field(page, 'syllabi.0.citation').fill(person.syllabusCitation);
  await field(page, 'syllabi.0.transcription').fill(person.syllabusTranscription);
  await field(page, 'syllabi.0.translation').fill(person.syllabusTranslation);

  // A GND source: the pasted link becomes the id while typing.
  await page.getByTestId('tab-sources').click();
  await page
    .getByRole('button', { name: fill(de.record.add_item, { list: de.entities.source.list }) })
    .click();
  await choose(page, 'sources.0.type', de.codes.sourceTypes.gnd);
  await field(page, 'sources.0.citation').fill(person.sourceCitation);
  await field(page, 'sources.0.gnd_id').fill(person.gndLink);
  await expect(field(page, 'sources.0.gnd_id')).toHaveValue(person.gndId);
  await screenshot(page, 'person-form-sources');

  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(/\/people\/\d+$/);
  await expect(shell.flash).toHaveText(de.Server.saved);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // Reloaded, the view shows every value; the GND id links to the national library's record.
  await page.reload();
  await expect(page.getByTestId('record-title')).toHaveText(person.primary);
  await expect(page.getByTestId('record-subtitle')).toHaveText(person.dates);
  await expect(page.getByTestId('value-profession')).toHaveText(person.profession);
  await expect(page.getByTestId('value-cleric')).toHaveText(de.common.yes);
  await expect(page.getByTestId('value-first_mass')).toHaveText(person.firstMass);
  await screenshot(page, 'person-view');
  await page.getByTestId('tab-names').click();
  const names = page.getByTestId('table-names').getByRole('row');
  await expect(names.nth(1)).toContainText(person.variant);
  await expect(names.nth(1)).toContainText(de.common.no);
  await expect(names.nth(2)).toContainText(person.primary);
  await expect(names.nth(2)).toContainText(de.common.yes);
  await page.getByTestId('tab-vow_book_entries').click();
  await expect(page.getByTestId('value-citation')).toHaveText(person.vowCitation);
  await expect(page.getByTestId('value-transcription')).toHaveText(person.vowTranscription);
  await page.getByTestId('tab-syllabi').click();
  const syllabus = page.getByTestId('table-syllabi').getByRole('row').nth(1);
  for (const text of [person.syllabusCitation, person.syllabusTranscription, person.syllabusTranslation]) {
    await expect(syllabus).toContainText(text);
  }
  await page.getByTestId('tab-sources').click();
  const source = page.getByTestId('table-sources').getByRole('row').nth(1);
  await expect(source).toContainText(de.codes.sourceTypes.gnd);
  await expect(source).toContainText(person.sourceCitation);
  await expect(source.getByRole('link', { name: person.gndId })).toHaveAttribute(
    'href',
    `https://d-nb.info/gnd/${person.gndId}`,
  );
  await shell.switchLanguage('en');
  await expect(page.getByTestId('table-sources').getByRole('columnheader').first()).toHaveText(
    en.Source.fields.type,
  );
  await screenshot(page, 'person-view-sources');
  await shell.switchLanguage('de');

  // Edit: the primary name moves to the top by keyboard; a collapsed name shows its summary.
  await page.getByTestId('edit-button').click();
  await expect(page).toHaveURL(new RegExp(`/people/${id}/edit`));
  await page.getByTestId('tab-names').click();
  const second = fill(de.Name.item, { position: 2 });
  await page.getByRole('button', { name: fill(de.record.move_up, { item: second }) }).focus();
  await page.keyboard.press('Enter');
  await expect(field(page, 'names.0.name')).toHaveValue(person.primary);
  await expect(field(page, 'names.1.name')).toHaveValue(person.variant);
  const first = fill(de.Name.item, { position: 1 });
  await page.getByRole('button', { name: fill(de.record.collapse_item, { item: first }) }).click();
  await expect(item(page, first).getByTestId('item-summary')).toHaveText(
    `${person.primary} · ${de.Name.fields.primary}`,
  );
  await screenshot(page, 'person-form-names');
  // Leaving with unsaved changes asks first; staying keeps them.
  await shell.entry('search').click();
  const leave = page.getByTestId('confirm-dialog');
  await expect(leave).toContainText(de.record.leave_text);
  await leave.getByRole('button', { name: de.common.cancel }).click();
  await expect(page).toHaveURL(new RegExp(`/people/${id}/edit`));
  await expect(field(page, 'names.1.name')).toHaveValue(person.variant);
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(new RegExp(`/people/${id}(\\?tab=\\w+)?$`));
  await page.getByTestId('tab-names').click();
  await expect(page.getByTestId('table-names').getByRole('row').nth(1)).toContainText(person.primary);

  // A publication names the person: the delete is refused with the server's message naming it.
  const publication = { title: 'Michael Haydn: Thematisches Verzeichnis', short_title: 'Haydn-Verzeichnis' };
  await createPublication(request, token, {
    ...publication,
    attributions: [{ person: id, function: 'aut', qualifier: 'asc' }],
  });
  await page.getByTestId('delete-button').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(de.entities.person.delete_confirm);
  await dialog.getByRole('button', { name: de.record.delete }).click();
  const refusal = page.getByTestId('record-message');
  const holder = `${fill(de.Server.references.publication_one, { count: 1 })} (${publication.title})`;
  await expect(refusal).toHaveText(fill(de.Server.error_referenced, { references: holder }));
  await expect(page).toHaveURL(new RegExp(`/people/${id}(\\?tab=\\w+)?$`));
  await screenshot(page, 'person-delete-refused');

  // Under 1000 px, in both languages: the view's tables and the form's list items.
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto(`/people/${id}?tab=syllabi`);
  await expect(page.getByTestId('table-syllabi')).toBeVisible();
  await screenshot(page, 'person-view-syllabi');
  await page.goto(`/people/${id}/edit?tab=sources`);
  await expect(field(page, 'sources.0.gnd_id')).toHaveValue(person.gndId);
  await screenshot(page, 'person-form-sources');
  await shell.switchLanguage('en');
  await page.getByTestId('tab-syllabi').click();
  await expect(field(page, 'syllabi.0.translation')).toHaveAccessibleName(en.Syllabus.fields.translation);
  await screenshot(page, 'person-form-syllabi');
  await page.goto(`/people/${id}?tab=sources`);
  await screenshot(page, 'person-view-sources');
  await shell.switchLanguage('de');
});
