import fc from 'fast-check';
import {
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import { BATCH_LIMIT } from '../http/yoga.ts';
import { operationFor, plainValue, type RootField, rootFields, selectionOf } from './schema-arguments.ts';

// Requests that are invalid by construction, generated over the schema's own operations and input types:
// each carries at least one spoil (a wrong type, a missing or null required value, an unknown field, text
// the database cannot store), and may carry noise beside it (huge or odd strings, odd ids, long lists).

export interface HostileRequest {
  method: 'GET' | 'POST';
  url?: string;
  contentType?: string;
  body?: string;
  /** What the request spoils, to read in a failure. */
  spoil: string;
}

// Uploads are left out here: multipart requests, generated hostile ones among them, are files/multipart.test.ts's.
const isUpload = (type: GraphQLInputType) => getNamedType(type).name === 'Upload';
const fields = rootFields().filter(({ field }) => !field.args.some((a) => isUpload(a.type)));

const unstorableText = fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\u0000'.repeat(50));
const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0001', '\u001b', '\u007f', '\u0085', '\u202e', '\uFEFF', 'ß', '😀') }),
  fc.constantFrom('a'.repeat(100_000), "'; drop table users; --", '%00', '\\u0000', '{{site_title}}'),
);
const oddId = fc.oneof(
  fc.constantFrom(0, -1, -(2 ** 31), 2 ** 31 - 1),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
);
const notAnInt = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e300, 1.5, -0.5, '1', '', 'abc', true, [1, 2]),
  fc.double({ noInteger: true, noNaN: true }),
  fc.string({ minLength: 1, maxLength: 8 }),
  fc.object({ maxDepth: 2 }),
);
const notAString = fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string(), { minLength: 2 }), fc.object());
const notABoolean = fc.oneof(fc.integer(), fc.string({ minLength: 1 }), fc.constantFrom('true', 0, 1));

/** A value of the wrong kind for `type`, or text the database refuses where text is asked for. */
function spoiledValue(type: GraphQLInputType, depth = 3): fc.Arbitrary<unknown> {
  const nullable = getNullableType(type);
  const refused: fc.Arbitrary<unknown>[] = isNonNullType(type) ? [fc.constant(null)] : [];
  if (isListType(nullable)) {
    const inner = nullable.ofType as GraphQLInputType;
    return fc.oneof(
      ...refused,
      fc.array(spoiledValue(inner, depth - 1), { minLength: 1, maxLength: 3 }),
      // A value of the item's type alone is taken as a list of one, so only an object is surely wrong.
      fc.constant({ not: 'a list' }),
    );
  }
  if (isInputObjectType(nullable)) {
    const inputFields = Object.values(nullable.getFields()).filter((f) => !isUpload(f.type));
    const spoiledField =
      depth > 0 && inputFields.length
        ? fc
            .constantFrom(...inputFields)
            .chain((f) => spoiledValue(f.type, depth - 1).map((value) => ({ [f.name]: value })))
        : fc.constant({ unknown_field: 1 });
    return fc.oneof(
      ...refused,
      spoiledField,
      fc.record({ unknown_field: fc.jsonValue({ maxDepth: 3 }) }),
      fc.oneof(fc.string(), fc.integer(), fc.constant([])),
    );
  }
  if (isEnumType(nullable)) return fc.oneof(...refused, fc.constantFrom('no_such_value', 1, ''));
  switch (nullable.name) {
    case 'Int':
      return fc.oneof(...refused, notAnInt);
    case 'Boolean':
      return fc.oneof(...refused, notABoolean);
    case 'String':
      return fc.oneof(...refused, unstorableText, notAString);
    default:
      return fc.oneof(...refused, fc.constant({ unknown: 'scalar' }));
  }
}

/** A valid value with noise: huge or odd text, odd ids, long lists; never an upload. */
function noisyValue(type: GraphQLInputType): fc.Arbitrary<unknown> {
  const nullable = getNullableType(type);
  if (isListType(nullable) && getNamedType(nullable).name === 'Int')
    return fc.oneof(fc.constant([]), fc.array(oddId, { maxLength: 20 }), fc.constant(Array(20_000).fill(1)));
  const name = getNamedType(type).name;
  if (name === 'String' && !isListType(nullable)) return oddText;
  if (name === 'Int' && !isListType(nullable)) return oddId;
  return fc.constant(plainValue(type));
}

/** An operation of the schema with one argument spoiled (or a required one left out) and noise in the rest. */
const spoiledOperation = fc.constantFrom(...fields.filter(({ field }) => field.args.length)).chain((root) =>
  fc
    .tuple(
      fc.constantFrom(...root.field.args),
      fc.constantFrom('spoiled', 'left out'),
      fc.tuple(...root.field.args.map((a) => noisyValue(a.type))),
    )
    .filter(([argument, how]) => how === 'spoiled' || isNonNullType(argument.type))
    .chain(([argument, how, noise]) =>
      (how === 'left out' ? fc.constant(undefined) : spoiledValue(argument.type)).map((value) => {
        const variables = Object.fromEntries(root.field.args.map((a, i) => [a.name, noise[i]]));
        if (how === 'left out') delete variables[argument.name];
        else variables[argument.name] = value;
        return { root, variables, spoil: `${root.field.name}(${argument.name}) ${how}` };
      }),
    ),
);

