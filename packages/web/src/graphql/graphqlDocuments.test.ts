import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentName, generatedDocuments, replaceGraphqlCalls } from '../../graphqlDocuments.ts';

const src = join(import.meta.dirname, '..');
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
});
