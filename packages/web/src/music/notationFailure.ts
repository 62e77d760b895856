/** Why there is no notation: Verovio did not load (offline), or it failed on this input. */
export class NotationFailure extends Error {
  constructor(readonly reason: 'load' | 'render') {
    super(`notation ${reason} failed`);
  }
}
