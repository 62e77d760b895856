import { type ComponentType, lazy } from 'react';

/** A screen component that loads its code on the first visit. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(async () => ({ default: await load() }));
}
