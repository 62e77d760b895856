import { expect, type Page, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { graphql, upsert } from '../../support/api/client.ts';
import { createScore } from '../../support/api/records.ts';
import { field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, type Language, texts } from '../../support/texts.ts';

// Forms a cataloguer moves through fast: short fields side by side, a list item duplicated, a new record
// started from a saved one, a tab bar with arrows only when its tabs do not fit, view tables that keep
// short values on one line.

const de = texts.de;

const part = {
  score_type: 'individual',
  source_type: 'cpy',
  voices: [{ voice: 'sop' }, { voice: 'alt' }],
  extent: '7 Stimmen',
  measurements: '23 × 31 cm',
  wear: 'gut',
  date: '1795',
  watermark: true,
  notes: 'Von zwei Händen, die Altstimme später ergänzt',
};
const incipit = {
  number: '1',
  movement: 'Kyrie',
  section: '1',
  tempo: 'Allegro',
  part: 'Sopran',
  clef: 'G-2',
  key_signature: 'xF',
  time_signature: '4/4',
  pae: "'4D8FGA4B''C8DC",
  is_text_incipit: false,
};

interface StoredScore {
  shelfmark: string;
  opus: string | null;
  key: string | null;
  entries: { id: number }[];
  parts: { id: number; extent: string | null; measurements: string | null; voices: { id: number }[] }[];
  incipits: { id: number; number: string | null; movement: string | null; pae: string | null }[];
}

async function storedScore(page: Page, token: string, id: number): Promise<StoredScore> {
  const data = await graphql<{ getScore: StoredScore }>(
    page.request,
    `query ($id: Int!) { getScore(id: $id) {
      shelfmark opus key entries { id }
      parts { id extent measurements voices { id } }
      incipits { id number movement pae }
    } }`,
    { id },
    { token },
  );
  return data.getScore;
}

test('an incipit and a part are duplicated by keyboard, the copy right after its original, saved as new', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const id = await createScore(request, token, 'Missa in D', { parts: [part], incipits: [incipit] });
  const before = await storedScore(page, token, id);
  await signIn(context, token);

  await page.goto(`/scores/${id}/edit?tab=incipits`);
  const duplicate = page.getByRole('button', {
    name: fill(de.record.duplicate_item, { item: fill(de.Incipit.item, { position: 1 }) }),
  });
  await duplicate.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('incipits-item')).toHaveCount(2);
  // The copy holds the original's values and takes the focus, to be changed where it differs.
  await expect(field(page, 'incipits.1.number')).toBeFocused();
  await expect(field(page, 'incipits.1.movement')).toHaveValue(incipit.movement);
  await expect(field(page, 'incipits.1.pae')).toHaveValue(incipit.pae);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');

  await page.getByTestId('tab-parts').click();
  await page
    .getByRole('button', {
      name: fill(de.record.duplicate_item, { item: fill(de.Part.item, { position: 1 }) }),
    })
    .click();
  await expect(page.getByTestId('parts-item')).toHaveCount(2);
  await expect(field(page, 'parts.1.measurements')).toHaveValue(part.measurements);
  await expect(field(page, 'parts.1.voices.1.voice')).toBeVisible();
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(new RegExp(`/scores/${id}(\\?tab=\\w+)?$`));

  const after = await storedScore(page, token, id);
  expect(after.incipits.map(({ number, movement }) => ({ number, movement }))).toEqual([
    { number: '1', movement: incipit.movement },
    { number: '2', movement: incipit.movement },
  ]);
  // The original keeps its ids; the copies are new items, their nested voices too.
  expect(after.incipits[0]?.id).toBe(before.incipits[0]?.id);
  expect(after.incipits[1]?.id).not.toBe(before.incipits[0]?.id);
  expect(after.parts.map((p) => p.measurements)).toEqual([part.measurements, part.measurements]);
  expect(after.parts[0]?.voices).toEqual(before.parts[0]?.voices);
  const copiedVoices = after.parts[1]?.voices.map((voice) => voice.id) ?? [];
  expect(copiedVoices).toHaveLength(2);
  for (const voice of copiedVoices) expect(before.parts[0]?.voices.map((v) => v.id)).not.toContain(voice);
});

