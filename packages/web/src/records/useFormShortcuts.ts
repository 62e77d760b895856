import { type RefObject, useEffect, useRef } from 'react';

type Keys = Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>;
type Neighbours = { previous: string | null; next: string | null };

/**
 * What a key press asks of a form: Ctrl+S (⌘S) to save; Alt+PageUp / Alt+PageDown to save and go to the
 * record before or after (`next`, a catalog's pages) where there is one; null for anything else.
 */
export function formShortcut(
  keys: Keys,
  neighbours: Neighbours | null | undefined,
): { next?: string } | null {
  if ((keys.ctrlKey || keys.metaKey) && !keys.altKey && keys.key.toLowerCase() === 's') return {};
  if (!keys.altKey || keys.ctrlKey || keys.metaKey || !neighbours) return null;
  const next = { PageDown: neighbours.next, PageUp: neighbours.previous }[keys.key];
  return next ? { next } : null;
}

/**
 * Hands the form every key press on its screen, wherever the focus is: in its fields, in the scan beside
 * them, and on the page itself (where it is after a new screen opened, or after the button that had it went
 * away); not those in a dialog or in another form, which are theirs. Heard before anything below sees it
 * (the viewer turns its pages by PageUp / PageDown): a key `onKey` takes (true) goes no further.
 */
export function useFormKeys(form: RefObject<HTMLElement | null>, onKey: (event: KeyboardEvent) => boolean) {
  const handler = useRef(onKey);
  useEffect(() => {
    handler.current = onKey;
  });
  useEffect(() => {
    const listen = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const own = !!target && !!form.current?.contains(target);
      if (!own && target?.closest('form, [role="dialog"]')) return;
      if (!handler.current(event)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('keydown', listen, { capture: true });
    return () => document.removeEventListener('keydown', listen, { capture: true });
  }, [form]);
}
