import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { httpApi, registerAdmin } from './editor-seed.ts';
import { launchChromium, PAGE_MS, startServer } from './first-visit.ts';
import { saveVia } from './score-seed.ts';

// A catalog's pages in Chromium, as a cataloguer meets them: the next page opened from the open one (its
// entries and its scan drawn whole), and a page of 20 entries saved from its form (until the saved
// page is shown again with the saved message). Each measured in the page from the click; the server's own
// share is what its requests took from sent to their last byte (Resource Timing), summed.

const ENTRIES = 20;

export interface CatalogEditorResult {
  pages: number;
  /**
   * Click on the next page's link to its entries and its scan drawn whole at its view (ms), after a
   * second on the open page (a cataloguer works minutes on one: what it warms for the next has arrived).
   */
  switches: number[];
  switchServer: number[];
  /** Of each switch: its 20 entries shown, before the scan (ms from the click). */
  switchEntries: number[];
  /** The same, each click the moment the page before is drawn (leafing through the pages). */
  flips: number[];
  /**
   * Click on save to the saved message shown (ms), the form's scan drawn before the change is typed
   * (a cataloguer transcribes a page for minutes beside its scan before saving it).
   */
  saves: number[];
  /** The same, typed and saved the moment the form shows (its scan still loading beside). */
  hastySaves: number[];
  saveServer: number[];
  /** Of each save: the mutation sent and answered (ms from the click). */
  saveSent: number[];
  saveAnswered: number[];
}

/** A scan of a catalog page: a JPEG with some texture, so that its tiles are not blank. */
const scan = (n: number) =>
  sharp({
    create: {
      width: 1600,
      height: 2400,
      channels: 3,
      background: '#eee',
      noise: { type: 'gaussian', mean: 200, sigma: 30 + n },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

async function upload(origin: string, token: string, n: number): Promise<number> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation U($input: FileInput!) { upsertFile(input: $input) { success id errors { path key } } }',
      variables: { input: { file: null, filename: `inventar-${n}.jpg` } },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(await scan(n))], { type: 'image/jpeg' }), `inventar-${n}.jpg`);
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data?: { upsertFile: { success: boolean; id: number } } };
  if (!body.data?.upsertFile.success) throw new Error(`upload refused: ${JSON.stringify(body)}`);
  return body.data.upsertFile.id;
}

const entry = (page: number, n: number) => ({
  number: String(page * ENTRIES + n),
  signature: `Sign. ${page}/${n}`,
  genre: 'Messe',
  composer: `Komponist ${1 + ((page * 7 + n) % 40)}`,
  annotation: 'Partitur und Stimmen',
});

/** A catalog of `count` pages, each with its scan and 20 entries, saved through the API. */
export async function seedCatalog(origin: string, token: string, count: number) {
  const api = httpApi(origin, token);
  const collection = await saveVia(api, 'Collection', { name: 'Musikarchiv Bench', prefix: 'MB' });
  const catalog = await saveVia(api, 'Catalog', {
    collection,
    short_title: 'Inventar 1762',
    title: 'Inventarium',
  });
  const files: number[] = [];
  for (let n = 1; n <= count; n++) files.push(await upload(origin, token, n));
  const copy = await saveVia(api, 'DigitalCopy', {
    name: 'Inventar 1762, Scans',
    digitizable_type: 'catalog',
    digitizable_id: catalog,
    files: files.map((file, i) => ({ file, name: `fol. ${i + 1}` })),
  });
  const created = (await api(
    'mutation P($id: Int!, $n: Int!) { createPages(catalogId: $id, count: $n) { ids } }',
    {
      id: catalog,
      n: count,
    },
  )) as { createPages: { ids: number[] } };
  const pageIds = created.createPages.ids;
  const images = (await api('query C($id: Int!) { getDigitalCopy(id: $id) { files { id } } }', {
    id: copy,
  })) as {
    getDigitalCopy: { files: { id: number }[] };
  };
  await api(
    'mutation A($p: Int!, $i: Int!) { assignPageImages(firstPageId: $p, firstImageId: $i) { success } }',
    {
      p: pageIds[0],
      i: images.getDigitalCopy.files[0].id,
    },
  );
  for (const [i, id] of pageIds.entries()) {
    const { getPage } = (await api(
      'query G($id: Int!) { getPage(id: $id) { number updated_at digital_copy_file { id } } }',
      { id },
    )) as { getPage: { number: string; updated_at: string; digital_copy_file: { id: number } } };
    await saveVia(api, 'Page', {
      id,
      catalog,
      number: getPage.number,
      digital_copy_file: getPage.digital_copy_file.id,
      updated_at: getPage.updated_at,
      entries: Array.from({ length: ENTRIES }, (_, n) => entry(i + 1, n + 1)),
    });
  }
  return { catalog, pageIds };
}

interface Timed {
  ms: number;
  server: number;
  /** The first GraphQL request after the action: when it was sent and answered (ms from the action). */
  sent: number | null;
  answered: number | null;
  /** When `early` first held (ms from the action), if asked. */
  early: number | null;
}

/**
 * Runs `action` in the page and waits for `done` to hold, then for the frame that shows it: ms from the
 * action, and the server's share (written as a script: the bench's TypeScript transform would add helpers
 * the page does not have).
 */