test('a new score from this one: prefilled after a reload, without shelfmark and entry; the original unchanged', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const id = await createScore(request, token, 'Vesperae de Beata', {
    opus: 'Op. 3',
    key: 'D-Dur',
    parts: [part],
    incipits: [incipit],
  });
  const original = await storedScore(page, token, id);
  // A second entry in the original's catalog, for the copy: an entry is held by one score.
  const { getScore } = await graphql<{ getScore: { entries: { page: { catalog: { id: number } } }[] } }>(
    request,
    'query ($id: Int!) { getScore(id: $id) { entries { page { catalog { id } } } } }',
    { id },
    { token },
  );
  const catalog = getScore.entries[0]?.page.catalog.id;
  expect(
    await upsert(request, token, 'upsertPage', 'PageInput', {
      catalog,
      number: '2',
      entries: [{ number: '7' }],
    }),
  ).toMatchObject({ success: true });
  await signIn(context, token);

  await page.goto(`/scores/${id}`);
  await page.getByTestId('new-from-record').click();
  await expect(page).toHaveURL(`/scores/create?from=${id}`);
  // A reload keeps it: the address names the record it starts from.
  await page.reload();
  await expect(page.getByTestId('record-title')).toHaveText(de.entities.score.create_title);
  await expect(page.getByTestId('record-subtitle')).toHaveText(
    fill(de.record.copied_from, { title: 'Vesperae de Beata' }),
  );
  await expect(field(page, 'shelfmark')).toHaveValue('');
  await expect(field(page, 'short_title')).toHaveValue('Vesperae de Beata');
  await expect(field(page, 'opus')).toHaveValue('Op. 3');
  await field(page, 'shelfmark').fill('Ms. Vesperae 2');
  await page.getByTestId('tab-parts').click();
  await expect(field(page, 'parts.0.measurements')).toHaveValue(part.measurements);
  await page.getByTestId('tab-links').click();
  await expect(field(page, 'entries.0.id')).toHaveValue('');
  const entry = field(page, 'entries.0.id');
  await entry.click();
  await entry.pressSequentially('Inventar Vesperae');
  await page.getByRole('option', { name: /2\/7/ }).first().click();
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(/\/scores\/\d+(\?tab=\w+)?$/);
  const copyId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(copyId).not.toBe(id);

  const copy = await storedScore(page, token, copyId);
  expect(copy).toMatchObject({ shelfmark: 'Ms. Vesperae 2', opus: 'Op. 3', key: 'D-Dur' });
  expect(copy.parts[0]?.measurements).toBe(part.measurements);
  expect(copy.parts[0]?.id).not.toBe(original.parts[0]?.id);
  expect(copy.incipits[0]?.pae).toBe(incipit.pae);
  expect(copy.incipits[0]?.id).not.toBe(original.incipits[0]?.id);
  expect(await storedScore(page, token, id)).toEqual(original);
});

test('the record tab bar shows scroll arrows only when its tabs do not fit; view tables keep short values on one line', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const id = await createScore(request, token, 'Te Deum', {
    opus: 'Op. 5',
    work_date: '1790',
    key: 'C-Dur',
    parts: [part],
    incipits: [incipit],
  });
  await signIn(context, token);
  const shell = new Shell(page);
  const arrows = page.locator('.MuiTabs-scrollButtons');

  for (const language of ['de', 'en'] as Language[]) {
    const open = async (path: string) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('tab-sources')).toBeVisible();
    };
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/scores/${id}/edit?tab=incipits`);
    if (language === 'en') await shell.switchLanguage('en');
    await expect(field(page, 'incipits.0.pae')).toBeVisible({ timeout: 30_000 });
    await expect(arrows).toHaveCount(0);
    // Clef, key signature and time signature share one line.
    const [clef, time] = [field(page, 'incipits.0.clef'), field(page, 'incipits.0.time_signature')];
    expect((await clef.boundingBox())?.y).toBeCloseTo((await time.boundingBox())?.y ?? 0, 0);
    for (const width of [1280, 900]) {
      await page.setViewportSize({ width, height: 900 });
      for (const tab of ['basic', 'parts', 'incipits']) {
        await open(`/scores/${id}/edit?tab=${tab}`);
        await screenshot(page, `fast-score-form-${tab}`);
        await open(`/scores/${id}?tab=${tab}`);
        await expect(arrows).toHaveCount(0);
        await screenshot(page, `fast-score-view-${tab}`);
      }
    }
    // Under 1000 px each field takes a line of its own.
    await open(`/scores/${id}/edit?tab=incipits`);
    await expect(field(page, 'incipits.0.pae')).toBeVisible({ timeout: 30_000 });
    expect((await field(page, 'incipits.0.time_signature').boundingBox())?.y).toBeGreaterThan(
      ((await field(page, 'incipits.0.clef').boundingBox())?.y ?? 0) + 20,
    );

    // At 800 px the parts table scrolls sideways; its measurements stay on one line, its headers whole.
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`/scores/${id}?tab=parts`);
    const table = page.getByTestId('table-parts');
    const measurements = table.getByText(part.measurements, { exact: true });
    const lineHeight = await measurements.evaluate((cell) =>
      Number.parseFloat(getComputedStyle(cell).lineHeight),
    );
    expect((await measurements.boundingBox())?.height).toBeLessThan(lineHeight * 1.5);
    const scrolls = await table.evaluate((element) => {
      const container = element.parentElement as HTMLElement;
      return container.scrollWidth > container.clientWidth;
    });
    expect(scrolls).toBe(true);
    const lastHeader = table.getByRole('columnheader').last();
    await lastHeader.scrollIntoViewIfNeeded();
    await expect(lastHeader).toBeInViewport({ ratio: 0.99 });
    await screenshot(page, 'fast-score-view-parts');

    // A narrow window: the tabs no longer fit, and the arrows show.
    await page.setViewportSize({ width: 420, height: 900 });
    await expect(arrows).not.toHaveCount(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await shell.switchLanguage('de');
});
