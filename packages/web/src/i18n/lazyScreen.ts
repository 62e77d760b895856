import { type ComponentType, createElement, type FunctionComponent, use } from 'react';
import { settledOnce } from '../ui/settled.ts';
import { loadScreenMessages } from './i18n.ts';

export interface LazyScreenOptions {
  /**
   * Whether the screen needs the strings the shell does not bundle (i18n/i18n.ts: those of screens other
   * than the search, code lists, entity, validation, account and server messages): it then renders once
   * they are loaded too. Default true.
   */
  messages?: boolean;
}

/** A screen whose code loads on its first render, or sooner when `preload` is called. */
export type LazyScreen<P extends object> = FunctionComponent<P> & { preload(): Promise<unknown> };

/**
 * A screen component that loads its code on the first visit. Unlike `React.lazy`, a screen whose code was
 * preloaded (the page's first route, `preloadRoute`) and has arrived renders at once, without suspending.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { messages = true }: LazyScreenOptions = {},
): LazyScreen<P> {
  const preload = settledOnce(() =>
    Promise.all([load(), messages ? loadScreenMessages() : undefined]).then(([component]) => component),
  );
  const Screen = (props: P) => createElement(use(preload()), props);
  return Object.assign(Screen, { preload: () => preload() });
}
