import { type IncipitRendering, renderIncipit } from './incipitRendering.ts';
import { NotationFailure } from './notationFailure.ts';
import { discardVerovio, loadVerovio } from './verovio.ts';

// Where Verovio draws (its worker, or this process in the tests): one drawing at a time, in the order asked,
// each in a task of its own, so that a drawing no longer wanted (the code typed on since) is skipped when
// its turn comes.

export interface DrawingQueue {
  /** The notation of one input (`verovioInput`); a `NotationFailure`, or the reason of `cancel`. */
  draw(input: string, signal?: AbortSignal): Promise<IncipitRendering>;
}

export function drawingQueue(): DrawingQueue {
  let turn: Promise<unknown> = Promise.resolve();
  return {
    draw(input, signal) {
      const drawing = turn.then(async () => {
        const toolkit = await loadVerovio().catch(() => {
          throw new NotationFailure('load');
        });
        await nextTask();
        signal?.throwIfAborted();
        try {
          return renderIncipit(toolkit, input);
        } catch {
          // A WebAssembly abort leaves the toolkit unusable: the next drawing makes another.
          discardVerovio();
          throw new NotationFailure('render');
        }
      });
      turn = drawing.catch(() => undefined);
      return drawing;
    },
  };
}

/** A new task, so that messages (a cancellation) and, in a page, input are handled between drawings. */
function nextTask(): Promise<void> {
  // A message channel, not setTimeout: browsers hold nested timeouts back by 4 ms.
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
