/** The server's default theme_color; used until the setting loads and for values that are no colour. */
export const defaultThemeColor = '#6d4c2f';

/** The roles of the Material 3 light scheme the MUI theme is built from. */
export interface ThemeColors {
  primary: string;
  onPrimary: string;
  primaryDark: string;
  primaryLight: string;
  secondary: string;
  onSecondary: string;
  secondaryContainer: string;
  onSecondaryContainer: string;
  error: string;
  onError: string;
  background: string;
  surface: string;
  surfaceContainer: string;
  onSurface: string;
  onSurfaceVariant: string;
  outlineVariant: string;
}

/**
 * generateThemeColors(defaultThemeColor), written out (a test keeps it equal) so that the colour
 * library is only loaded when an administrator chose another colour.
 */
export const defaultThemeColors: ThemeColors = {
  primary: '#8e4e00',
  onPrimary: '#ffffff',
  primaryDark: '#6c3a00',
  primaryLight: '#cf7d2b',
  secondary: '#745943',
  onSecondary: '#ffffff',
  secondaryContainer: '#ffdcc1',
  onSecondaryContainer: '#2a1707',
  error: '#ba1a1a',
  onError: '#ffffff',
  background: '#fffbff',
  surface: '#ffffff',
  surfaceContainer: '#f7ece5',
  onSurface: '#201b17',
  onSurfaceVariant: '#51443a',
  outlineVariant: '#d6c3b6',
};

const hexColor = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The setting's value as `#rrggbb`-style source colour, or the default when it is no colour. */
export function themeSourceColor(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!hexColor.test(trimmed)) return defaultThemeColor;
  return (trimmed.startsWith('#') ? trimmed : `#${trimmed}`).toLowerCase();
}
