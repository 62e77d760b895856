import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { recordCollectionPaths } from '../../../packages/domain/src/index.ts';
import { adminToken, signIn } from '../../support/accounts.ts';
import { createCatalogEntry } from '../../support/api/catalog.ts';
import { saved } from '../../support/api/client.ts';
import { uploadFile } from '../../support/api/files.ts';
import { createPerson, createPublication } from '../../support/api/records.ts';
import { Shell } from '../../support/shell.ts';
import { fill, type Language, texts } from '../../support/texts.ts';

// axe-core's WCAG 2.2 A/AA rules over every screen in both languages, signed in and not,
// every tab of every record view and form, and the open dialogs. Any violation fails the test.

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Records {
  token: string;
  collection: number;
  catalog: number;
  page: number;
  person: number;
  publication: number;
  composite: number;
  score: number;
  digitalCopy: number;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let seeded: Promise<Records> | undefined;

/** One record of each type, linked as a cataloguer would link them, seeded once for both languages. */
function records(request: APIRequestContext): Promise<Records> {
  seeded ??= (async () => {
    const token = await adminToken(request);
    const { collection, catalog, page, entry } = await createCatalogEntry(request, token, {
      collection: 'Stiftsarchiv Melk',
      prefix: 'A-M',
      catalog: 'Inventarium 1732',
      page: '1',
      entry: '1',
      composer: 'Werner',
    });
    const person = await createPerson(request, token, 'Gregor Joseph Werner');
    const publication = await createPublication(request, token, {
      title: 'Thematisches Verzeichnis der Werke Werners',
      short_title: 'Werner-WV',
      attributions: [{ person, function: 'aut', qualifier: 'asc' }],
    });
    const composite = await saved(request, token, 'upsertComposite', 'CompositeInput', {
      shelfmark: 'Mus.ms. K 7',
      title: 'Sammelband Werner',
    });
    const score = await saved(request, token, 'upsertScore', 'ScoreInput', {
      collection,
      shelfmark: 'Mus.ms. 1012',
      short_title: 'Missa Sancti Josephi',
      voices: [{ voice: 'sop' }],
      entries: [{ id: entry }],
      composite,
      attributions: [{ person, function: 'cmp', qualifier: 'asc' }],
      publications: [{ publication, number: 'A 12' }],
    });
    const scan = await uploadFile(request, token, {
      name: 'melk-1012-001.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const digitalCopy = await saved(request, token, 'upsertDigitalCopy', 'DigitalCopyInput', {
      name: 'Missa Sancti Josephi, Digitalisat',
      digitizable_type: 'score',
      digitizable_id: score,
      files: [{ file: scan }],
    });
    return { token, collection, catalog, page, person, publication, composite, score, digitalCopy };
  })();
  return seeded;
}

/** Runs axe over the page as it is now and notes each violation under the screen's name. */
class Audit {
  readonly violations: string[] = [];
  constructor(
    readonly page: Page,
    readonly language: Language,
  ) {}

  async check(screen: string) {
    // A dialog fading in, or a label taking its focused colour, is half its colour until the transition
    // ends: axe would measure the contrast of a colour no one reads.
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          // A transition replaced by another is cancelled: what matters is that it is over.
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const results = await new AxeBuilder({ page: this.page }).withTags(WCAG_22_AA).analyze();
    for (const violation of results.violations)
      this.violations.push(
        `${this.language} ${screen}: ${violation.id} (${violation.help}) at ${violation.nodes
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
          )
          .join('; ')}`,
      );
  }

  /** Opens `path` in this language, waits until it has loaded, and checks it and each of its tabs. */
  async visit(path: string, screen = path) {
    await this.page.goto(path);
    await this.settle();
    // A visitor's language lasts as long as the page; a signed-in user's is saved and comes back.
    if ((await this.page.locator('html').getAttribute('lang')) !== this.language) {
      await new Shell(this.page).switchLanguage(this.language);
      await this.settle();
    }
    await this.check(screen);
    const tabs = this.page.getByRole('tab');
    const count = await tabs.count();
    for (let index = 1; index < count; index++) {
      const tab = tabs.nth(index);
      const key = await tab.getAttribute('data-testid');
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await this.settle();
      await this.check(`${screen} (${key})`);
    }
  }

  async settle() {
    await this.page.waitForLoadState('networkidle');
    await expect(this.page.getByRole('progressbar')).toHaveCount(0);
    await expect(this.page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
}

async function audit(browser: Browser, request: APIRequestContext, language: Language) {
  const seed = await records(request);
  const t = texts[language];
  const context = await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'en-GB' });
  const page = await context.newPage();
  const audit = new Audit(page, language);
  try {
    // Signed out.
    for (const path of ['/', '/search/score', '/auth/login', '/auth/register', '/auth/reset'])
      await audit.visit(path);
    await audit.visit(`/scores/${seed.score}`, 'score view (visitor)');

    // Signed in as administrator: every record type's view and form, with every tab.
    await signIn(context, seed.token);
    await audit.visit('/', 'search (signed in)');
    const shown = {
      collection: seed.collection,
      person: seed.person,
      score: seed.score,
      publication: seed.publication,
      composite: seed.composite,
      digital_copy: seed.digitalCopy,
      catalog: seed.catalog,
    } as const;
    for (const [type, id] of Object.entries(shown) as [keyof typeof shown, number][]) {
      await audit.visit(`${recordCollectionPaths[type]}/${id}`, `${type} view`);
      await audit.visit(`${recordCollectionPaths[type]}/${id}/edit`, `${type} form`);
    }
    await audit.visit(`${recordCollectionPaths.page}/${seed.page}`, 'page');
    await audit.visit(`/catalogs/${seed.catalog}?tab=page&pageId=${seed.page}`, "catalog's page tab");
    await audit.visit('/search/melody', 'melodic search');
    // The page form with a genre the database does not know: its warning is read under the cell.
    await audit.visit(`${recordCollectionPaths.page}/${seed.page}/edit`, 'page form');
    await page.locator('#field-entries\\.0\\.genre').fill('Missa ignota');
    await expect(page.getByTestId('field-warning')).toHaveText(t.Genre.warning_unknown);
    await audit.check('page form (genre warning)');
    await audit.visit('/files');
    await audit.visit('/settings/users');
    await audit.visit('/settings/website');
    await audit.visit('/jobs');

    // The open dialogs: a delete confirmation, and a record created in place from a form.
    await page.goto(`${recordCollectionPaths.collection}/${seed.collection}`);
    await audit.settle();
    await page.getByTestId('delete-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit.check('delete confirmation');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto(`${recordCollectionPaths.score}/${seed.score}/edit?tab=links`);
    await audit.settle();
    const composite = page.locator('#field-composite');
    await composite.clear();
    await composite.pressSequentially('Mus.ms. K 8');
    await page
      .getByRole('option', { name: fill(t.record.reference_create, { text: 'Mus.ms. K 8' }) })
      .click();
    await expect(page.getByTestId('create-in-place-dialog')).toBeVisible();
    await audit.check('create in place');
  } finally {
    await context.close();
  }
  expect(audit.violations, `axe (${WCAG_22_AA.join(', ')}) violations`).toEqual([]);
}

test.describe.configure({ timeout: 600_000 });

test('every screen in German passes axe’s WCAG 2.2 A/AA rules', async ({ browser, request }) => {
  await audit(browser, request, 'de');
});

test('every screen in English passes axe’s WCAG 2.2 A/AA rules', async ({ browser, request }) => {
  await audit(browser, request, 'en');
});
