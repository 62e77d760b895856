import { useEffect, useState } from 'react';
import type { IncipitRendering } from './incipitRendering.ts';
import { NotationFailure } from './notationFailure.ts';
import { keptRendering, renderAhead, renderSoon } from './renderQueue.ts';

export type NotationState =
  | { status: 'empty' }
  /** `previous`: the last notation drawn, shown while the next is made, so that typing does not flicker. */
  | { status: 'loading'; previous?: IncipitRendering }
  | { status: 'ready'; rendering: IncipitRendering }
  | { status: 'failed'; reason: 'load' | 'render' };

type Outcome = { input: string } & ({ rendering: IncipitRendering } | { failure: NotationFailure['reason'] });

/** The notation of a Verovio input (`verovioInput`), drawn once Verovio has loaded; it never throws. */
export function useIncipitRendering(input: string | null): NotationState {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Asked for at once, not after the commit: a form of many incipits takes long to render, and Verovio's
  // worker draws meanwhile. The effect below waits for the same drawing.
  if (input !== null) renderAhead(input);
  const kept = input === null ? undefined : keptRendering(input);
  // Whether this render had to show the drawing as coming. The effect waits for it even when it has been
  // drawn since (between the render and the effect, which after a long render can be a while): the next
  // render then finds it kept. Deciding by what is kept when the effect runs left such a notation loading.
  const waiting = input !== null && !kept;
  useEffect(() => {
    if (input === null || !waiting) return;
    const outdated = new AbortController();
    const current = () => !outdated.signal.aborted;
    renderSoon(input, outdated.signal).then(
      (rendering) => current() && setOutcome({ input, rendering }),
      (error: unknown) =>
        current() &&
        setOutcome({ input, failure: error instanceof NotationFailure ? error.reason : 'render' }),
    );
    return () => outdated.abort();
  }, [input, waiting]);

  if (input === null) return { status: 'empty' };
  if (kept) return { status: 'ready', rendering: kept };
  if (outcome?.input === input) {
    return 'rendering' in outcome
      ? { status: 'ready', rendering: outcome.rendering }
      : { status: 'failed', reason: outcome.failure };
  }
  return { status: 'loading', previous: outcome && 'rendering' in outcome ? outcome.rendering : undefined };
}
