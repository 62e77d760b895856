import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { incipitOptions } from '../packages/web/src/music/verovio.ts';
import {
  httpApi,
  registerAdmin,
  seedEditorScore,
  TYPED_INCIPIT,
  TYPED_PAE,
  typedInputs,
  verovioInputs,
} from './editor-seed.ts';
import { type BenchServer, launchChromium, PAGE_MS, startServer } from './first-visit.ts';

// The score editor in Chromium: a fully populated score opened cold until its ten incipits are drawn, as a
// ratio to Verovio alone drawing the same ten in the same kind of fresh page; then keys typed into a PAE
// field one at a time, each timed to the notation on screen that shows it.

const PROBE = join(import.meta.dirname, 'editor-probe.js');
const INCIPITS = verovioInputs.length;

export interface EditorBenchOptions {
  /** Interleaved rounds of editor, view and floor, each in a fresh browser context (after one warm-up). */
  rounds?: number;
  /** Fresh editor pages the PAE is typed into, key by key. */
  typingRounds?: number;
  log?: (line: string) => void;
}

export interface KeystrokeFigures {
  /** Key to notation on screen showing it (ms), for each key that changes what is drawn. */
  latencies: number[];
  keys: number;
  /** Keys that change nothing drawn (an octave or a duration before its note): nothing to wait for. */
  unchanged: number;
  /** Keys whose drawing never came (counted against the goal). */
  neverDrawn: number;
  /** The delays between keys, as typed (ms). */
  delays: { min: number; max: number };
  /** Verovio alone drawing what each key typed, in the same page (ms): the keystrokes' floor. */
  verovio: number[];
}

/** Where a screen's load went, in ms from the navigation's start (null: not seen). */
export interface Timeline {
  entry: { start: number; end: number } | null;
  getScore: number | null;
  shown: number | null;
  verovio: { start: number; end: number } | null;
  first: number | null;
  last: number | null;
}

export interface EditorBenchResult {
  scoreId: number;
  rounds: number;
  /** Navigation to the tenth incipit drawn, per round (ms). */
  editor: number[];
  view: number[];
  /** Importing Verovio's chunks to the tenth SVG, per round (ms). */
  floor: number[];
  /** Of the floor: importing to a toolkit ready to draw, and the import alone (fetch, compile), per round (ms). */
  floorStartUp: number[];
  floorImport: number[];
  editorTimelines: Timeline[];
  keystrokes: KeystrokeFigures;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** Nearest rank: the value at or below which `p` % of the values lie. */
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * values.length) - 1)];

/** The built Verovio chunks by their URLs: the module with its WebAssembly, and the toolkit's wrapper. */
function verovioChunks(root: string) {
  const assets = join(root, 'packages/web/dist/assets');
  const files = readdirSync(assets);
  const find = (pattern: RegExp) => {
    const file = files.find((f) => pattern.test(f));
    if (!file) throw new Error(`no ${pattern} in packages/web/dist/assets: build the web app first`);
    return file;
  };
  const module = find(/^verovio-module-[\w-]+\.js$/);
  // Built for Verovio's worker, the chunks import nothing of the app: the floor runs them alone, as they
  // are, on the page's main thread (an import of the app's entry would start the app there).
  if (/from"\.\/index-[\w-]+\.js"/.test(readFileSync(join(assets, module), 'utf8')))
    throw new Error(`${module} imports from the app's entry chunk: see score-editor.ts`);
  return {
    moduleUrl: `/assets/${module}`,
    esmUrl: `/assets/${find(/^verovio-(?!module)[\w-]+\.js$/)}`,
  };
}

interface Bench {
  browser: Browser;
  server: BenchServer;
  token: string;
  chunks: { moduleUrl: string; esmUrl: string; options: typeof incipitOptions };
}

/** A fresh context (empty cache: every script fetched and compiled again), signed in, with the probe. */
async function freshPage({
  browser,
  server,
  token,
}: Bench): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'token', value: token, url: server.origin, sameSite: 'Lax' }]);
  await context.addInitScript({ path: PROBE });
  return { context, page: await context.newPage() };
}

