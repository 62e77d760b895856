import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type PaeEvent, readPae } from '../../../packages/domain/src/pae/melody.ts';
import { generateIncipit } from '../../../packages/server/src/demo/demo-incipit.ts';
import { Random } from '../../../packages/server/src/demo/random.ts';
import { appendKey } from '../../../packages/web/src/search/melody/paeKeys.ts';
import { adminToken, signIn } from '../../support/accounts.ts';
import { updateLocale } from '../../support/api/accounts.ts';
import { createPerson, createScore } from '../../support/api/records.ts';
import { field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { fill, texts } from '../../support/texts.ts';

// Melodic search: an incipit of the demo archive's kind (the demo's own generator and seed) is found by a
// fragment of it in another key, typed or played on the on-screen keyboard, without and with rhythm, its
// matched notes coloured; a shared address shows the same hits; a malformed or too short melody is told so;
// the score editor's "find similar incipits" lists a concordance (the same piece under another title and
// composer) with its composer, opening in a new tab.

const de = texts.de;
const en = texts.en;
/** The demo archive's seed (`DEMO_SEED`): the incipit is one the demo's generator writes. */
const demoSeed = 1762;
const incipit = generateIncipit(new Random(demoSeed), 'D-Dur', 'G-2', 'c', 4);
const TRANSPOSE = 3;
const FRAGMENT = 6;

/** PAE's digit (and dots) for a length in whole notes. */
const durationCodes: Record<number, string> = {
  1: '1',
  0.75: '2.',
  0.5: '2',
  0.375: '4.',
  0.25: '4',
  0.1875: '8.',
  0.125: '8',
  0.0625: '6',
};

/** Six notes of the incipit in a row whose lengths differ (so that rhythm tells them from even quarters). */
function fragmentOf(events: readonly PaeEvent[]): PaeEvent[] {
  const notes = events.filter((event) => !event.grace && event.pitch !== null && event.index !== null);
  for (let start = 1; start + FRAGMENT <= notes.length; start++) {
    const window = notes.slice(start, start + FRAGMENT);
    const contiguous = window.every((note, i) => i === 0 || note.index === (window[i - 1].index ?? 0) + 1);
    const plain = window.every((note) => !note.tied && durationCodes[note.duration]);
    if (contiguous && plain && new Set(window.map((note) => note.duration)).size > 1) return window;
  }
  throw new Error(`no fragment of ${FRAGMENT} varied notes in ${incipit.pae}`);
}

const fragment = fragmentOf(readPae({ ...incipit, data: incipit.pae }).events);
const pitches = fragment.map((note) => (note.pitch ?? 0) + TRANSPOSE);
const keyOf = (pitch: number) => ({ semitone: pitch % 12, octave: Math.floor(pitch / 12) - 1 });
/** The fragment a minor third higher, all in quarters (its rhythm left out), and with its own rhythm. */
const evenFragment = pitches.reduce((pae, pitch) => appendKey(pae, keyOf(pitch), null, '4'), '');
const rhythmicFragment = pitches.reduce(
  (pae, pitch, i) => appendKey(pae, keyOf(pitch), null, durationCodes[fragment[i].duration]),
  '',
);
const firstMatched = (fragment[0].index ?? 0) + 1;
const matchedText = (language: typeof de) =>
  fill(language.melody.matched_notes, { positions: `${firstMatched}–${firstMatched + FRAGMENT - 1}` });

const stamp = Date.now();
const title = `Offertorium de Beata ${stamp}`;
const concordanceTitle = `Aria pastoralis ${stamp}`;
const composer = `Pausch, Eugen ${stamp}`;
const otherComposer = `Zach, Johann ${stamp}`;

const hits = (page: Page) => page.getByTestId('melody-hit');
const hitOf = (page: Page, score: string) => hits(page).filter({ hasText: score });
const matchedNotes = (hit: Locator) => hit.locator('g.matched-note');

/** axe's WCAG 2.2 A/AA violations of the page as it stands, once its transitions have ended (as shell/accessibility). */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (found) => `${found.id}: ${found.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function searchMelody(page: Page, pae: string) {
  await page.getByTestId('melody-pae').fill(pae);
  await page.getByTestId('melody-submit').click();
}

test.describe
  .serial('melodic search', () => {
    let token: string;
    let scoreId: number;
    let context: BrowserContext;

    test.beforeAll(async ({ request }) => {
      test.setTimeout(120_000);
      token = await adminToken(request);
      await updateLocale(request, token, 'de');
      const [aut, other] = [
        await createPerson(request, token, composer),
        await createPerson(request, token, otherComposer),
      ];
      const music = { ...incipit, number: '1', is_text_incipit: false, basso_continuo: false };
      scoreId = await createScore(request, token, title, {
        attributions: [{ person: aut, function: 'aut', qualifier: 'asc' }],
        incipits: [music],
      });
      // The concordance: the same melody under another title and composer, in another collection.
      await createScore(request, token, concordanceTitle, {
        attributions: [{ person: other, function: 'aut', qualifier: 'asc' }],
        incipits: [music],
      });
    });

    test.afterEach(async () => {
      await context?.close();
    });

    test('a transposed fragment finds the incipit, its matched notes coloured; rhythm tells it apart', async ({
      browser,
    }) => {
      context = await browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      await page.goto('/search');
      await page.getByTestId('search-mode-melody').click();
      await expect(page).toHaveURL(/\/search\/melody$/);
      await expect(page.getByRole('heading', { level: 1, name: de.melody.title })).toBeVisible();

      await searchMelody(page, evenFragment);
      // The query is drawn as it is typed.
      await expect(page.getByTestId('melody-query-notation').getByTestId('incipit-notation')).toBeVisible();
      const hit = hitOf(page, title);
      await expect(hit).toHaveCount(1);
      await expect(hit.getByTestId('melody-hit-composer')).toHaveText(composer);
      await expect(hit.getByTestId('melody-hit-similarity')).toHaveText(
        fill(de.melody.similarity, { percent: 100 }),
      );
      await expect(hit.getByTestId('melody-hit-notes')).toHaveText(matchedText(de));
      await expect(matchedNotes(hit)).toHaveCount(FRAGMENT);
      await expect(hit.getByTestId('melody-hit-link')).toHaveAttribute('href', `/scores/${scoreId}`);
      await expect(page).toHaveURL(/[?&]pae=/);
      await screenshot(page, 'melody-search');
      expect(await violations(page)).toEqual([]);

      // Compared with its rhythm, the even quarters no longer match the incipit whole.
      await page.getByTestId('melody-rhythm').check();
      await expect(page).toHaveURL(/[?&]rhythm=1/);
      await expect(page.getByTestId('melody-results').or(page.getByTestId('melody-empty'))).toBeVisible();
      const whole = fill(de.melody.similarity, { percent: 100 });
      await expect(hitOf(page, title).filter({ hasText: whole })).toHaveCount(0);

      // The fragment with its own rhythm does.
      await searchMelody(page, rhythmicFragment);
      await expect(hit.getByTestId('melody-hit-similarity')).toHaveText(
        fill(de.melody.similarity, { percent: 100 }),
      );
      await expect(matchedNotes(hit)).toHaveCount(FRAGMENT);
      await expect(page.getByTestId('melody-rhythm')).toBeChecked();

      // The address is the search: a fresh browser shows the same hit, in English at 900 px.
      const shared = page.url();
      const other = await browser.newContext({ locale: 'en-GB', viewport: { width: 900, height: 900 } });
      const second = await other.newPage();
      await second.goto(shared);
      await second.getByTestId('language-en').click();
      await expect(second.getByRole('heading', { level: 1, name: en.melody.title })).toBeVisible();
      await expect(second.getByTestId('melody-pae')).toHaveValue(rhythmicFragment);
      await expect(hitOf(second, title).getByTestId('melody-hit-notes')).toHaveText(matchedText(en));
      await expect(matchedNotes(hitOf(second, title))).toHaveCount(FRAGMENT);
      await screenshot(second, 'melody-search');
      await second.setViewportSize({ width: 1280, height: 900 });
      await screenshot(second, 'melody-search');
      await other.close();
      await page.setViewportSize({ width: 900, height: 900 });
      await screenshot(page, 'melody-search');
    });

    test('the on-screen keyboard writes the melody played, by mouse and by keys', async ({ browser }) => {
      context = await browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      await page.goto('/search/melody');
      const pae = page.getByTestId('melody-pae');
      const keyboard = page.getByTestId('piano-keyboard');

      await page.getByTestId('piano-key-0-4').click();
      await page.getByTestId('piano-key-4-4').click();
      await page.getByTestId('piano-key-6-4').click();
      await expect(pae).toHaveValue("'4CExF");
      // From the computer's keyboard: K is the next C, Backspace takes it back, ↓ an octave lower.
      await keyboard.focus();
      await page.keyboard.press('k');
      await expect(pae).toHaveValue("'4CExF''C");
      await page.keyboard.press('Backspace');
      await expect(pae).toHaveValue("'4CExF");
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('a');
      await expect(pae).toHaveValue("'4CExF,C");
      await page.getByTestId('keyboard-undo').click();
      await expect(pae).toHaveValue("'4CExF");
      await pae.fill('');

      // The transposed fragment played key by key (in eighths, for a change) finds the incipit.
      await page.getByRole('button', { name: de.melody.durations['8'] }).click();
      const lowest = Math.floor(Math.min(...pitches) / 12) - 1;
      for (let octave = 4; octave !== lowest; octave += Math.sign(lowest - octave)) {
        await page.getByTestId(lowest < octave ? 'octave-down' : 'octave-up').click();
      }
      for (const pitch of pitches) {
        const { semitone, octave } = keyOf(pitch);
        await page.getByTestId(`piano-key-${semitone}-${octave}`).click();
      }
      await expect(pae).toHaveValue(
        pitches.reduce((code, pitch) => appendKey(code, keyOf(pitch), null, '8'), ''),
      );
      await page.getByTestId('melody-submit').click();
      await expect(matchedNotes(hitOf(page, title))).toHaveCount(FRAGMENT);
      await screenshot(page, 'melody-keyboard');
    });

    test('a malformed, a too short and an unmatched melody are each told so', async ({ browser }) => {
      context = await browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      await page.goto('/search/melody');
      await searchMelody(page, "'4C%DE");
      await expect(page.getByTestId('melody-message')).toBeVisible();
      const malformed = await page.getByTestId('melody-message').textContent();
      await searchMelody(page, "'4CD");
      await expect(page.getByTestId('melody-message')).not.toHaveText(malformed ?? '');
      await expect(page.getByTestId('melody-message')).toBeVisible();
      await expect(hits(page)).toHaveCount(0);
      await screenshot(page, 'melody-message');

      // A chromatic run no incipit holds: none found, and a hint at the option that narrowed the search.
      await searchMelody(page, "'4CxCDxDExFGxG");
      await expect(page.getByTestId('melody-empty')).toHaveText(de.melody.empty);
      await page.getByTestId('melody-anchored').check();
      await expect(page.getByTestId('melody-empty')).toContainText(de.melody.empty_anchored);
    });

    test('"find similar incipits" in the score editor lists the concordance with its composer', async ({
      browser,
    }) => {
      context = await browser.newContext({ locale: 'de-DE' });
      await signIn(context, token);
      const page = await context.newPage();
      await page.goto(`/scores/${scoreId}/edit?tab=incipits`);
      await expect(field(page, 'incipits.0.pae')).toHaveValue(incipit.pae);
      await page.getByTestId('similar-incipits').click();
      const dialog = page.getByTestId('similar-dialog');
      await expect(dialog.getByRole('heading', { name: de.melody.similar_title })).toBeVisible();
      const concordance = dialog.getByTestId('similar-hit').filter({ hasText: concordanceTitle });
      await expect(concordance).toHaveCount(1);
      await expect(concordance).toContainText(otherComposer);
      // The score itself is not its own concordance.
      await expect(dialog.getByTestId('similar-hit').filter({ hasText: title })).toHaveCount(0);
      await expect(concordance.getByTestId('melody-hit-link')).toHaveAttribute('target', '_blank');
      await screenshot(page, 'similar-incipits');

      // Nothing typed is lost: the dialog closes onto the form as it was. A changed incipit is compared as typed.
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await field(page, 'incipits.0.tempo').fill('Andante');
      const changed = `${incipit.pae}/'4D`;
      await field(page, 'incipits.0.pae').fill(changed);
      await page.getByTestId('similar-incipits').click();
      await expect(dialog).toContainText(de.melody.similar_unsaved);
      await expect(concordance).toHaveCount(1);
      await expect(dialog.getByTestId('similar-hit').filter({ hasText: title })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(field(page, 'incipits.0.tempo')).toHaveValue('Andante');
      await expect(field(page, 'incipits.0.pae')).toHaveValue(changed);

      // In English, at 900 px.
      await page.setViewportSize({ width: 900, height: 900 });
      await page.getByTestId('language-en').click();
      await page.getByTestId('similar-incipits').click();
      await expect(dialog.getByRole('heading', { name: en.melody.similar_title })).toBeVisible();
      await expect(concordance).toHaveCount(1);
      expect(await violations(page)).toEqual([]);
      await screenshot(page, 'similar-incipits');
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, 'similar-incipits');
    });
  });
