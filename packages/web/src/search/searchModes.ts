// The search screen's modes, shown as tabs above its form. Melodic search adds its mode with one entry
// here (its path, its label key); the tabs appear as soon as there is more than one.

export interface SearchMode {
  /** The address the tab leads to; the tab is current when the screen's path starts with it. */
  path: string;
  /** The tab's label (i18n key). */
  labelKey: string;
  testId: string;
}

export const searchModes: readonly SearchMode[] = [
  { path: '/search', labelKey: 'search.mode_words', testId: 'search-mode-words' },
  { path: '/search/melody', labelKey: 'shell.melody_search', testId: 'search-mode-melody' },
];

/** The mode of a path: the longest mode path it starts with (`/search/melody` before `/search`). */
export function currentSearchMode(pathname: string): SearchMode | undefined {
  const path = pathname === '/' ? '/search' : pathname;
  return [...searchModes]
    .sort((a, b) => b.path.length - a.path.length)
    .find((mode) => path === mode.path || path.startsWith(`${mode.path}/`));
}
