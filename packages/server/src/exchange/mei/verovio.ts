import type { VerovioToolkit } from 'verovio/esm';

// Verovio on the server: 7 MB of JavaScript with its WASM inside, loaded by a dynamic import the first time
// an MEI export asks for it, then kept for the process. Its calls are synchronous, so one toolkit serves
// every request: nothing runs between a `loadData` and the `getMEI` that follows it.

let loading: Promise<VerovioToolkit> | null = null;

/** The process's one toolkit, loaded on first use. */
export function verovioToolkit(): Promise<VerovioToolkit> {
  loading ??= (async () => {
    const [{ default: createVerovioModule }, { VerovioToolkit, enableLog, LOG_OFF }] = await Promise.all([
      import('verovio/wasm'),
      import('verovio/esm'),
    ]);
    const module = await createVerovioModule();
    // The export says what it could not convert in the file itself; Verovio's own lines would go to stderr.
    enableLog(LOG_OFF, module);
    return new VerovioToolkit(module);
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
