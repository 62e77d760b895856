import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { graphqlDocuments } from './graphqlDocuments.ts';
import { muiThemeWithoutVars } from './muiThemeWithoutVars.ts';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [graphqlDocuments(), muiThemeWithoutVars(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries the shell needs (nearly) whole, in one chunk: one file compresses better than the
          // handful of shared chunks the default splitting makes of them (about 1 kB gzip less).
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|react-router|rxjs|graphql|@emotion|stylis|@wry|optimism|tslib|@apollo[\\/]client[\\/](core|cache|link|utilities))[\\/]/,
            },
          ],
        },
      },
      treeshake: {
        // Neither declares `sideEffects: false`, yet both are pure: without this the first visit
        // would load zod (for schemas only the forms use) and the colour library's image quantizers.
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]domain[\\/]/, sideEffects: false },
          { test: /[\\/]@material[\\/]material-color-utilities[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  resolve: {
    // rxjs (Apollo's observables) offers ES2015 code under this condition; its default is ES5, larger.
    conditions: ['es2015', ...defaultClientConditions],
  },
  server: { proxy: { '/graphql': api, '/file': api } },
  preview: { proxy: { '/graphql': api, '/file': api } },
});
