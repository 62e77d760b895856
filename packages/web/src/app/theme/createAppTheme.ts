import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeColors } from './themeColors.ts';

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** The MUI theme of a light Material 3 scheme. */
export function createAppTheme(c: ThemeColors): Theme {
  return createTheme({
    palette: {
      mode: 'light',
      primary: { main: c.primary, light: c.primaryLight, dark: c.primaryDark, contrastText: c.onPrimary },
      secondary: { main: c.secondary, contrastText: c.onSecondary },
      error: { main: c.error, contrastText: c.onError },
      background: { default: c.background, paper: c.surface },
      text: { primary: c.onSurface, secondary: c.onSurfaceVariant },
      divider: c.outlineVariant,
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily,
      h4: { fontWeight: 500, letterSpacing: 0 },
      h5: { fontWeight: 500 },
      button: { textTransform: 'none', fontWeight: 600 },
      overline: { fontWeight: 600, letterSpacing: '0.08em' },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 999 } },
      },
      MuiDrawer: { styleOverrides: { paper: { backgroundColor: c.surfaceContainer, borderRight: 'none' } } },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            '&.Mui-selected, &.Mui-selected:hover': {
              backgroundColor: c.secondaryContainer,
              color: c.onSecondaryContainer,
            },
          },
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 40, color: 'inherit' } } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: c.outlineVariant } } },
    },
  });
}
