import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

// `graphql(\`query Me {…}\`)` of the codegen client preset looks the document up in a map of every
// operation of the app (src/graphql/generated/gql.ts), so the first visit would carry all of them. Like the
// preset's Babel plugin, this transform replaces each call with an import of the one generated document —
// here a module of its own, so that each document lands in the chunk of the screen that uses it.

const generated = join(import.meta.dirname, '../src/graphql/generated/graphql.ts');
const graphqlImport = /^import \{ graphql \} from '(?:\.\.?\/)+graphql\/generated\/index\.ts';$/m;
/** Any path to the preset's entry or its map (`graphql.ts`, one module per document, is not one). */
const entryPath = /['"][^'"\n]*graphql\/generated(?:\/(?:index|gql)(?:\.ts)?)?['"]/g;
const graphqlCall = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const definition = /^\s*(query|mutation|subscription|fragment)\s+(\w+)/;
const generatedDocument =
  /^export const (\w+(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const prefix = 'virtual:fontes-graphql/';

/** The name of the generated document a `graphql()` call defines. */
export function documentName(source: string): string {
  const match = definition.exec(source);
  if (!match) throw new Error(`graphql(): no named operation or fragment in ${source.trim().slice(0, 60)}`);
  return match[1] === 'fragment' ? `${match[2]}FragmentDoc` : `${match[2]}Document`;
}

/** The generated documents by name, as JSON. */
export function generatedDocuments(code: string): Map<string, string> {
  return new Map([...code.matchAll(generatedDocument)].map((m) => [m[1], m[2]]));
}

/**
 * `code` with its graphql() calls replaced by imports of the documents; line numbers are kept. Null for a
 * module without graphql() calls or the preset's entry. Any other way to reach the entry (another import
 * form, a re-export, graphql() imported from elsewhere) fails the build: left as it is, it would bring the
 * map of every document into the first visit without a sign.
 */
export function replaceGraphqlCalls(
  code: string,
  known: ReadonlyMap<string, string>,
  file = 'a module',
): string | null {
  const recognised = graphqlImport.test(code);
  const entryPaths = code.match(entryPath)?.length ?? 0;
  const calls = new RegExp(graphqlCall.source).test(code);
  if (recognised ? entryPaths > 1 : entryPaths > 0 || calls)
    throw new Error(
      `graphql(): ${file} imports or calls graphql() in a form the build does not recognise; import it ` +
        "alone, as `import { graphql } from '…/graphql/generated/index.ts';`, and call it on a template",
    );
  if (!recognised) return null;
  const names = new Set<string>();
  const body = code.replace(graphqlCall, (call, source: string) => {
    const name = documentName(source);
    if (!known.has(name)) throw new Error(`graphql(): ${name} is not generated — run npm run codegen`);
    names.add(name);
    return `__gql_${name}${'\n'.repeat(call.split('\n').length - 1)}`;
  });
  if (/\bgraphql\s*\(/.test(body))
    throw new Error(`graphql(): ${file} calls graphql() on something other than a template`);
  const imports = [...names].map((name) => `import __gql_${name} from '${prefix}${name}';`).join(' ');
  return body.replace(graphqlImport, imports);
}

export function graphqlDocuments(): Plugin {
  let documents = new Map<string, string>();
  let readAt = -1;
  // Read again whenever codegen has rewritten the file (the dev server keeps running meanwhile).
  const current = () => {
    const modified = statSync(generated).mtimeMs;
    if (modified !== readAt) {
      documents = generatedDocuments(readFileSync(generated, 'utf8'));
      readAt = modified;
    }
    return documents;
  };
  return {
    name: 'fontes:graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      this.addWatchFile(generated);
      return `export default ${current().get(id.slice(prefix.length + 1))};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || /\/(generated|node_modules)\//.test(id) || !code.includes('graphql'))
        return null;
      const replaced = replaceGraphqlCalls(code, current(), id);
      return replaced === null ? null : { code: replaced, map: null };
    },
  };
}
