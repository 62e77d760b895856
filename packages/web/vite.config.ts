import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { graphqlDocuments } from './build/graphqlDocuments.ts';
import { muiThemeWithoutVars } from './build/muiThemeWithoutVars.ts';
import { precompress } from './build/precompress.ts';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [graphqlDocuments(), muiThemeWithoutVars(), react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Emitted (and linked from the scripts) so that SERVE_SOURCE_MAPS=1 makes the browser's tools show
    // the source; the server does not send them otherwise.
    sourcemap: true,
    // Every browser the build targets but Safari before 17 preloads modules natively; there the lazy
    // screens' preload links are merely ignored, their imports load them all the same.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything a first visit loads ($initial: the entry's static import graph) in the entry chunk:
          // gzip compresses one file better than a vendor chunk beside the shared chunks the default
          // splitting makes of MUI (about 4 kB less). The lazy screens import from it.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            // The first screen (`/` is the search) in one file with what it imports beyond the entry: split by
            // default into 16 small chunks (MUI's Checkbox, Tabs, Chip …), each a request of its own before
            // the screen shows. Other screens import those parts from it.
            { name: 'SearchScreen', test: /[\\/]src[\\/]search[\\/]SearchScreen\.tsx$/, priority: 1 },
          ],
        },
      },
      treeshake: {
        // Neither declares `sideEffects: false`, yet both are pure: without this the first visit
        // would load zod (for schemas only the forms use) and the colour library's image quantizers.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]domain[\\/]/, sideEffects: false },
          { test: /[\\/]@material[\\/]material-color-utilities[\\/]/, sideEffects: false },
          // Pure as well (CommonJS, so assumed impure); Emotion imports it bare, yet only its withTheme,
          // which nothing uses, calls it: without this it and its own copy of react-is would load.
          { test: /[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  // Verovio's worker imports Verovio's chunks on demand, as modules (the default, iife, cannot split them).
  worker: { format: 'es' },
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: join(import.meta.dirname, 'build/useSyncExternalStoreShim.ts'),
      },
    ],
    // rxjs (Apollo's observables) offers ES2015 code under this condition; its default is ES5, larger.
    conditions: ['es2015', ...defaultClientConditions],
  },
  server: { proxy: { '/graphql': api, '/file': api } },
  preview: { proxy: { '/graphql': api, '/file': api } },
});
