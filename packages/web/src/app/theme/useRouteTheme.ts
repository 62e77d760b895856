import type { Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { createAppTheme } from './createAppTheme.ts';
import { defaultThemeColor, defaultThemeColors, themeSourceColor } from './themeColors.ts';

const themes = new Map<string, Theme>();

function cachedTheme(source: string): Theme | undefined {
  if (source === defaultThemeColor && !themes.has(source))
    themes.set(source, createAppTheme(defaultThemeColors));
  return themes.get(source);
}

async function themeFor(source: string): Promise<Theme> {
  const cached = cachedTheme(source);
  if (cached) return cached;
  const { generateThemeColors } = await import('./generateThemeColors.ts');
  const theme = createAppTheme(generateThemeColors(source));
  themes.set(source, theme);
  return theme;
}

/**
 * The theme of the theme_color setting, applied again on each route change and when the setting loads
 * (spec §2 "Shell"). Themes are kept per colour, so applying an unchanged colour costs nothing.
 */
export function useRouteTheme(setting: string | null | undefined, routeKey: string): Theme {
  const source = themeSourceColor(setting);
  const [theme, setTheme] = useState(() => cachedTheme(source) ?? (cachedTheme(defaultThemeColor) as Theme));
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-applied on every route change on purpose
  useEffect(() => {
    let current = true;
    void themeFor(source).then((next) => {
      if (!current) return;
      setTheme(next);
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', next.palette.primary.main);
    });
    return () => {
      current = false;
    };
  }, [source, routeKey]);
  return theme;
}
