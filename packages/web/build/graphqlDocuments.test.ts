import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  documentName,
  generatedDocuments,
  graphqlDocuments,
  replaceGraphqlCalls,
} from './graphqlDocuments.ts';

const src = join(import.meta.dirname, '../src');
const documents = generatedDocuments(readFileSync(join(src, 'graphql/generated/graphql.ts'), 'utf8'));

describe('graphqlDocuments (build transform)', () => {
  it('names the generated document of operations and fragments', () => {
    expect(documentName('\n  query Me {\n me { id } }')).toBe('MeDocument');
    expect(documentName('mutation UpdateLocale($locale: String!) { x }')).toBe('UpdateLocaleDocument');
    expect(documentName('fragment SessionUserFields on User { id }')).toBe('SessionUserFieldsFragmentDoc');
  });

  it('replaces each call by an import of its document and keeps the line numbers', () => {
    const code = [
      "import { graphql } from '../graphql/generated/index.ts';",
      'const Me = graphql(`',
      '  query Me {',
      '    me { id }',
      '  }',
      '`);',
      'use(Me);',
    ].join('\n');
    const out = replaceGraphqlCalls(code, documents) as string;
    expect(out.split('\n')).toHaveLength(7);
    expect(out).toContain("import __gql_MeDocument from 'virtual:fontes-graphql/MeDocument';");
    expect(out).toContain('const Me = __gql_MeDocument');
    expect(out).not.toContain('graphql(');
  });

  it('finds a generated document for every graphql() call of the app', () => {
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.includes('generated') && !file.endsWith('.test.ts'),
    );
    let calls = 0;
    for (const file of files) {
      const code = readFileSync(join(src, file), 'utf8');
      const out = replaceGraphqlCalls(code, documents);
      if (out === null) continue;
      calls += code.split('graphql(`').length - 1;
      expect(out, file).not.toMatch(/\bgraphql\(/);
    }
    expect(calls).toBeGreaterThan(10);
  });

  it('fails the build on a document codegen has not generated', () => {
    const code =
      "import { graphql } from './graphql/generated/index.ts';\nconst X = graphql(`query Nope { x }`);";
    expect(() => replaceGraphqlCalls(code, documents)).toThrow(/NopeDocument is not generated/);
  });

  const call = 'const Me = graphql(`query Me { me { id } }`);';
  const unrecognised = {
    'another name beside it': `import { graphql, useFragment } from '../graphql/generated/index.ts';\n${call}`,
    'double quotes': `import { graphql } from "../graphql/generated/index.ts";\n${call}`,
    'the folder': `import { graphql } from '../graphql/generated';\n${call}`,
    'the map itself': `import { graphql } from '../graphql/generated/gql.ts';\n${call}`,
    'a re-export': "export { graphql } from '../graphql/generated/index.ts';",
    'a dynamic import': "const { graphql } = await import('../graphql/generated/index.ts');",
    'graphql() from a module of its own': `import { graphql } from '../queries.ts';\n${call}`,
    'a second import beside the recognised one': `import { graphql } from '../graphql/generated/index.ts';\nimport * as all from '../graphql/generated/index.ts';\n${call}`,
    'graphql() on a variable': `import { graphql } from '../graphql/generated/index.ts';\n${call}\ngraphql(source);`,
  };

  it.each(Object.entries(unrecognised))(
    'fails the build on %s rather than load every document',
    (_, code) => {
      expect(() => replaceGraphqlCalls(code, documents, 'src/x.ts')).toThrow(/src\/x\.ts .*graphql\(\)/);
    },
  );

  it('fails the build from the plugin, naming the module', () => {
    const plugin = graphqlDocuments();
    const transform = plugin.transform as (code: string, id: string) => unknown;
    expect(() => transform.call({}, unrecognised['the folder'], '/app/src/users/Users.tsx')).toThrow(
      /\/app\/src\/users\/Users\.tsx/,
    );
    expect(transform.call({}, 'const graphqlUrl = "/graphql";', '/app/src/x.ts')).toBeNull();
  });
});
