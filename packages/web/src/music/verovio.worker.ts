import { drawingQueue } from './drawingQueue.ts';
import type { IncipitRendering } from './incipitRendering.ts';
import { NotationFailure } from './notationFailure.ts';
import { loadVerovio } from './verovio.ts';

// Verovio in a worker of its own: its import, its WebAssembly's compilation and every drawing run beside
// the page's main thread, which meanwhile renders the form and answers the keys typed. A shell around
// `drawingQueue`: requests are answered in order, with the notation or the reason there is none.

export type NotationRequest = { id: number; input: string } | { cancel: number };
export type NotationAnswer =
  | { id: number; rendering: IncipitRendering }
  | { id: number; failure: 'load' | 'render' | 'cancelled' }
  /** Sent once, as the worker's script runs: the page may take its main thread back (`verovioRunning`). */
  | { running: true };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<NotationRequest>) => void) | null;
  postMessage(answer: NotationAnswer): void;
};

scope.postMessage({ running: true });

const queue = drawingQueue();
// The requests not yet answered, by id: each can be cancelled until its turn.
const cancellable = new Map<number, AbortController>();

// Whether the page has asked for a drawing yet.
let asked = false;

// Loading starts with the worker; a first drawing then compiles what drawing needs of the WebAssembly
// (the first takes several times as long as the next), while the page still renders its screen. When the
// page has asked already, its own first drawing does that, and nothing is drawn that nobody waits for.
loadVerovio()
  .then(() =>
    asked
      ? undefined
      : queue.draw(JSON.stringify({ clef: 'G-2', keysig: 'bB', timesig: '3/4', data: "'4C8DE{FG}/" })),
  )
  .catch(() => undefined);

scope.onmessage = ({ data }) => {
  if ('cancel' in data) {
    cancellable.get(data.cancel)?.abort();
    return;
  }
  asked = true;
  const { id, input } = data;
  const wanted = new AbortController();
  cancellable.set(id, wanted);
  queue
    .draw(input, wanted.signal)
    .then(
      (rendering) => scope.postMessage({ id, rendering }),
      (error: unknown) =>
        scope.postMessage({ id, failure: error instanceof NotationFailure ? error.reason : 'cancelled' }),
    )
    .finally(() => cancellable.delete(id));
};
