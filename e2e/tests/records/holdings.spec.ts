import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { updateLocale } from '../../support/api/accounts.ts';
import { graphql, saved } from '../../support/api/client.ts';
import { createCollection } from '../../support/api/collections.ts';
import { field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { fill, texts } from '../../support/texts.ts';

// A collection's view lists its catalogs and scores a page at a time and starts a new score in it; a
// person's view lists the scores attributed to them with the function; the score form's entry picker finds
// an entry by its catalog's short title and number, says which score holds it, and creates one in place; a
// person created in place under a name already catalogued is offered the existing ones first.

const de = texts.de;
const en = texts.en;
const SCORES = 22;

interface Seeded {
  collection: { id: number; name: string };
  shortTitle: string;
  catalogTitle: string;
  catalog: number;
  page: number;
  scores: number[];
  person: number;
}

/** A collection with one catalog whose page 3 lists 24 entries, 22 of them held by scores. */
async function seed(request: APIRequestContext, token: string): Promise<Seeded> {
  const stamp = Date.now();
  const collection = await createCollection(request, token, {
    name: `Stiftsarchiv Seitenstetten ${stamp}`,
    prefix: `A-SEI${stamp % 1000}`,
  });
  const shortTitle = `Inv${stamp}`;
  const catalogTitle = `Catalogus ${stamp}`;
  const catalog = await saved(request, token, 'upsertCatalog', 'CatalogInput', {
    collection: collection.id,
    short_title: shortTitle,
    title: catalogTitle,
  });
  const page = await saved(request, token, 'upsertPage', 'PageInput', {
    catalog,
    number: '3',
    entries: Array.from({ length: 24 }, (_, i) => ({
      number: String(i + 1),
      composer: `Komponist ${i + 1}`,
    })),
  });
  const entries = (
    await graphql<{ getPage: { entries: { id: number }[] } }>(
      request,
      'query ($id: Int!) { getPage(id: $id) { entries { id } } }',
      { id: page },
      { token },
    )
  ).getPage.entries;
  const person = await saved(request, token, 'upsertPerson', 'PersonInput', {
    names: [{ name: `Aumann, Franz ${stamp}`, primary: true }],
  });
  const scores: number[] = [];
  for (let i = 0; i < SCORES; i++) {
    scores.push(
      await saved(request, token, 'upsertScore', 'ScoreInput', {
        collection: collection.id,
        shelfmark: `Mus.ms. ${101 + i}`,
        short_title: `Offertorium ${String(i + 1).padStart(2, '0')}`,
        voices: [{ voice: 'sop' }],
        entries: [{ id: entries[i].id }],
        attributions: i === 0 ? [{ person, function: 'aut', qualifier: 'asc' }] : [],
      }),
    );
  }
  return { collection, shortTitle, catalogTitle, catalog, page, scores, person };
}

const holdings = (page: Page, kind: string) => page.getByTestId(`holdings-${kind}`);

test.describe
  .serial('holdings and the entry picker', () => {
    let seeded: Seeded;
    let token: string;

    test.beforeAll(async ({ request }) => {
      test.setTimeout(120_000);
      token = await adminToken(request);
      // The screens follow the administrator's saved language, which a spec before may have left English.
      await updateLocale(request, token, 'de');
      seeded = await seed(request, token);
    });

    test('a collection lists its catalogs and scores a page at a time, and starts a new score in it', async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale: 'de-DE' });
      await signIn(context, token);
      const page = await context.newPage();
      await page.goto(`/collections/${seeded.collection.id}`);

      await expect(holdings(page, 'collection_catalogs').getByRole('link')).toHaveCount(1);
      const scores = holdings(page, 'collection_scores');
      await expect(scores.getByRole('link')).toHaveCount(20);
      await expect(scores.getByRole('link').first()).toHaveText(/Offertorium 01/);
      await expect(scores).toContainText(fill(de.files.page_of, { from: 1, to: 20, count: SCORES }));
      await screenshot(page, 'collection-holdings');
      await scores.getByRole('button', { name: de.common.page_next }).click();
      await expect(scores.getByRole('link')).toHaveCount(2);
      await expect(scores.getByRole('link').last()).toHaveText(/Offertorium 22/);
      await scores.getByRole('link').last().click();
      await expect(page).toHaveURL(new RegExp(`/scores/${seeded.scores[SCORES - 1]}$`));

      await page.goBack();
      await page.getByRole('link', { name: de.entities.holdings.new_score }).click();
      await expect(page).toHaveURL(new RegExp(`/scores/create\\?collection=${seeded.collection.id}$`));
      await expect(field(page, 'collection')).toHaveValue(seeded.collection.name);
      await page.goBack();
      await page.getByRole('link', { name: de.entities.holdings.new_catalog }).click();
      await expect(field(page, 'collection')).toHaveValue(seeded.collection.name);
      await context.close();
    });

    test("a person's view lists the scores attributed to them by function", async ({ browser }) => {
      // A visitor, in the start language.
      const context = await browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      await page.goto(`/people/${seeded.person}`);
      // Grouped by the person's function in them, each group headed by the function and its count.
      const groups = holdings(page, 'person_scores-groups');
      await expect(groups.getByTestId('holdings-group')).toHaveText([
        fill(de.entities.holdings.group, { function: de.codes.attributionFunctions.aut, count: 1 }),
      ]);
      const scores = holdings(page, 'person_scores-aut');
      await expect(scores.getByRole('link')).toHaveText([/Offertorium 01/]);
      await screenshot(page, 'person-holdings');

      // The lists in English, at 900 px.
      await page.setViewportSize({ width: 900, height: 900 });
      await page.getByTestId('language-en').click();
      await expect(page.getByText(en.entities.holdings.person_scores)).toBeVisible();
      await screenshot(page, 'person-holdings');
      // A guest's language lasts while the app runs: on to the collection through the links.
      await scores.getByRole('link').first().click();
      await page.getByRole('link', { name: seeded.collection.name }).first().click();
      await expect(holdings(page, 'collection_scores')).toContainText(
        fill(en.files.page_of, { from: 1, to: 20, count: SCORES }),
      );
      await screenshot(page, 'collection-holdings');
      await context.close();
    });

    test('the entry picker finds an entry by short title and number, names its holder, and creates one in place', async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const context = await browser.newContext({ locale: 'de-DE' });
      await signIn(context, token);
      const page = await context.newPage();
      await page.goto(`/scores/create?collection=${seeded.collection.id}`);
      await expect(field(page, 'collection')).toHaveValue(seeded.collection.name);
      await page.getByTestId('tab-links').click();
      const picker = field(page, 'entries.0.id');

      // Opened before anything is typed, it lists the first entries, as the other pickers do.
      await picker.click();
      await expect(page.getByRole('option').first()).toHaveText(/\d+\/\d+/);
      await picker.pressSequentially(`${seeded.shortTitle} 23`);
      await expect(page.getByRole('option')).toHaveText([
        /3\/23 \(Komponist 23\)/,
        fill(de.entities.entry.create_choice, { text: `${seeded.shortTitle} 23` }),
      ]);
      await picker.fill('');
      await picker.pressSequentially(`${seeded.shortTitle} 5`);
      await expect(page.getByRole('option', { name: /3\/5 / })).toContainText(
        fill(de.entities.entry.held_by, { shelfmark: 'Mus.ms. 105' }),
      );
      await screenshot(page, 'entry-picker');

      // No page lists the source yet: the entry is made here, numbered on from the page's last one.
      await picker.fill('');
      await picker.pressSequentially('Lasser');
      await page
        .getByRole('option', { name: fill(de.entities.entry.create_choice, { text: 'Lasser' }) })
        .click();
      const dialog = page.getByTestId('create-entry-dialog');
      await dialog.getByRole('combobox', { name: de.Page.fields.catalog }).click();
      await page.getByRole('option', { name: new RegExp(seeded.catalogTitle) }).click();
      await dialog.getByRole('combobox', { name: de.Entry.fields.page }).click();
      await page.getByRole('option', { name: fill(de.entities.catalog.page_number, { number: 3 }) }).click();
      await expect(dialog.getByLabel(de.Entry.fields.number)).toHaveValue('25');
      // The typed text was a search: no field is filled from it.
      await expect(dialog.getByLabel(de.Entry.fields.composer)).toHaveValue('');
      await dialog.getByLabel(de.Entry.fields.composer).fill('Lasser');
      await screenshot(page, 'entry-create-in-place');
      await page.setViewportSize({ width: 900, height: 800 });
      await screenshot(page, 'entry-create-in-place');
      await dialog.getByRole('button', { name: de.record.save }).click();
      await expect(dialog).toHaveCount(0);
      await expect(picker).toHaveValue(/3\/25 \(Lasser\)/);

      await page.getByTestId('tab-basic').click();
      await field(page, 'shelfmark').fill('Mus.ms. 300');
      await field(page, 'short_title').fill('Missa brevis');
      await field(page, 'voices.0.voice').click();
      await page.getByRole('option', { name: de.codes.scoringCodes.sop, exact: true }).click();
      await page.getByTestId('save-button').click();
      await expect(page).toHaveURL(/\/scores\/\d+(\?tab=\w+)?$/);
      await page.getByTestId('tab-links').click();
      await expect(page.getByTestId('table-entries')).toContainText('3/25 (Lasser)');
      await context.close();
    });

    test('a person created in place under a name already catalogued is offered the existing ones first, with their dates', async ({
      browser,
      request,
    }) => {
      const name = `Aumann, Franz ${seeded.shortTitle}`;
      // Two of that name, one with dates.
      for (const dates of [null, '1701–1760'])
        await saved(request, token, 'upsertPerson', 'PersonInput', {
          names: [{ name, primary: true }],
          dates,
        });
      const context = await browser.newContext({ locale: 'de-DE' });
      await signIn(context, token);
      const page = await context.newPage();
      await page.goto(`/scores/create?collection=${seeded.collection.id}`);
      await page.getByTestId('tab-attributions').click();
      await page
        .getByRole('button', { name: fill(de.record.add_item, { list: de.Publication.fields.attributions }) })
        .click();
      const person = field(page, 'attributions.0.person');
      await person.click();
      // The name typed in the other order.
      const typed = `Franz Aumann ${seeded.shortTitle}`;
      await person.pressSequentially(typed);
      await page.getByRole('option', { name: fill(de.record.reference_create, { text: typed }) }).click();
      const offered = page.getByTestId('create-in-place-same-named');
      await expect(offered).toContainText(de.record.create_same_named);
      await expect(offered.getByRole('button')).toHaveText([name, `${name} (1701–1760)`].sort());
      await screenshot(page, 'person-same-named');
      await offered.getByRole('button', { name: `${name} (1701–1760)` }).click();
      await expect(page.getByTestId('create-in-place-dialog')).toHaveCount(0);
      await expect(person).toHaveValue(name);
      await context.close();
    });
  });