/** Navigation to every incipit of the screen drawn (ms, from the navigation's start), and the way there. */
async function screenDrawn(bench: Bench, path: string): Promise<{ ms: number; timeline: Timeline }> {
  const { context, page } = await freshPage(bench);
  try {
    await page.goto(`${bench.server.origin}${path}`, { waitUntil: 'commit', timeout: PAGE_MS });
    await page.waitForFunction((n) => window.__editorBench.drawnAt(n) !== null, INCIPITS, {
      timeout: PAGE_MS,
    });
    const timeline = (await page.evaluate((n) => window.__editorBench.timeline(n), INCIPITS)) as Timeline;
    timeline.verovio ??= await fetchedByWorker(page);
    return { ms: timeline.last as number, timeline };
  } finally {
    await context.close();
  }
}

/** Verovio's module fetched by the app's worker (its own timeline), in ms from the page's navigation. */
async function fetchedByWorker(page: Page): Promise<Timeline['verovio']> {
  for (const worker of page.workers()) {
    const found = await worker.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => /\/assets\/verovio-module-[\w-]+\.js$/.test(e.name)) as PerformanceResourceTiming;
      return entry && { origin: performance.timeOrigin, start: entry.startTime, end: entry.responseEnd };
    });
    if (!found) continue;
    const shift = found.origin - (await page.evaluate(() => performance.timeOrigin));
    return { start: found.start + shift, end: found.end + shift };
  }
  return null;
}

/** Verovio alone in a fresh page of the same origin (a 404 of the server: no app runs there). */
async function floorDrawn(bench: Bench): Promise<{ ms: number; startUp: number; imported: number }> {
  const { context, page } = await freshPage(bench);
  try {
    await page.goto(`${bench.server.origin}/api/editor-bench-floor`, { timeout: PAGE_MS });
    const { ms, startUp, imported, drawn } = await page.evaluate((args) => window.__editorBench.floor(args), {
      ...bench.chunks,
      inputs: verovioInputs,
    });
    if (drawn !== INCIPITS) throw new Error(`the floor drew ${drawn} of ${INCIPITS} incipits`);
    return { ms, startUp, imported };
  } finally {
    await context.close();
  }
}

/** A cataloguer's pace: 120–200 ms between keys, the same sequence on every run. */
function typingDelays(count: number): number[] {
  let seed = 11;
  return Array.from({ length: count }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return 120 + Math.round((seed / 2 ** 31) * 80);
  });
}

interface Typed {
  keys: number[];
  draws: { at: number; shows: string }[];
}

/**
 * The PAE of one incipit cleared and typed again key by key into the open editor. A key's latency runs from
 * its keydown to the first replacement of the notation showing what was typed up to that key or later (a key
 * typed on before the drawing came is answered by the later drawing). A key that changes nothing drawn is
 * not timed: there is nothing on screen to wait for.
 */
async function typeIncipit(bench: Bench, scoreId: number, delays: number[]): Promise<KeystrokeFigures> {
  const { context, page } = await freshPage(bench);
  try {
    await page.goto(`${bench.server.origin}/scores/${scoreId}/edit?tab=incipits`, { timeout: PAGE_MS });
    await page.waitForFunction((n) => window.__editorBench.drawnAt(n) !== null, INCIPITS, {
      timeout: PAGE_MS,
    });
    const selector = `[id="field-incipits.${TYPED_INCIPIT}.pae"]`;
    const field = page.locator(selector);
    await field.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.waitForFunction((s) => !window.__editorBench.notationOf(s), selector);
    await page.waitForTimeout(500);
    await page.evaluate((s) => window.__editorBench.watchTyping(s), selector);
    for (const [k, key] of [...TYPED_PAE].entries()) {
      await page.keyboard.type(key);
      await page.waitForTimeout(delays[k]);
    }
    await page.waitForTimeout(1500);
    const typed = (await page.evaluate(() => window.__editorBench.typed())) as Typed;
    if ((await field.inputValue()) !== TYPED_PAE)
      throw new Error(`the field holds ${await field.inputValue()}`);
    if (typed.keys.length !== TYPED_PAE.length) throw new Error(`${typed.keys.length} keydowns seen`);
    // What each prefix looks like drawn, by a second toolkit in the same page; before the first key: nothing.
    const drawings = (await page.evaluate((args) => window.__editorBench.signatures(args), {
      ...bench.chunks,
      inputs: typedInputs,
    })) as { ms: number; shows: string }[];
    return {
      ...keystrokeLatencies(typed, ['none', ...drawings.map((d) => d.shows)], delays),
      verovio: drawings.map((d) => d.ms),
    };
  } finally {
    await context.close();
  }
}

