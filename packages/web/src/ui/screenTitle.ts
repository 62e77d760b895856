import { createContext, useContext, useEffect } from 'react';

/** How a screen tells the shell its name; the shell owns the browser's title. */
export const ScreenTitleContext = createContext<(name: string | null) => void>(() => {});

/**
 * Names the current screen in the browser's title while it is shown. `name` is already translated (or a
 * record's title), so a language switch or a record load that renders a new name updates the title too.
 */
export function useScreenTitle(name: string | null | undefined): void {
  const setName = useContext(ScreenTitleContext);
  useEffect(() => {
    setName(name || null);
    return () => setName(null);
  }, [name, setName]);
}

/** "Anmelden – Fontes"; the site title alone where a screen has no name. */
export function documentTitle(siteTitle: string, screenName: string | null): string {
  return screenName ? `${screenName} – ${siteTitle}` : siteTitle;
}
