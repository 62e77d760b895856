import { startVerovio } from '../music/verovioWorker.ts';

// Imported first by the entry (main.tsx), so that this runs before the rest of the app's code is evaluated:
// a page opening on a score starts Verovio's worker, the longest to load of what its screen needs, at once.
// The score routes start it as well (routes.tsx), on a later visit.

if (/^\/scores(\/|$)/.test(window.location.pathname)) startVerovio();
