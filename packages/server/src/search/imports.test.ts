import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The search answers the export routes and jobs as well as GraphQL: only its resolvers speak GraphQL.
// (Circles and floors are floors.test.ts's.)

const folder = new URL('./', import.meta.url);
const modules = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe("the search's modules", () => {
  it('take nothing from the GraphQL layer but the resolvers do', () => {
    expect(modules.length).toBeGreaterThan(10);
    const upward = modules.filter(
      (name) =>
        name !== 'resolvers.ts' && /from '\.\.\/graphql\//.test(readFileSync(new URL(name, folder), 'utf8')),
    );
    expect(upward).toEqual([]);
  });
});
