import type { ReactPromise } from 'react';

/** A promise that carries its outcome as React's `use` reads it (`status`, `value`, `reason`). */
export type Settled<T> = Promise<T> & ReactPromise<T>;

/**
 * Marks a promise with its outcome once it settles, as React itself marks those it has seen: `use` then
 * reads a promise that settled before its first render (one started early, a preload) at once, instead of
 * suspending for a turn and showing the fallback.
 */
function settled<T>(promise: Promise<T>): Settled<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  marked.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked as Settled<T>;
}

/**
 * `load`, called on the first call only and its promise marked (`settled`); after a failure the next call
 * loads again, so that a later render (the route's error boundary offers one) tries once more.
 */
export function settledOnce<T>(load: () => Promise<T>): () => Settled<T> {
  let current: Settled<T> | undefined;
  return () => {
    if (current) return current;
    const started = settled(load());
    started.catch(() => {
      if (current === started) current = undefined;
    });
    current = started;
    return started;
  };
}
