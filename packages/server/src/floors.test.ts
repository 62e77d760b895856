import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The code's folders stand on floors: each imports only from the floors below it, so that a folder can be
// read, tested and changed from what it imports, and no change below has to know what stands above.
// A new folder gets its floor here; an import that runs up a floor, or a circle of files, fails here.

const packages = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Each package's top-level folders and files, from the ground floor up; names on one line share a floor. */
const floors = {
  server: [
    ['config.ts', 'i18n.ts', 'logging.ts'],
    ['db/', 'mail/'],
    ['session/'],
    ['graphql/'],
    ['settings/', 'jobs/'],
    ['auth/', 'backup/', 'files/'],
    ['users/', 'iiif/'],
    ['search/'],
    ['records/', 'melody/'],
    ['entities/'],
    ['demo/', 'exchange/', 'history/'],
    ['merge/', 'bulk/'],
    ['http/'],
    ['cli/', 'main.ts'],
  ],
  web: [
    ['graphql/', 'locales/'],
    ['ui/'],
    ['i18n/'],
    ['session/'],
    ['music/', 'outcomes/'],
    ['forms/'],
    ['records/', 'jobs/'],
    ['auth/', 'viewer/', 'settings/'],
    ['files/', 'exchange/'],
    ['entities/'],
    ['search/'],
    ['app/'],
    ['main.tsx'],
  ],
};

/** Folders that are not the package's code: tests' helpers and generated code. */
const outside = new Set(['test/', 'generated/']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return outside.has(`${entry.name}/`) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every import of one of the package's own files, as [importer, imported], relative to its src/. */
function importsOf(src: string): [string, string][] {
  return sourceFiles(src).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map(
      (match): [string, string] => [
        relative(src, file),
        relative(src, normalize(join(dirname(file), match[1] as string))),
      ],
    );
  });
}

/** A file's top-level folder (`search/`) or, at the top, its name (`config.ts`). */
const placeOf = (file: string) => (file.includes('/') ? `${file.split('/')[0]}/` : file);

/** The files along a circle of imports, or null. */
function circle(imports: [string, string][]): string[] | null {
  const next = new Map<string, string[]>();
  for (const [from, to] of imports) next.set(from, [...(next.get(from) ?? []), to]);
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    if (state.get(file) === 'done') return null;
    state.set(file, 'open');
    path.push(file);
    for (const to of next.get(file) ?? []) {
      const found = visit(to);
      if (found) return found;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of next.keys()) {
    const found = visit(file);
    if (found) return found;
  }
  return null;
}

describe.each(Object.entries(floors))('the %s package', (name, order) => {
  const src = join(packages, name, 'src');
  const imports = importsOf(src).filter(([, to]) => !to.split('/').some((part) => outside.has(`${part}/`)));
  const floorOf = new Map(order.flatMap((names, floor) => names.map((place) => [place, floor] as const)));

  it('gives every folder a floor', () => {
    const places = new Set(sourceFiles(src).map((file) => placeOf(relative(src, file))));
    expect([...places].filter((place) => !floorOf.has(place))).toEqual([]);
  });

  it('imports nothing from a floor above or beside', () => {
    const upward = imports.filter(([from, to]) => {
      const [a, b] = [placeOf(from), placeOf(to)];
      return a !== b && (floorOf.get(b) ?? 0) >= (floorOf.get(a) ?? 0);
    });
    expect(upward.map(([from, to]) => `${from} -> ${to}`)).toEqual([]);
  });

  it('has no circle of imports but drizzle’s tables that name each other', () => {
    expect(imports.length).toBeGreaterThan(100);
    // Tables with foreign keys both ways must import each other: drizzle's relations need both objects.
    expect(circle(imports.filter(([from]) => !from.startsWith('db/tables/')))).toBeNull();
  });
});
