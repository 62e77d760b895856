import { type DocumentNode, type ExecutionResult, getOperationAST } from 'graphql';
import type { GraphQLContext } from '../graphql/context.ts';
import type { FontesYoga } from './yoga.ts';

const JSON_TYPES = ['application/graphql-response+json', 'application/json'];

/**
 * The JSON type Yoga would answer with for this Accept header, or null where it would pick another
 * processor or refuse: the first listed type that one of the two JSON types matches, `application/json`
 * for a wildcard (Yoga's own negotiation, quality values ignored as Yoga ignores them).
 */
export function acceptedJsonType(accept: string | undefined): string | null {
  const key = accept ?? '';
  let type = acceptedTypes.get(key);
  if (type === undefined) {
    // Clients send a handful of Accept headers; a stream of made-up ones only refills the table.
    if (acceptedTypes.size >= 64) acceptedTypes.clear();
    type = negotiatedJsonType(accept);
    acceptedTypes.set(key, type);
  }
  return type;
}
const acceptedTypes = new Map<string, string | null>();

function negotiatedJsonType(accept: string | undefined): string | null {
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [type, ...params] = entry.split(';');
    const charset = params.find((p) => p.startsWith('charset='));
    if (charset && charset !== 'charset=utf-8') continue;
    const [pre, suf] = type.split('/');
    const matching = JSON_TYPES.filter((t) => {
      const [tp, ts] = t.split('/');
      return (pre === '*' || pre === tp) && (suf === '*' || suf === ts);
    });
    if (matching.length) return matching[matching.length - 1];
  }
  return null;
}

interface PlainParams {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

const PARAM_NAMES = new Set(['query', 'variables', 'operationName']);

/** One operation as `{query, variables?, operationName?}`, nothing else: what Yoga would take as it is. */
function plainParams(body: unknown): PlainParams | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const params = body as Record<string, unknown>;
  if (!Object.keys(params).every((key) => PARAM_NAMES.has(key))) return null;
  const { query, variables, operationName } = params;
  if (typeof query !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  return params as unknown as PlainParams;
}

/**
 * A plain JSON query — POST, one operation that reads, a JSON answer asked for — run through Yoga's own
 * envelop (its parse and validation caches, masked errors, our plugins, compiled execution) without
 * Yoga's Fetch Request and Response around it, which cost 6–17 % of getScore's time over HTTP in the
 * runs that compared the two. Null for anything else and for any answer that holds errors: those go the whole way through
 * Yoga, so that errors, status codes and their translation come from one place. Reading twice changes
 * nothing; a mutation never comes here.
 */
export async function answerPlainQuery(
  yoga: FontesYoga,
  request: { method: string; accept?: string; body: unknown },
  context: GraphQLContext,
): Promise<{ type: string; body: string } | null> {
  if (request.method !== 'POST') return null;
  const type = acceptedJsonType(request.accept);
  const params = type && plainParams(request.body);
  if (!type || !params) return null;
  // A copy: plugins may extend the context, and Yoga gets the original if this path gives up.
  const enveloped = yoga.getEnveloped({ ...context } as never);
  let document: DocumentNode;
  try {
    document = enveloped.parse(params.query);
  } catch {
    return null;
  }
  if (enveloped.validate(enveloped.schema, document).length) return null;
  if (getOperationAST(document, params.operationName)?.operation !== 'query') return null;
  const result = (await enveloped.execute({
    schema: enveloped.schema,
    document,
    contextValue: await enveloped.contextFactory(),
    variableValues: params.variables,
    operationName: params.operationName,
  })) as ExecutionResult;
  if (result.errors?.length) return null;
  return { type: `${type}; charset=utf-8`, body: JSON.stringify(result) };
}
