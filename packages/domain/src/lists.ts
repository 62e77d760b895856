// Spec §4 list rules shared by the nested lists of the forms (names, genres, voices).

/** Removes one item; removing the last one leaves a single blank item from `blank`. */
export function removeListItem<T>(list: readonly T[], index: number, blank: () => T): T[] {
  const rest = list.filter((_, i) => i !== index);
  return rest.length === 0 ? [blank()] : rest;
}