async function timedInPage(page: Page, action: string, done: string, early = 'false'): Promise<Timed> {
  return page.evaluate(`(async () => {
    const start = performance.now();
    let early = null;
    ${action};
    await new Promise((resolve, reject) => {
      const check = () => (early ??= (${early}) ? performance.now() - start : null, ${done}) ? resolve()
        : performance.now() - start > 30000 ? reject(new Error('not shown: ' + ${JSON.stringify(done)}))
        : requestAnimationFrame(check);
      requestAnimationFrame(check);
    });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const ms = performance.now() - start;
    const requests = performance.getEntriesByType('resource')
      .filter((e) => e.startTime >= start && /[/](graphql|iiif)/.test(e.name));
    const server = requests.reduce((sum, e) => sum + (e.responseEnd - e.requestStart), 0);
    const first = requests.find((e) => /[/]graphql/.test(e.name));
    return { ms, server, sent: first ? first.startTime - start : null, answered: first ? first.responseEnd - start : null, early };
  })()`);
}

/**
 * The open page's scan `label` drawn whole at its view: the viewer is no longer busy (every tile its view
 * needs drawn, from the network or the browser's cache alike).
 */
const scanDrawn = (label: string) =>
  `document.querySelector('[data-testid="viewer-image-label"]')?.textContent === '${label}' && document.querySelector('[data-testid="viewer-canvas"]')?.getAttribute('aria-busy') === 'false'`;

export async function benchCatalogEditor(
  root: string,
  { rounds = 20, log = (_: string) => {} } = {},
): Promise<CatalogEditorResult> {
  const server = await startServer(root, log, 'catalog pages');
  let browser: Browser | undefined;
  try {
    const token = await registerAdmin(server.origin);
    const pages = 2 * rounds + 1;
    log(`catalog pages: seeding ${pages} pages with a scan and ${ENTRIES} entries each`);
    const { catalog, pageIds } = await seedCatalog(server.origin, token, pages);
    const launched = await launchChromium();
    if (launched instanceof Error) throw launched;
    browser = launched;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'token', value: token, url: server.origin, sameSite: 'Lax' }]);
    const page = await context.newPage();
    const result: CatalogEditorResult = {
      pages,
      switches: [],
      switchServer: [],
      switchEntries: [],
      flips: [],
      saves: [],
      hastySaves: [],
      saveServer: [],
      saveSent: [],
      saveAnswered: [],
    };
    // 1. Page to page, from the first to the last.
    await page.goto(`${server.origin}/catalogs/${catalog}?tab=page&pageId=${pageIds[0]}`, {
      timeout: PAGE_MS,
    });
    await page.getByTestId('page-entries').waitFor({ timeout: PAGE_MS });
    await page.waitForTimeout(1000);
    log(`catalog pages: ${rounds} switches to the next page after a second on one, ${rounds} at once`);
    for (let i = 1; i < pages; i++) {
      const id = pageIds[i];
      const leafing = i > rounds;
      if (!leafing) await page.waitForTimeout(1000);
      const entriesShown = `new URLSearchParams(location.search).get('pageId') === '${id}' && document.querySelectorAll('[data-testid="page-entries"] [data-testid="page-entry"]').length === ${ENTRIES} && document.querySelector('[data-testid="page-entries"] tbody tr td')?.textContent === '${(i + 1) * ENTRIES + 1}'`;
      const {
        ms,
        server: share,
        early,
      } = await timedInPage(
        page,
        `document.querySelector('[data-testid="page-list"] a[href*="pageId=${id}"]').click()`,
        `${entriesShown} && ${scanDrawn(`fol. ${i + 1}`)}`,
        entriesShown,
      );
      if (leafing) {
        result.flips.push(ms);
        continue;
      }
      result.switches.push(ms);
      result.switchServer.push(share);
      result.switchEntries.push(early ?? Number.NaN);
    }
    // 2. A page of 20 entries saved from its form, a field changed each time.
    log(
      `catalog pages: ${rounds} saves of a page of ${ENTRIES} entries beside its drawn scan, ${rounds} at once`,
    );
    for (let i = 0; i < 2 * rounds; i++) {
      const hasty = i >= rounds;
      const id = pageIds[i % pageIds.length];
      await page.goto(`${server.origin}/pages/${id}/edit`, { timeout: PAGE_MS });
      const field = page.locator('[id="field-entries.0.notes"]');
      await field.waitFor({ timeout: PAGE_MS });
      // The form's scan drawn (its viewer no longer busy).
      if (!hasty)
        await page.locator('[data-testid="viewer-canvas"][aria-busy="false"]').waitFor({ timeout: PAGE_MS });
      await field.fill(`Runde ${i}`);
      await page.getByTestId('save-button').waitFor({ timeout: PAGE_MS });
      const {
        ms,
        server: share,
        sent,
        answered,
      } = await timedInPage(
        page,
        `document.querySelector('[data-testid="save-button"]').click()`,
        `!!document.querySelector('[data-testid="flash-message"]') && !!document.querySelector('[data-testid="page-entries"]')`,
      );
      if (hasty) {
        result.hastySaves.push(ms);
        continue;
      }
      result.saves.push(ms);
      result.saveServer.push(share);
      result.saveSent.push(sent ?? Number.NaN);
      result.saveAnswered.push(answered ?? Number.NaN);
    }
    return result;
  } finally {
    await browser?.close();
    await server.close();
  }
}
