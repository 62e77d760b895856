import { readFileSync } from 'node:fs';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

// The contract as clients see it, read from the real schema so that new operations are covered unedited.

export const schema = buildSchema(
  readFileSync(new URL('../graphql/schema.graphql', import.meta.url), 'utf8'),
);

export interface RootField {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

export function rootFields(): RootField[] {
  const of = (operation: RootField['operation'], type: GraphQLObjectType | null | undefined) =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ operation, field }));
  return [...of('query', schema.getQueryType()), ...of('mutation', schema.getMutationType())];
}

/**
 * `query Q($a: Int!, …) { field(a: $a, …) { selection } }`: every argument declared as a variable, those
 * `variables` hold passed (one left out stays unset, which a required argument refuses).
 */
export function operationFor({ operation, field }: RootField, variables: Record<string, unknown>): string {
  const declared = field.args.map((a) => `$${a.name}: ${a.type}`).join(', ');
  const passed = field.args.filter((a) => a.name in variables).map((a) => `${a.name}: $${a.name}`);
  const args = passed.length ? `(${passed.join(', ')})` : '';
  return `${operation} Q${declared ? `(${declared})` : ''} { ${field.name}${args}${selectionOf(field)} }`;
}

/** The smallest selection of a field's type: its success, message and errors where it has them. */
export function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isScalarType(type) || isEnumType(type)) return '';
  const fields = 'getFields' in type ? type.getFields() : {};
  const answer = ['success', 'message', 'errors { path key message }'].filter(
    (f) => f.split(' ')[0] in fields,
  );
  return ` { __typename ${answer.join(' ')} }`;
}

/** A value every argument of this type accepts (the least one): what a generator then spoils. */
export function plainValue(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (!isNonNullType(type)) return null;
  if (isListType(nullable)) return [];
  // Its required fields filled (an operation's kind), so that the object is valid GraphQL.
  if (isInputObjectType(nullable))
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, plainValue(field.type)]),
    );
  if (isEnumType(nullable)) return nullable.getValues()[0].value;
  switch (nullable.name) {
    case 'Int':
      return 1;
    case 'Boolean':
      return false;
    default:
      return 'x';
  }
}

export const plainArguments = (args: readonly GraphQLArgument[]) =>
  Object.fromEntries(args.map((a) => [a.name, plainValue(a.type)]));

/** Whether an argument is a record's or form's input (an input object), which its domain schema validates. */
export const isInputObjectArgument = (a: GraphQLArgument) => isInputObjectType(getNamedType(a.type));

/**
 * One input per text field an input object holds, nested lists and objects included (to `depth`): the
 * field's path as the domain names it (`parts.0.notes`) and the input with `text` put there.
 */
export function textFieldInputs(
  type: GraphQLInputType,
  text: string,
  depth = 3,
): Array<{ path: string; input: unknown }> {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || depth === 0) return [];
  return Object.values(named.getFields()).flatMap((field) => {
    const inner = getNullableType(field.type);
    const wrap = (value: unknown) => (isListType(inner) ? [value] : value);
    const at = isListType(inner) ? `${field.name}.0` : field.name;
    if (getNamedType(inner).name === 'String') return [{ path: at, input: { [field.name]: wrap(text) } }];
    return textFieldInputs(inner, text, depth - 1).map(({ path, input }) => ({
      path: `${at}.${path}`,
      input: { [field.name]: wrap(input) },
    }));
  });
}
