// Drag and drop in lists: where the dragged item lands, as one `move(from, to)` of the form's field array.

/**
 * The index the item at `from` moves to when dropped on the item at `over`, before it (`after` false: the
 * pointer in its upper half) or after it; null when it stays where it is.
 */
export function dropIndex(from: number, over: number, after: boolean): number | null {
  // Taking the item out shifts the ones after it up by one.
  const to = (after ? over + 1 : over) - (from < over || (after && from === over) ? 1 : 0);
  return to === from ? null : to;
}

/** Whether the pointer is in the lower half of the element it is over. */
export function isLowerHalf(clientY: number, rect: { top: number; height: number }): boolean {
  return clientY > rect.top + rect.height / 2;
}

/** The list after a move, as `move(from, to)` leaves it: for tests and for lists kept outside a form. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
