import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import {
  type ASTVisitor,
  type GraphQLError,
  type GraphQLNamedType,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
// Errors are made with yoga's helper: a GraphQLError from another module instance would be masked.
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Translate } from '../i18n.ts';

/**
 * What one operation may ask for. The web app's largest operation (a full score, `getScore` with
 * every field) has depth 7, 240 tokens and cost 588, no directives and 2 aliases (SiteSettings); the
 * deepest (a full catalog) has depth 8. operation-limits.test.ts checks every client document, the full
 * selection of every record type and the standard introspection query against these.
 *
 * A batch holds at most BATCH_LIMIT (5) operations, each within these limits: its work is bounded by
 * five times one operation's. One budget shared by the batch would have to be five times the largest
 * screen's to let the app batch its own screens (Apollo batches what a screen asks for at once), so it
 * would bound nothing more.
 */
export const OPERATION_LIMITS = {
  /** Nested selections and inline fragments; not inside `__schema` (its type references nest ~20). */
  depth: 12,
  /** Aliased fields (`__typename` is free), each of which is answered once more. */
  aliases: 15,
  /** Lexical tokens of the document: bounds parsing and every later step before any other check. */
  tokens: 1000,
  /** `@include` / `@skip` and the like. */
  directives: 20,
  /**
   * GraphQL Armor's estimate: 1 per scalar, 2 per object, children weighted 1.5× per level (not
   * inside `__schema`). Bounds wide selections under many aliases and deep ones together.
   */
  cost: 5000,
  /**
   * `__schema` fields: depth and cost leave introspection out (its type references alone nest about 20
   * levels), so this bounds it; the full answer is about 140 kB.
   */
  introspections: 1,
  /**
   * How often one list field (`DigitalCopy.files`, `Catalog.pages`) may occur on one path. A selection
   * that goes back the way it came (`files { digital_copy { files { … } } }`) multiplies its answer by
   * the list's length at every turn (50 images: 2,500 after one, 125,000 after two), which neither depth
   * nor cost can see; no screen goes back along a list it came by.
   */
  listRepeats: 1,
  /**
   * Lists inside lists on one path, a list of scalars (ids, names) counted like any other: each list
   * multiplies what is below it by its length, and a record reached from every item of a list (an
   * entry's score) brings its own lists along each time. The full catalog and the catalog's images
   * reach 4 (pages, entries, the score's attributions, their names).
   */
  listNesting: 4,
} as const;

export type OperationLimit = keyof typeof OPERATION_LIMITS;

export const OPERATION_LIMIT_CODE = 'OPERATION_LIMIT';

/**
 * The refusal for a limit. Its message is replaced by the caller's language when the result is sent
 * (`limitMessage`): validation results are cached per document and shared by callers of any language.
 */
function limitError(limit: OperationLimit): GraphQLError {
  return createGraphQLError(`Operation limit exceeded: ${limit}`, {
    extensions: { code: OPERATION_LIMIT_CODE, limit, max: OPERATION_LIMITS[limit] },
  });
}

/** Armor's own message (which names what it found) is never passed on: our error takes its place. */
function reportInstead(limit: OperationLimit) {
  return {
    propagateOnRejection: false,
    onReject: [(context: ValidationContext | null) => context?.reportError(limitError(limit))],
  };
}

/** At most OPERATION_LIMITS.introspections `__schema` fields in the document (aliases each count). */
const maxIntrospectionsRule: ValidationRule = (context): ASTVisitor => {
  let found = 0;
  return {
    Field(node) {
      if (node.name.value === '__schema' && ++found === OPERATION_LIMITS.introspections + 1)
        context.reportError(limitError('introspections'));
    },
  };
};

/**
 * The limit a path of the selection passes: a list field met again below itself (listRepeats), or more
 * lists nested than listNesting, lists of scalars included; null when none. Fragments are followed;
 * each fragment is walked once per path that reaches it, so spreads cannot multiply the walk.
 */
function listLimitPassed(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  root: GraphQLNamedType,
): OperationLimit | null {
  const schema = context.getSchema();
  const walked = new Set<string>();
  const walk = (
    set: SelectionSetNode,
    type: GraphQLNamedType | undefined,
    path: string[],
  ): OperationLimit | null => {
    for (const selection of set.selections) {
      let found: OperationLimit | null = null;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        const field = type && 'getFields' in type ? type.getFields()[name] : undefined;
        if (!field) continue;
        const key = `${type?.name}.${name}`;
        // Read from the type's SDL: graphql's instanceof checks fail across its ESM and CJS copies.
        const sdl = String(field.type);
        const list = sdl.startsWith('[');
        if (list && path.filter((k) => k === key).length >= OPERATION_LIMITS.listRepeats)
          return 'listRepeats';
        if (list && path.length >= OPERATION_LIMITS.listNesting) return 'listNesting';
        if (!selection.selectionSet) continue;
        const named = schema.getType(sdl.replace(/[[\]!]/g, '')) ?? undefined;
        found = walk(selection.selectionSet, named, list ? [...path, key] : path);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        found = walk(selection.selectionSet, condition || type, path);
      } else {
        const fragment = context.getFragment(selection.name.value);
        const visit = `${selection.name.value}|${path.join(',')}`;
        if (!fragment || walked.has(visit)) continue;
        walked.add(visit);
        found = walk(
          fragment.selectionSet,
          schema.getType(fragment.typeCondition.name.value) ?? undefined,
          path,
        );
      }
      if (found) return found;
    }
    return null;
  };
  return walk(selectionSet, root, []);
}

const maxListsRule: ValidationRule = (context): ASTVisitor => ({
  OperationDefinition(operation) {
    const root = context.getSchema().getRootType(operation.operation);
    const passed = root && listLimitPassed(context, operation.selectionSet, root);
    if (passed) context.reportError(limitError(passed));
  },
});

const validationRules: ValidationRule[] = [
  maxListsRule,
  maxIntrospectionsRule,
  maxDepthRule({ n: OPERATION_LIMITS.depth, ...reportInstead('depth') }),
  maxAliasesRule({ n: OPERATION_LIMITS.aliases, ...reportInstead('aliases') }),
  maxDirectivesRule({ n: OPERATION_LIMITS.directives, ...reportInstead('directives') }),
  costLimitRule({ maxCost: OPERATION_LIMITS.cost, ...reportInstead('cost') }),
] as ValidationRule[];

/**
 * GraphQL Armor's limits as Yoga plugins. The token limit stops the parser as soon as it is passed; the
 * others are validation rules, so Yoga's caches keep their verdict with the document (a document parsed
 * or validated before was checked against the same constant limits) and the plain query path, which
 * runs the same envelop, is held to them too.
 */
export function operationLimits(): Plugin[] {
  return [
    maxTokensPlugin({
      n: OPERATION_LIMITS.tokens,
      // The parser must stop at once: thrown from here, our error replaces Armor's.
      onReject: [
        () => {
          throw limitError('tokens');
        },
      ],
    }) as Plugin,
    {
      onValidate({ addValidationRule }) {
        for (const rule of validationRules) addValidationRule(rule);
      },
    },
  ];
}

/** The refusal in the caller's language, naming the limit and its value; null for any other error. */
export function limitMessage(t: Translate, error: GraphQLError): string | null {
  if (error.extensions?.code !== OPERATION_LIMIT_CODE) return null;
  const limit = error.extensions.limit as OperationLimit;
  return t(`Server.error_operation_limit_${limit}`, { max: OPERATION_LIMITS[limit] });
}
