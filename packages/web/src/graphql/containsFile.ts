/** True when a value (operation variables) holds a File, Blob or FileList anywhere inside it. */
export function containsFile(value: unknown, seen: Set<unknown> = new Set()): boolean {
  if (value === null || typeof value !== 'object' || seen.has(value)) return false;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value.length > 0;
  seen.add(value);
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.some((child) => containsFile(child, seen));
}
