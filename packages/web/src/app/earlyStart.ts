import { startVerovio, verovioRunning } from '../music/verovioWorker.ts';

// The entry's first import, so that it runs before the app's own modules are evaluated (about 0.2 s of
// script on a first visit). A worker starts only when the page's main thread is free after the worker's
// script has arrived: created later, or with the app's first render right behind it, Verovio's worker waited
// for that render (0.3–0.5 s) and then compiled its WebAssembly while the screen rendered. On a page opening
// on a score's screen it starts here; entering those screens later starts it from their routes (`preload`
// in `routes.tsx`).

const opensOnIncipits = /^\/scores(\/|$)/.test(window.location.pathname) && startVerovio() !== undefined;

/** When the app may render: once Verovio's worker runs, if the page started it (at most 0.2 s). */
export const appMayRender: Promise<void> = opensOnIncipits
  ? Promise.race([verovioRunning(), new Promise<void>((resolve) => setTimeout(resolve, 200))])
  : Promise.resolve();
