import {
  type GraphQLField,
  type GraphQLObjectType,
  getNamedType,
  getNullableType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { expect, it } from 'vitest';
import { describeCatalogue } from '../test/catalogue.ts';
import { schema } from '../test/schema-arguments.ts';

// Every list of the schema asked inside every list a catalog answers, generated from schema.graphql so
// that a new field is covered unedited: a field that answers a whole collection for each item of a list
// (a catalog's page ids on each of its pages) makes the answer grow with the square of the catalog.

type Field = GraphQLField<unknown, unknown>;

const withoutRequiredArgs = (field: Field) => field.args.every((a) => !isNonNullType(a.type));
const isList = (field: Field) => isListType(getNullableType(field.type));

/** Every list field of a type, scalar lists included, each with the least selection it takes. */
function everyList(type: GraphQLObjectType): string {
  return Object.values(type.getFields())
    .filter((f) => isList(f) && withoutRequiredArgs(f))
    .map((f) => (isObjectType(getNamedType(f.type)) ? `${f.name} { __typename }` : f.name))
    .join(' ');
}

/** Its lists and its scalars (a page's neighbours): what each item of a list costs on its own. */
function everyListAndScalar(type: GraphQLObjectType): string {
  const scalars = Object.values(type.getFields()).filter(
    (f) => !isList(f) && withoutRequiredArgs(f) && !isObjectType(getNamedType(f.type)),
  );
  return [...scalars.map((f) => f.name), everyList(type)].join(' ');
}

/** `{ root(arg: $id) { [list] { every list and scalar of its items } } }` for every list a root field with one id reaches. */
function listsInLists(): string[] {
  const queries: string[] = [];
  for (const root of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const required = root.args.filter((a) => isNonNullType(a.type));
    if (required.length !== 1 || String(required[0].type) !== 'Int!') continue;
    const call = `${root.name}(${required[0].name}: $id)`;
    const type = getNamedType(root.type);
    if (!isObjectType(type)) continue;
    if (isList(root)) queries.push(`query Q($id: Int!) { ${call} { ${everyListAndScalar(type)} } }`);
    else
      for (const list of Object.values(type.getFields()).filter((f) => isList(f) && withoutRequiredArgs(f))) {
        const item = getNamedType(list.type);
        if (isObjectType(item) && everyList(item))
          queries.push(`query Q($id: Int!) { ${call} { ${list.name} { ${everyListAndScalar(item)} } } }`);
      }
  }
  return queries;
}

describeCatalogue('every list inside every list', (env) => {
  it('is generated for the catalog’s lists of pages', () => {
    const queries = listsInLists();
    expect(queries.some((q) => q.includes('getCatalogPages(catalogId: $id)'))).toBe(true);
    expect(queries.some((q) => q.includes('getCatalog(id: $id) { pages {'))).toBe(true);
  });

  it('answers with as many statements and in proportion to a catalog’s pages, however many', async () => {
    const { api, fx } = env();
    const catalogOf = async (pages: number) => {
      const catalog = await fx.catalog();
      const create = 'mutation C($id: Int!, $n: Int!) { createPages(catalogId: $id, count: $n) { success } }';
      await api.call(create, { id: catalog.id, n: pages });
      return catalog.id as number;
    };
    const [small, large] = [await catalogOf(5), await catalogOf(60)];
    for (const query of listsInLists()) {
      const answer = async (id: number) => {
        let bytes = 0;
        const statements = await api.statements(async () => {
          bytes = JSON.stringify(await api.call(query, { id })).length;
        });
        return { bytes, statements };
      };
      const [few, many] = [await answer(small), await answer(large)];
      // Twelve times the pages: the statements stay (no statement per page), the bytes grow at most as much.
      expect(many.statements, query).toBe(few.statements);
      expect(many.bytes, query).toBeLessThanOrEqual(few.bytes * 12 * 1.2);
    }
  });
});
