/**
 * At most `size` tasks at once, the rest waiting in turn: a manifest reader is a worker of up to 512 MB,
 * and six at once took the server from 490 MB to 1.2 GB.
 */
export class Slots {
  #running = 0;
  readonly #waiting: Array<() => void> = [];

  constructor(readonly size: number) {}

  /** How many tasks run now. */
  get running(): number {
    return this.#running;
  }

  /** `task` once a slot is free; the slot handed to the next waiting task when it ends, however. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#running >= this.size) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#running += 1;
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      // The slot passes to the next as it is: its count stays.
      if (next) next();
      else this.#running -= 1;
    }
  }
}

/** The manifest readers running at once (importDigitalCopy): two, on a server of two cores. */
export const manifestReaders = new Slots(2);
