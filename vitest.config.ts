import { defineConfig } from 'vitest/config';

// One Vitest run covers the domain, the server (API tests) and the web unit tests.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    server: { deps: { inline: ['@material/material-color-utilities'] } },
  },
});
