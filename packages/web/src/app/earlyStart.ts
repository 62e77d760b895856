import { startVerovio, verovioRunning } from '../music/verovioWorker.ts';

// The entry's first import, so that it runs before the app's own modules are evaluated. A worker starts
// only when the page's main thread is free after the browser has fetched the worker's script, and the
// entry's modules are one bundled script evaluated in one task (about 0.1 s on a first visit): started
// from the entry without waiting, Verovio's worker ran only after that evaluation and compiled its
// WebAssembly while the screen rendered. On a page opening on a score's screen it starts here, and the rest
// of the entry waits at this top-level await until the worker runs (at most 0.2 s); entering those
// screens later starts it from their routes (`preload` in `routes.tsx`).

const opensOnIncipits = /^\/scores(\/|$)/.test(window.location.pathname) && startVerovio() !== undefined;

if (opensOnIncipits)
  await Promise.race([verovioRunning(), new Promise<void>((resolve) => setTimeout(resolve, 200))]);
