// Runs in the page (Playwright init script), before the app's own scripts: plain JavaScript, so that the
// bench's TypeScript compiler adds nothing the page lacks. Times are performance.now(), which counts from
// the navigation's start.

// When the page first showed n incipit notations each holding an SVG: drawnAt[n].
const drawnAt = {};
// For the timeline: when the score's record arrived, and when the screen first showed its incipits' place.
const marks = { getScore: null, shown: null };
new MutationObserver(() => {
  let drawn = 0;
  for (const notation of document.querySelectorAll('[data-testid="incipit-notation"]'))
    if (notation.querySelector('svg')) drawn++;
  const now = performance.now();
  for (let n = 1; n <= drawn; n++) drawnAt[n] ??= now;
  if (
    marks.shown === null &&
    document.querySelector('[id^="field-incipits."], [data-testid="table-incipits"]')
  )
    marks.shown = now;
}).observe(document, { childList: true, subtree: true });

const pageFetch = window.fetch;
window.fetch = async (input, init) => {
  const response = await pageFetch(input, init);
  if (typeof init?.body === 'string' && init.body.includes('GetScore')) marks.getScore ??= performance.now();
  return response;
};

/** A script's fetch, from the resource timing: when it started and when its last byte came. */
function fetched(pattern) {
  const entry = performance.getEntriesByType('resource').find((e) => pattern.test(e.name));
  return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
}

const GEOMETRY = ['d', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'transform', 'points', 'width', 'height', 'viewBox'];

/**
 * What a drawing shows: every shape's geometry in document order. Verovio gives each rendering fresh ids
 * (in ids, references and class names), so two drawings of one input differ as text but not here.
 */
function signature(svg) {
  if (!svg) return 'none';
  const parts = [];
  for (const element of [svg, ...svg.querySelectorAll('*')]) {
    if (element.closest('defs')) continue;
    parts.push(element.tagName);
    for (const name of GEOMETRY) if (element.hasAttribute(name)) parts.push(element.getAttribute(name));
  }
  return parts.join(' ');
}

function parsedSvg(text) {
  const template = document.createElement('template');
  template.innerHTML = text;
  return template.content.querySelector('svg');
}

/** A Verovio toolkit made as the app's `music/verovio.ts` makes it, from the built chunks. */
async function toolkitOf({ moduleUrl, esmUrl, options }, marks = {}) {
  const [{ default: createVerovioModule }, { VerovioToolkit, enableLog, LOG_OFF }] = await Promise.all([
    import(moduleUrl),
    import(esmUrl),
  ]);
  marks.imported = performance.now();
  const module = await createVerovioModule();
  enableLog(LOG_OFF, module);
  const toolkit = new VerovioToolkit(module);
  toolkit.setOptions(options);
  return toolkit;
}

/** As `renderIncipit` in `music/incipitRendering.ts`: validation first, then the drawing (or none). */
function render(toolkit, input) {
  const log = toolkit.validatePAE(input);
  if ((log && typeof log.code === 'number') || !toolkit.loadData(input)) return null;
  return toolkit.renderToSVG(1);
}

/** The PAE field's own block: the field, its notation and its findings. */
const containerOf = (field) => field.closest('.MuiTextField-root').parentElement;

let typing;

window.__editorBench = {
  drawnAt: (count) => drawnAt[count] ?? null,

  /** Where the time of a screen's load went (ms from the navigation's start). */
  timeline: (count) => ({
    entry: fetched(/\/assets\/index-[\w-]+\.js$/),
    getScore: marks.getScore,
    shown: marks.shown,
    verovio: fetched(/\/assets\/verovio-module-[\w-]+\.js$/),
    first: drawnAt[1] ?? null,
    last: drawnAt[count] ?? null,
  }),

  /** The floor: Verovio alone, from importing its chunks to the last incipit's SVG. */
  async floor(args) {
    const start = performance.now();
    const marks = {};
    const toolkit = await toolkitOf(args, marks);
    const ready = performance.now();
    const svgs = args.inputs.map((input) => render(toolkit, input));
    const end = performance.now();
    return {
      ms: end - start,
      imported: marks.imported - start,
      startUp: ready - start,
      drawn: svgs.filter(Boolean).length,
    };
  },

  /**
   * What each input looks like drawn (`signature`), for telling which input a drawing on screen shows; and
   * how long Verovio alone took to draw it (the keystrokes' floor).
   */
  async signatures(args) {
    const toolkit = await toolkitOf(args);
    const drawings = [];
    for (const input of args.inputs) {
      const start = performance.now();
      const svg = input === null ? null : render(toolkit, input);
      drawings.push({ ms: performance.now() - start, shows: signature(svg && parsedSvg(svg)) });
    }
    return drawings;
  },

  /**
   * Watches one PAE field while it is typed into: when each key went down, and each time the notation under
   * the field was replaced in the DOM (a new SVG element, or none), with what the new one shows.
   */
  watchTyping(fieldSelector) {
    const field = document.querySelector(fieldSelector);
    const container = containerOf(field);
    const current = () => container.querySelector('[data-testid="incipit-notation"] svg');
    let shown = current();
    typing = { keys: [], draws: [] };
    field.addEventListener('keydown', (event) => {
      const now = performance.now();
      // The event's own time includes any wait before the page handled it; now, if the browser gave none.
      const stamp = event.timeStamp > 0 && now - event.timeStamp < 1000 ? event.timeStamp : now;
      typing.keys.push(stamp);
    });
    new MutationObserver(() => {
      const svg = current();
      if (svg === shown) return;
      shown = svg;
      typing.draws.push({ at: performance.now(), shows: signature(svg) });
    }).observe(container, { childList: true, subtree: true });
  },

  typed: () => typing,

  /** The SVG drawn under a PAE field, if any. */
  notationOf: (fieldSelector) =>
    containerOf(document.querySelector(fieldSelector)).querySelector('[data-testid="incipit-notation"] svg'),
};
