import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);

describe('useSyncExternalStoreShim (build alias)', () => {
  it("finds react-i18next's import of the shim, which the build points at React's own hook", () => {
    const useTranslation = require.resolve('react-i18next').replace(/dist\/.*$/, 'dist/es/useTranslation.js');
    expect(readFileSync(useTranslation, 'utf8')).toContain("from 'use-sync-external-store/shim'");
  });
});
