import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { muiThemeWithoutVars } from './muiThemeWithoutVars.ts';

const require = createRequire(import.meta.url);
const muiStyles = dirname(require.resolve('@mui/material/styles'));

describe('muiThemeWithoutVars (build plugin)', () => {
  it("finds MUI's import of the CSS-variables theme, which it replaces (else the first visit carries it again)", () => {
    expect(readFileSync(join(muiStyles, 'createTheme.mjs'), 'utf8')).toContain(
      'import createThemeWithVars from "./createThemeWithVars.mjs";',
    );
    const resolveId = muiThemeWithoutVars().resolveId as (source: string, importer?: string) => unknown;
    const stub = resolveId('./createThemeWithVars.mjs', join(muiStyles, 'createTheme.mjs'));
    expect(stub).toMatch(/^\0/);
    expect(resolveId('./createThemeWithVars.mjs', '/app/src/theme.ts')).toBeNull();
  });
});
