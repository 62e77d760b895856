import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The search's modules form no circle: each can be read, tested and changed from the ones it imports.

const folder = new URL('./', import.meta.url);
const modules = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

/** The modules of this folder a module imports, types included. */
function importsOf(name: string): string[] {
  const text = readFileSync(new URL(name, folder), 'utf8');
  return [...text.matchAll(/from '\.\/([^']+\.ts)'/g)].map((match) => match[1]);
}

/** A circle of imports, as the modules along it, or null. */
function circle(): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    if (state.get(name) === 'open') return [...path.slice(path.indexOf(name)), name];
    if (state.get(name) === 'done') return null;
    state.set(name, 'open');
    path.push(name);
    for (const next of importsOf(name)) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(name, 'done');
    return null;
  };
  for (const name of modules) {
    const found = visit(name);
    if (found) return found;
  }
  return null;
}

describe("the search's modules", () => {
  it('import one another in no circle', () => {
    expect(modules.length).toBeGreaterThan(10);
    expect(circle()).toBeNull();
  });

  it('take nothing from the GraphQL layer but the resolvers do', () => {
    const upward = modules.filter(
      (name) =>
        name !== 'resolvers.ts' && /from '\.\.\/graphql\//.test(readFileSync(new URL(name, folder), 'utf8')),
    );
    expect(upward).toEqual([]);
  });
});
