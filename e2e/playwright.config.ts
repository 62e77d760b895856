import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './support/chromium.ts';
import { imageHost } from './support/image-host.ts';
import { smtpPort } from './support/mailbox.ts';

const port = Number(process.env.E2E_PORT ?? 3107);
// A second server, for the first-account spec alone: its database has no account when that spec starts. Its
// port is beside the run's own (as the image host's), so that parallel runs on other ports don't meet.
const emptyPort = Number(process.env.E2E_EMPTY_PORT ?? port + 2000);
const firstAccount = 'accounts/first-account.spec.ts';

// Account mails travel over SMTP to the global setup's in-process server; their links lead to this server.
// Imported copies are loaded from the tests' own image host on 127.0.0.1, a second origin the viewer may load.
const images = `IIIF_IMPORT_PRIVATE=1 IIIF_IMAGE_SOURCES='https: ${imageHost}'`;
const mail = (serverPort: number) =>
  `SMTP_URL='smtp://127.0.0.1:${smtpPort}?ignoreTLS=true' PUBLIC_URL=http://127.0.0.1:${serverPort}`;
/** The app on a fresh PGlite database of its own (e2e/.data-<port>, emptied on every start). */
const server = (serverPort: number) => {
  const dataDir = `e2e/.data-${serverPort}`;
  return {
    command: `rm -rf ${dataDir} && PORT=${serverPort} DATA_DIR=${dataDir} ${mail(serverPort)} ${images} LOG_LEVEL=warn RATE_LIMIT_PER_MINUTE=100000 npx tsx packages/server/src/main.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${serverPort}/graphql?query=%7B__typename%7D`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  };
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/smtp-mailbox.ts',
  outputDir: '../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The specs share the run's database, one at a time; none relies on another having run before it.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../test-results/e2e.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    // The first account registered on the run's empty database becomes administrator: every spec signs in as it.
    { name: 'administrator', testDir: './setup', testMatch: 'administrator.setup.ts' },
    // Registering the first account needs a database with no account yet: the empty server's.
    { name: 'first account', testMatch: firstAccount, use: { baseURL: `http://127.0.0.1:${emptyPort}` } },
    { name: 'app', testIgnore: firstAccount, dependencies: ['administrator'] },
  ],
  webServer: [server(port), server(emptyPort)],
});
