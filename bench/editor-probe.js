// Runs in the page (Playwright init script), before the app's own scripts: plain JavaScript, so that the
// bench's TypeScript compiler adds nothing the page lacks. Times are performance.now(), which counts from
// the navigation's start.

// When the page first showed n incipit notations each holding an SVG: drawnAt[n].
const drawnAt = {};
new MutationObserver(() => {
  let drawn = 0;
  for (const notation of document.querySelectorAll('[data-testid="incipit-notation"]'))
    if (notation.querySelector('svg')) drawn++;
  const now = performance.now();
  for (let n = 1; n <= drawn; n++) drawnAt[n] ??= now;
}).observe(document, { childList: true, subtree: true });

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
async function toolkitOf({ moduleUrl, esmUrl, options }) {
  const [{ default: createVerovioModule }, { VerovioToolkit, enableLog, LOG_OFF }] = await Promise.all([
    import(moduleUrl),
    import(esmUrl),
  ]);
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

  /** The floor: Verovio alone, from importing its chunks to the last incipit's SVG. */
  async floor(args) {
    const start = performance.now();
    const toolkit = await toolkitOf(args);
    const svgs = args.inputs.map((input) => render(toolkit, input));
    const ms = performance.now() - start;
    return { ms, drawn: svgs.filter(Boolean).length };
  },

  /** What each input looks like drawn (`signature`), for telling which input a drawing on screen shows. */
  async signatures(args) {
    const toolkit = await toolkitOf(args);
    return args.inputs.map((input) =>
      input === null ? 'none' : signature(parsedSvg(render(toolkit, input))),
    );
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
