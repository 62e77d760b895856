/** The least and most share of the width the first pane of a split takes, in percent. */
export const SPLIT_MIN = 25;
export const SPLIT_MAX = 80;
/** One arrow key press moves the separator by this much; Page Up / Page Down by twice as much. */
export const SPLIT_STEP = 2;

const storageKey = (name: string) => `fontes.split.${name}`;

/** A share kept within the split's bounds, as a whole percent. */
export function clampShare(share: number): number {
  return Math.round(Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, share)));
}

/** The share the user left the split `name` at, or `fallback` (none kept, storage unavailable, garbage). */
export function storedShare(name: string, fallback: number): number {
  try {
    const kept = Number(localStorage.getItem(storageKey(name)) ?? Number.NaN);
    return Number.isFinite(kept) ? clampShare(kept) : fallback;
  } catch {
    return fallback;
  }
}

/** Keeps the share for this browser's next visit; a storage that refuses it leaves the split as it is. */
export function keepShare(name: string, share: number): void {
  try {
    localStorage.setItem(storageKey(name), String(share));
  } catch {
    // Private windows may refuse storage: the split still moves, only for this visit.
  }
}

/** The share after a key press on the separator, or null for keys that do not move it. */
export function shareAfterKey(share: number, key: string): number | null {
  const moves: Record<string, number> = {
    ArrowLeft: share - SPLIT_STEP,
    ArrowRight: share + SPLIT_STEP,
    PageUp: share - 2 * SPLIT_STEP,
    PageDown: share + 2 * SPLIT_STEP,
    Home: SPLIT_MIN,
    End: SPLIT_MAX,
  };
  const moved = moves[key];
  return moved === undefined ? null : clampShare(moved);
}
