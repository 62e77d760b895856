import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './support/chromium.ts';
import { imageHost } from './support/image-host.ts';
import { smtpPort } from './support/mailbox.ts';

const port = Number(process.env.E2E_PORT ?? 3107);
const dataDir = `e2e/.data-${port}`;
// Account mails travel over SMTP to the global setup's in-process server; their links lead to this server.
// Imported copies are loaded from the tests' own image host on 127.0.0.1, a second origin the viewer may load.
const images = `IIIF_IMPORT_PRIVATE=1 IIIF_IMAGE_SOURCES='https: ${imageHost}'`;
const mail = `SMTP_URL='smtp://127.0.0.1:${smtpPort}?ignoreTLS=true' PUBLIC_URL=http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/smtp-mailbox.ts',
  outputDir: '../test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One fresh database for the whole run: the first account registered in it becomes administrator.
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
  webServer: {
    command: `rm -rf ${dataDir} && PORT=${port} DATA_DIR=${dataDir} ${mail} ${images} LOG_LEVEL=warn RATE_LIMIT_PER_MINUTE=100000 npx tsx packages/server/src/main.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/graphql?query=%7B__typename%7D`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
