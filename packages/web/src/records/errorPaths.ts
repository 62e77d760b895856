import type { FieldErrors } from 'react-hook-form';

/** The paths of every error in react-hook-form's nested errors, in form order (`names.0.name`, `names.root`). */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, node]) => {
    if (key === 'ref' || !node || typeof node !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    const isLeaf = !Array.isArray(node) && typeof (node as { type?: unknown }).type === 'string';
    return isLeaf ? [path] : errorPaths(node as FieldErrors, path);
  });
}

/** How many errors each tab holds, given the tab of a top-level field name. */
export function errorCountsByTab(
  paths: readonly string[],
  tabOfField: (name: string) => string | undefined,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const path of paths) {
    const tab = tabOfField(path.split('.')[0] ?? '');
    if (tab !== undefined) counts.set(tab, (counts.get(tab) ?? 0) + 1);
  }
  return counts;
}
