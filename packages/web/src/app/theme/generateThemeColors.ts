import { argbFromHex, hexFromArgb, themeFromSourceColor } from '@material/material-color-utilities';
import { type ThemeColors, themeSourceColor } from './themeColors.ts';

/** The Material 3 light scheme generated from the theme_color setting (spec §2 "Shell"). */
export function generateThemeColors(setting: string | null | undefined): ThemeColors {
  const theme = themeFromSourceColor(argbFromHex(themeSourceColor(setting)));
  const light = theme.schemes.light;
  const { primary, neutral } = theme.palettes;
  return {
    primary: hexFromArgb(light.primary),
    onPrimary: hexFromArgb(light.onPrimary),
    primaryDark: hexFromArgb(primary.tone(30)),
    primaryLight: hexFromArgb(primary.tone(60)),
    secondary: hexFromArgb(light.secondary),
    onSecondary: hexFromArgb(light.onSecondary),
    secondaryContainer: hexFromArgb(light.secondaryContainer),
    onSecondaryContainer: hexFromArgb(light.onSecondaryContainer),
    error: hexFromArgb(light.error),
    onError: hexFromArgb(light.onError),
    background: hexFromArgb(light.background),
    surface: hexFromArgb(neutral.tone(100)),
    surfaceContainer: hexFromArgb(neutral.tone(94)),
    onSurface: hexFromArgb(light.onSurface),
    onSurfaceVariant: hexFromArgb(light.onSurfaceVariant),
    outlineVariant: hexFromArgb(light.outlineVariant),
  };
}
