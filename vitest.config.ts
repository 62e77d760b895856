import { defineConfig } from 'vitest/config';

// One Vitest run covers the domain, the server (API tests) and the web unit tests.
export default defineConfig({
  // Node loads graphql's CommonJS build for the server and its libraries (the package has no exports map);
  // Vite would pick the ES build for our own files, and schema objects of one fail the checks of the other.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'packages/web/build/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    server: { deps: { inline: ['@material/material-color-utilities'] } },
  },
});
