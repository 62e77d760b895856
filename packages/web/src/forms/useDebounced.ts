import { useEffect, useRef, useState } from 'react';

/**
 * The value once it has not changed for `ms` (a picker searches what the user has stopped typing). With
 * `leading`, a change after a quiet spell passes at once and only a burst of changes waits: one edit is
 * answered without delay, fast typing is answered when it pauses (the incipit's notation).
 */
export function useDebounced<T>(value: T, ms: number, { leading = false } = {}): T {
  const [settled, setSettled] = useState(value);
  const lastChange = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    const now = performance.now();
    const quiet = now - lastChange.current >= ms;
    lastChange.current = now;
    if (leading && quiet) {
      setSettled(value);
      return;
    }
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms, leading]);
  return settled;
}
