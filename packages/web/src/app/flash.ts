/** A message carried to the next screen in the navigation state: "Saved.", "Deleted.", "Logged out.". */
export interface Flash {
  severity: 'success' | 'info' | 'warning' | 'error';
  /** The words as they were said (often the server's, in the language of that moment). */
  text: string;
  /** The i18n key of the same message, where there is one: shown instead, it follows a language switch. */
  messageKey?: string;
}

export function withFlash(flash: Flash): { flash: Flash } {
  return { flash };
}

export function flashFrom(state: unknown): Flash | null {
  if (!state || typeof state !== 'object' || !('flash' in state)) return null;
  const { flash } = state as { flash: unknown };
  if (!flash || typeof flash !== 'object') return null;
  const { severity, text, messageKey } = flash as Partial<Flash>;
  const known =
    severity === 'success' || severity === 'info' || severity === 'warning' || severity === 'error';
  if (!known || typeof text !== 'string' || text === '') return null;
  return typeof messageKey === 'string' && messageKey !== ''
    ? { severity, text, messageKey }
    : { severity, text };
}
