import { type ComponentType, lazy } from 'react';
import { loadScreenMessages } from '../i18n/i18n.ts';

export interface LazyScreenOptions {
  /**
   * Whether the screen needs the strings the shell does not bundle (i18n/i18n.ts: those of screens other
   * than the search, code lists, entity, validation, account and server messages): it then renders once
   * they are loaded too. Default true.
   */
  messages?: boolean;
}

/** A screen component that loads its code on the first visit. */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { messages = true }: LazyScreenOptions = {},
): ComponentType<P> {
  return lazy(async () => {
    const [component] = await Promise.all([load(), messages ? loadScreenMessages() : undefined]);
    return { default: component };
  });
}
