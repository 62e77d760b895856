import { type IncipitRendering, renderIncipit } from './incipitRendering.ts';
import { discardVerovio, loadVerovio } from './verovio.ts';

// Renderings are made one at a time, each in a task of its own, so that a view of many incipits keeps the
// page responsive; the latest ones are kept, so that the view and the editor of a record draw each once.

const kept = new Map<string, IncipitRendering>();
const keep = 200;
let queue: Promise<unknown> = Promise.resolve();

/** Why there is no notation: Verovio did not load (offline), or it failed on this input. */
export class NotationFailure extends Error {
  constructor(readonly reason: 'load' | 'render') {
    super(`notation ${reason} failed`);
  }
}

/** A rendering made before for this input (`verovioInput`), if it is still kept. */
export function keptRendering(input: string): IncipitRendering | undefined {
  return kept.get(input);
}

/**
 * The notation of one input, once Verovio is loaded and the renderings asked for before are done; skipped
 * when `signal` is aborted before its turn (the code typed on since).
 */
export function renderSoon(input: string, signal?: AbortSignal): Promise<IncipitRendering> {
  const job = queue.then(async () => {
    const toolkit = await loadVerovio().catch(() => {
      throw new NotationFailure('load');
    });
    await nextTask();
    signal?.throwIfAborted();
    const known = kept.get(input);
    if (known) return known;
    try {
      const rendering = renderIncipit(toolkit, input);
      remember(input, rendering);
      return rendering;
    } catch {
      discardVerovio();
      throw new NotationFailure('render');
    }
  });
  queue = job.catch(() => undefined);
  return job;
}

function remember(input: string, rendering: IncipitRendering) {
  if (kept.size >= keep) kept.delete(kept.keys().next().value as string);
  kept.set(input, rendering);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