/** The same operation with its values written into the query as literals (JSON text is close enough). */
function literalText({ operation, field }: RootField, variables: Record<string, unknown>): string {
  const literal = (value: unknown): string =>
    Array.isArray(value)
      ? `[${value.map(literal).join(', ')}]`
      : value !== null && typeof value === 'object'
        ? `{${Object.entries(value)
            .map(([k, v]) => `${/^[_a-z]\w*$/i.test(k) ? k : 'bad_name'}: ${literal(v)}`)
            .join(', ')}}`
        : (JSON.stringify(value) ?? 'null');
  const passed = Object.entries(variables).map(([name, value]) => `${name}: ${literal(value)}`);
  return `${operation} { ${field.name}${passed.length ? `(${passed.join(', ')})` : ''}${selectionOf(field)} }`;
}

const json = (body: unknown) => ({
  method: 'POST' as const,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

export const spoiledOperationRequest: fc.Arbitrary<HostileRequest> = fc
  .tuple(spoiledOperation, fc.constantFrom('variables', 'literals', 'batched', 'GET'))
  .map(([{ root, variables, spoil }, form]) => {
    const request = { query: operationFor(root, variables), variables };
    if (form === 'literals') return { ...json({ query: literalText(root, variables) }), spoil };
    if (form === 'batched') return { ...json([{ query: '{ __typename }' }, request]), spoil };
    // A GET runs queries only; its variables are well-formed JSON here (malformed ones: another branch).
    if (form === 'GET' && root.operation === 'query') {
      const params = new URLSearchParams({ query: request.query, variables: JSON.stringify(variables) });
      return { method: 'GET' as const, url: `/graphql?${params}`, spoil };
    }
    return { ...json(request), spoil };
  });

const deep = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Bodies that are not a GraphQL request at all, or one the server cannot run. */
export const garbageRequest: fc.Arbitrary<HostileRequest> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }).map((body) => ({
    method: 'POST' as const,
    contentType: 'application/json',
    body,
    spoil: 'text as JSON',
  })),
  fc
    .jsonValue({ maxDepth: 4 })
    .filter((v) => !(v && typeof v === 'object' && 'query' in v))
    .map((v) => ({ ...json(v), spoil: 'JSON that is no request' })),
  fc.integer({ min: 100, max: 20_000 }).chain((depth) =>
    fc.constantFrom(
      { ...json({}), body: deep(depth, '[', ']'), spoil: `array nested ${depth} deep` },
      {
        ...json({}),
        body: `{"query":"query Q($v: String) { search(query: $v) { total } }","variables":{"v":${deep(depth, '{"a":', '}')}}}`,
        spoil: `variables nested ${depth} deep`,
      },
      {
        ...json({}),
        body: `{"query":${JSON.stringify(deep(Math.min(depth, 5000), '{ a: ', ' }', '{ __typename }'))}}`,
        spoil: `selection nested ${depth} deep (unknown fields)`,
      },
    ),
  ),
  fc.constantFrom(
    { ...json({}), body: '{"__proto__":{"query":"{ __typename }"}}', spoil: '__proto__ key' },
    {
      ...json({}),
      body: '{"constructor":{"prototype":{"query":"{ __typename }"}}}',
      spoil: 'constructor.prototype key',
    },
    {
      ...json({}),
      body: '{"query":"{ __typename }","variables":{"$ref":"#"},"operationName":{"$ref":"#"}}',
      spoil: 'reference-looking JSON',
    },
    { ...json({ query: '{ nope }' }), spoil: 'unknown field' },
    { ...json({ query: 'mutation { nope }' }), spoil: 'unknown mutation' },
    { ...json({ query: 'subscription { nope }' }), spoil: 'subscription' },
    { ...json({ query: '{ __typename }', operationName: 'Missing' }), spoil: 'unknown operation name' },
    {
      ...json({ query: 'query A { __typename } query B { __typename }' }),
      spoil: 'two operations, none named',
    },
    { ...json({ query: '' }), spoil: 'empty query' },
    { ...json({ query: 1 }), spoil: 'query not a string' },
    { ...json({ query: '{ __typename }', variables: 'x' }), spoil: 'variables not an object' },
    { ...json({ query: '{ __typename }', variables: [] }), spoil: 'variables a list' },
    { ...json([]), spoil: 'empty batch' },
  ),
  fc
    .integer({ min: BATCH_LIMIT + 1, max: 60 })
    .map((n) => ({ ...json(Array(n).fill({ query: '{ __typename }' })), spoil: `batch of ${n}` })),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'image/png',
        '',
      ),
      fc.oneof(fc.string({ maxLength: 100 }), fc.constant('{"query":"{ nope }"}')),
    )
    .map(([contentType, body]) => ({
      method: 'POST' as const,
      contentType,
      body,
      spoil: `content type ${contentType || 'none'}`,
    })),
);
