import type { IncipitRendering } from './incipitRendering.ts';
import { drawInWorker } from './verovioWorker.ts';

// Renderings are asked for at once and drawn in that order (`drawingQueue`, in Verovio's worker); one that
// no caller wants any more (the code typed on since) is cancelled. The latest are kept, and one input is
// drawn once however many ask for it, so that the view and the editor of a record share their drawings.

/** One drawing of an input (`verovioInput`): the rendering, a `NotationFailure`, or the signal's reason. */
export type Draw = (input: string, signal: AbortSignal) => Promise<IncipitRendering>;

export interface RenderQueue {
  /** A rendering made before for this input, if it is still kept. */
  keptRendering(input: string): IncipitRendering | undefined;
  /**
   * The notation of one input, after the renderings asked for before; skipped when `signal` is aborted
   * before its turn (and every other caller of the same input has given it up too).
   */
  renderSoon(input: string, signal?: AbortSignal): Promise<IncipitRendering>;
  /**
   * Starts drawing an input before anyone waits for it (while rendering, as React's own preloads are
   * called), so that Verovio draws while the page renders on; a later `renderSoon` joins it.
   */
  renderAhead(input: string): void;
  /** Resolves once no drawing is under way, those asked for while waiting included. */
  drawn(): Promise<void>;
}

interface Drawing {
  rendering: Promise<IncipitRendering>;
  /** Settles once the drawing is done, drawn or not, and forgotten. */
  done: Promise<void>;
  /** Callers still waiting for it; the drawing is cancelled when none is left. */
  wanted: number;
  cancel: AbortController;
}

export function renderQueue(draw: Draw, keep = 200): RenderQueue {
  const kept = new Map<string, IncipitRendering>();
  const drawing = new Map<string, Drawing>();

  function start(input: string): Drawing {
    const cancel = new AbortController();
    const rendering = draw(input, cancel.signal).then((rendering) => {
      if (kept.size >= keep) kept.delete(kept.keys().next().value as string);
      kept.set(input, rendering);
      return rendering;
    });
    const done = rendering.then(
      () => forget(input, started),
      () => forget(input, started),
    );
    const started: Drawing = { wanted: 0, cancel, rendering, done };
    drawing.set(input, started);
    return started;
  }

  function forget(input: string, done: Drawing) {
    if (drawing.get(input) === done) drawing.delete(input);
  }

  return {
    keptRendering: (input) => kept.get(input),
    async drawn() {
      while (drawing.size > 0) await Promise.all([...drawing.values()].map(({ done }) => done));
    },
    renderAhead(input) {
      if (!kept.has(input) && !drawing.has(input)) start(input);
    },
    renderSoon(input, signal) {
      const known = kept.get(input);
      if (known) return Promise.resolve(known);
      if (signal?.aborted) return Promise.reject(signal.reason);
      const wanted = drawing.get(input) ?? start(input);
      if (!signal) {
        // Wanted for good: never cancelled.
        wanted.wanted = Number.POSITIVE_INFINITY;
        return wanted.rendering;
      }
      wanted.wanted++;
      return new Promise((resolve, reject) => {
        const giveUp = () => {
          reject(signal.reason);
          if (--wanted.wanted > 0) return;
          // Asked for again later, the input is drawn anew.
          forget(input, wanted);
          wanted.cancel.abort();
        };
        signal.addEventListener('abort', giveUp, { once: true });
        wanted.rendering.then(resolve, reject).finally(() => signal.removeEventListener('abort', giveUp));
      });
    },
  };
}

/** The page's queue: Verovio draws in a worker of its own (`verovio.worker.ts`). */
export const { keptRendering, renderAhead, renderSoon, drawn: notationsDrawn } = renderQueue(drawInWorker);
