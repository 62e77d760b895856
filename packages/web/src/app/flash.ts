/** A message carried to the next screen in the navigation state: "Saved.", "Deleted.", "Logged out.". */
export interface Flash {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

export function withFlash(flash: Flash): { flash: Flash } {
  return { flash };
}

export function flashFrom(state: unknown): Flash | null {
  if (!state || typeof state !== 'object' || !('flash' in state)) return null;
  const { flash } = state as { flash: unknown };
  if (!flash || typeof flash !== 'object') return null;
  const { severity, text } = flash as Partial<Flash>;
  const known =
    severity === 'success' || severity === 'info' || severity === 'warning' || severity === 'error';
  return known && typeof text === 'string' && text !== '' ? { severity, text } : null;
}