/** `shows[k]`: the drawing after k keys (0: before the first). */
export function keystrokeLatencies(
  typed: Typed,
  shows: string[],
  delays: number[],
): Omit<KeystrokeFigures, 'verovio'> {
  const keyAt = (k: number) => typed.keys[k - 1];
  // The drawing shows the latest prefix typed before it that looks like it.
  const reflects = (draw: Typed['draws'][number]) => {
    for (let k = typed.keys.length; k >= 1; k--) if (shows[k] === draw.shows && keyAt(k) <= draw.at) return k;
    return 0;
  };
  const answered = typed.draws.map((draw) => ({ at: draw.at, key: reflects(draw) }));
  const latencies: number[] = [];
  let unchanged = 0;
  let neverDrawn = 0;
  for (let k = 1; k <= typed.keys.length; k++) {
    if (shows[k] === shows[k - 1]) {
      unchanged++;
      continue;
    }
    const draw = answered.find((d) => d.at > keyAt(k) && d.key >= k);
    if (draw) latencies.push(draw.at - keyAt(k));
    else neverDrawn++;
  }
  return {
    latencies,
    keys: typed.keys.length,
    unchanged,
    neverDrawn,
    delays: { min: Math.min(...delays), max: Math.max(...delays) },
  };
}

export async function benchScoreEditor(
  root: string,
  { rounds = 5, typingRounds = 2, log = () => {} }: EditorBenchOptions = {},
): Promise<EditorBenchResult> {
  const browser = await launchChromium();
  if (browser instanceof Error) throw browser;
  let server: BenchServer | undefined;
  try {
    server = await startServer(root, log, 'score editor');
    const token = await registerAdmin(server.origin);
    const scoreId = await seedEditorScore(httpApi(server.origin, token));
    const { moduleUrl, esmUrl } = verovioChunks(root);
    const bench: Bench = {
      browser,
      server,
      token,
      chunks: { moduleUrl, esmUrl, options: incipitOptions },
    };
    const times = { editor: [] as number[], view: [] as number[], floor: [] as number[] };
    const floorStartUp: number[] = [];
    const floorImport: number[] = [];
    const editorTimelines: Timeline[] = [];
    const sides = {
      editor: async () => {
        const { ms, timeline } = await screenDrawn(bench, `/scores/${scoreId}/edit?tab=incipits`);
        editorTimelines.push(timeline);
        return ms;
      },
      view: async () => (await screenDrawn(bench, `/scores/${scoreId}?tab=incipits`)).ms,
      floor: async () => {
        const { ms, startUp, imported } = await floorDrawn(bench);
        floorStartUp.push(startUp);
        floorImport.push(imported);
        return ms;
      },
    };
    const order = ['editor', 'floor', 'view'] as const;
    log('score editor: warm-up (one of each, not counted)');
    for (const side of order) await sides[side]();
    floorStartUp.length = 0;
    floorImport.length = 0;
    editorTimelines.length = 0;
    for (let round = 0; round < rounds; round++) {
      log(`score editor: round ${round + 1} of ${rounds}`);
      // Each round starts with another side, so that none always follows the same one.
      for (let i = 0; i < order.length; i++) {
        const side = order[(round + i) % order.length];
        times[side].push(await sides[side]());
      }
    }
    const delays = typingDelays(TYPED_PAE.length);
    const typing: KeystrokeFigures[] = [];
    for (let round = 0; round < typingRounds; round++) {
      log(`score editor: typing ${TYPED_PAE.length} keys, ${round + 1} of ${typingRounds}`);
      typing.push(await typeIncipit(bench, scoreId, delays));
    }
    const sum = (pick: (f: KeystrokeFigures) => number) => typing.reduce((n, f) => n + pick(f), 0);
    return {
      scoreId,
      rounds,
      ...times,
      floorStartUp,
      floorImport,
      editorTimelines,
      keystrokes: {
        latencies: typing.flatMap((f) => f.latencies),
        keys: sum((f) => f.keys),
        unchanged: sum((f) => f.unchanged),
        neverDrawn: sum((f) => f.neverDrawn),
        delays: typing[0].delays,
        verovio: typing.flatMap((f) => f.verovio),
      },
    };
  } finally {
    await browser.close();
    await server?.close();
  }
}

declare global {
  interface Window {
    // The probe's API (editor-probe.js), typed loosely: it is plain JavaScript.
    // biome-ignore lint/suspicious/noExplicitAny: the probe is untyped page script
    __editorBench: any;
  }
}
