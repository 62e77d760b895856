import { describe, expect, it } from 'vitest';
import { createAppTheme } from './createAppTheme.ts';
import { generateThemeColors } from './generateThemeColors.ts';

describe('createAppTheme', () => {
  it('maps the generated light scheme into the MUI palette', () => {
    const colors = generateThemeColors('#2e7d32');
    const theme = createAppTheme(colors);
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe(colors.primary);
    expect(theme.palette.primary.contrastText).toBe(colors.onPrimary);
    expect(theme.palette.secondary.main).toBe(colors.secondary);
    expect(theme.palette.error.main).toBe(colors.error);
    expect(theme.palette.background.default).toBe(colors.background);
    expect(theme.palette.text.primary).toBe(colors.onSurface);
    expect(theme.palette.divider).toBe(colors.outlineVariant);
  });

  it('is a theme without CSS variables, which the build leaves out of MUI (build/muiThemeWithoutVars.ts)', () => {
    const theme = createAppTheme(generateThemeColors('#2e7d32'));
    expect('vars' in theme && theme.vars).toBeFalsy();
    expect('colorSchemes' in theme).toBe(false);
  });
});
