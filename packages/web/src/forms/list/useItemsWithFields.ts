import { useEffect, useState } from 'react';

/**
 * Items rendered with their fields at once; those after them first show their header and preview, and get
 * their fields one item per task, once what the list waits for (`itemFieldsAfter`) is done. A score's ten
 * incipits (a dozen fields each) thus open with the first in view at once and every notation drawn, while
 * the fields out of sight follow.
 */
const EAGER_ITEMS = 2;
/** The longest the fields wait for `itemFieldsAfter`: they must come even when Verovio is slow to load. */
export const ITEM_FIELDS_WAIT = 1000;

/**
 * How many items have their fields so far. One more per task rather than all in one deferred render: React
 * holds updates of default priority (a drawing arriving) until a transition has committed.
 */
export function useItemsWithFields(count: number, after: (() => Promise<void>) | undefined): number {
  const [ready, setReady] = useState(() => (count <= EAGER_ITEMS ? Number.POSITIVE_INFINITY : EAGER_ITEMS));
  const [waited, setWaited] = useState(after === undefined);
  useEffect(() => {
    if (waited) return;
    let current = true;
    const timeout = new Promise((resolve) => setTimeout(resolve, ITEM_FIELDS_WAIT));
    const go = () => current && setWaited(true);
    Promise.race([after?.(), timeout]).then(go, go);
    return () => {
      current = false;
    };
  }, [waited, after]);
  useEffect(() => {
    if (!waited || ready >= count) return;
    const next = setTimeout(() => setReady((n) => (n + 1 >= count ? Number.POSITIVE_INFINITY : n + 1)));
    return () => clearTimeout(next);
  }, [waited, ready, count]);
  return ready;
}
