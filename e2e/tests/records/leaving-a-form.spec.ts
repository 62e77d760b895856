import { expect, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { createCollection, getCollection } from '../../support/api/collections.ts';
import { createPerson } from '../../support/api/records.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { texts } from '../../support/texts.ts';

// A form with unsaved changes asks before it is left, however it is left: the browser's back and forward
// buttons as well as links; a saved or deleted record's form leaves without asking, and a tab switch
// inside the form is no leaving.

const de = texts.de;
const en = texts.en;

test('the back button on a form with unsaved changes asks: "cancel" keeps the input, "leave" leaves', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const collection = await createCollection(request, token, {
    name: 'Sammlung Kremsmünster',
    prefix: 'A-KR',
  });
  await signIn(context, token);
  const shell = new Shell(page);

  await page.goto(`/collections/${collection.id}`);
  await page.getByTestId('edit-button').click();
  await expect(page).toHaveURL(new RegExp(`/collections/${collection.id}/edit$`));

  // Unchanged, the form is left without a question.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/collections/${collection.id}$`));
  await page.goForward();
  await expect(page.locator('#field-name')).toHaveValue(collection.name);

  await page.locator('#field-description').fill('Noch nicht gespeichert');
  await page.goBack();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(de.record.leave_title);
  await expect(dialog).toContainText(de.record.leave_text);
  await expect(page, 'the address stays while the question is open').toHaveURL(/\/edit$/);
  await screenshot(page, 'leave-form-back');

  // Staying keeps the input and the address.
  await dialog.getByTestId('confirm-cancel').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/collections/${collection.id}/edit$`));
  await expect(page.locator('#field-description')).toHaveValue('Noch nicht gespeichert');

  // Asked again (in English), leaving goes back to the view; nothing was saved.
  await shell.switchLanguage('en');
  await page.goBack();
  await expect(dialog).toContainText(en.record.leave_text);
  await screenshot(page, 'leave-form-back');
  await dialog.getByRole('button', { name: en.record.leave }).click();
  await expect(page).toHaveURL(new RegExp(`/collections/${collection.id}$`));
  await expect(page.getByTestId('record-title')).toHaveText(collection.name);
  expect((await getCollection(request, collection.id))?.description ?? '').toBe('');
  await shell.switchLanguage('de');

  // Forward again: a fresh form, with no question; the cancel link asks once it holds changes.
  await page.goForward();
  await expect(page.locator('#field-description')).toHaveValue('');
  await page.locator('#field-description').fill('Wieder geändert');
  await page.getByTestId('cancel-button').click();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('confirm-cancel').click();
  await expect(page.locator('#field-description')).toHaveValue('Wieder geändert');

  // Saving leaves for the view without asking.
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(new RegExp(`/collections/${collection.id}$`));
  await expect(shell.flash).toHaveText(de.Server.saved);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('record-subtitle')).toHaveText('Wieder geändert');
});

test('forward and closing the tab ask; tabs of the form switch freely; a deleted record leaves its changed form', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const id = await createPerson(request, token, 'Hofer, Andreas');
  await signIn(context, token);

  const dialog = page.getByTestId('confirm-dialog');
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto(`/people/${id}/edit`);
  const shell = new Shell(page);
  await shell.openMenu();
  await shell.entry('search').click();
  // The search shown (the menu closes with it), not merely addressed: going back at once would let the
  // router skip it.
  await expect(page).not.toHaveURL(/\/edit/);
  await expect(shell.navigation).toBeHidden();
  await expect(page.locator('#field-profession')).toBeHidden();
  await page.goBack();

  // The forward button asks too.
  await page.locator('#field-profession').fill('Kapellmeister');
  await page.goForward();
  await expect(dialog).toContainText(de.record.leave_text);
  await screenshot(page, 'leave-form-forward');
  await dialog.getByTestId('confirm-cancel').click();
  await expect(page).toHaveURL(new RegExp(`/people/${id}/edit$`));

  // Another tab of the same form is no leaving.
  await page.getByTestId('tab-names').click();
  await expect(page).toHaveURL(/\?tab=names$/);
  await page.getByTestId('tab-basic').click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#field-profession')).toHaveValue('Kapellmeister');

  // Closing the tab (or reloading) gets the browser's own question; dismissed, the page stays.
  const unload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await unload;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  expect(page.isClosed()).toBe(false);
  await expect(page.locator('#field-profession')).toHaveValue('Kapellmeister');

  // A delete, confirmed, leaves for the search without the leave question.
  await page.getByTestId('delete-button').click();
  await dialog.getByRole('button', { name: de.record.delete }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('flash-message')).toHaveText(de.Server.deleted);
  await expect(dialog).toBeHidden();
});
