import type { IncipitRendering } from './incipitRendering.ts';
import { NotationFailure } from './notationFailure.ts';
import type { NotationAnswer, NotationRequest } from './verovio.worker.ts';

// The page's side of Verovio's worker (`verovio.worker.ts`): one worker for the page, started with the
// first screen that shows incipits; one that fails (its script did not load, or it crashed) is replaced
// on the next request.

type Waiting = { resolve: (rendering: IncipitRendering) => void; reject: (reason: unknown) => void };

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;
let running = resolvable();

/**
 * Starts Verovio's worker, which loads Verovio at once, so that the first drawing need not wait for it;
 * none where the page may not start one (outside a browser, or forbidden by its security policy).
 */
export function startVerovio(): Worker | undefined {
  if (worker) return worker;
  let started: Worker;
  try {
    started = new Worker(new URL('./verovio.worker.ts', import.meta.url), {
      type: 'module',
      name: 'verovio',
    });
  } catch {
    return undefined;
  }
  started.onmessage = ({ data }: MessageEvent<NotationAnswer>) => {
    if ('running' in data) return running.resolve();
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if ('rendering' in data) request?.resolve(data.rendering);
    else if (data.failure !== 'cancelled') request?.reject(new NotationFailure(data.failure));
  };
  started.onerror = () => {
    // The worker's script did not load, or it failed outside a drawing: the next request starts another.
    started.terminate();
    running.resolve();
    if (worker === started) {
      worker = undefined;
      running = resolvable();
    }
    for (const request of waiting.values()) request.reject(new NotationFailure('load'));
    waiting.clear();
  };
  worker = started;
  return started;
}

/**
 * Resolves once the worker started by `startVerovio` runs its script (or has failed). A worker starts only
 * when the page's main thread is free after the worker's script has arrived: a page that waits for this
 * before its first render gets Verovio loading beside that render rather than after it.
 */
export function verovioRunning(): Promise<void> {
  return running.promise;
}

/**
 * The notation and findings of one input (`verovioInput`), drawn by the worker in the order asked; rejects
 * with a `NotationFailure`, or with the signal's reason when aborted before its turn.
 */
export function drawInWorker(input: string, signal?: AbortSignal): Promise<IncipitRendering> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  const drawing = startVerovio();
  if (!drawing) return Promise.reject(new NotationFailure('load'));
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    drawing.postMessage({ id, input } satisfies NotationRequest);
    signal?.addEventListener(
      'abort',
      () => {
        if (!waiting.delete(id)) return;
        drawing.postMessage({ cancel: id } satisfies NotationRequest);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function resolvable(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
