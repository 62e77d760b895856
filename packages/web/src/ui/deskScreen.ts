import { createContext, useContext, useEffect } from 'react';

/**
 * How a screen worked at all day beside a scan (a page's transcription, a catalog's pages) tells the shell
 * so: there the menu can be hidden behind its toggle, giving its width to the work.
 */
export const DeskScreenContext = createContext<(desk: boolean) => void>(() => {});

/** Marks the current screen as a desk screen while it is shown (`active`). */
export function useDeskScreen(active = true): void {
  const setDesk = useContext(DeskScreenContext);
  useEffect(() => {
    if (!active) return;
    setDesk(true);
    return () => setDesk(false);
  }, [active, setDesk]);
}

const hiddenKey = 'fontes.menu.hidden';

/** Whether the user hid the menu on desk screens; hidden until they show it, the work wanting the width. */
export function menuHiddenOnDesk(): boolean {
  try {
    return localStorage.getItem(hiddenKey) !== 'false';
  } catch {
    return true;
  }
}

export function keepMenuHiddenOnDesk(hidden: boolean): void {
  try {
    localStorage.setItem(hiddenKey, String(hidden));
  } catch {
    // A storage that refuses it: the choice holds for this visit.
  }
}
