import type { VerovioToolkit } from 'verovio/esm';

// Verovio is 7 MB of script with its WebAssembly inside: it is imported here only, dynamically, so that it
// never loads with the first visit. In the browser only Verovio's worker (`verovio.worker.ts`) uses this,
// so that it loads and draws beside the main thread; one toolkit serves the worker (in tests, the process).

let toolkit: Promise<VerovioToolkit> | undefined;

/** Options for incipits: one system as wide as its music, no page furniture (the bench's floor uses them too). */
export const incipitOptions = {
  inputFrom: 'pae',
  breaks: 'none',
  adjustPageWidth: true,
  adjustPageHeight: true,
  header: 'none',
  footer: 'none',
  scale: 40,
  pageMarginTop: 0,
  pageMarginBottom: 0,
  pageMarginLeft: 0,
  pageMarginRight: 0,
  // Grace notes marked, so that a melodic search's matched notes are counted as the server counts them.
  svgAdditionalAttribute: ['note@grace'],
};

/** The page's Verovio toolkit, loaded on first use; a failed load is tried again on the next use. */
export function loadVerovio(): Promise<VerovioToolkit> {
  toolkit ??= createToolkit().catch((error: unknown) => {
    toolkit = undefined;
    throw error;
  });
  return toolkit;
}

async function createToolkit(): Promise<VerovioToolkit> {
  const [{ default: createVerovioModule }, { VerovioToolkit, enableLog, LOG_OFF }] = await Promise.all([
    import('verovio/wasm'),
    import('verovio/esm'),
  ]);
  const module = await createVerovioModule();
  // Its findings come from validatePAE; the console would only repeat them on every keystroke.
  enableLog(LOG_OFF, module);
  const created = new VerovioToolkit(module);
  created.setOptions(incipitOptions);
  return created;
}

/** Drops a toolkit that failed while rendering (a WebAssembly abort leaves it unusable). */
export function discardVerovio(): void {
  toolkit = undefined;
}
