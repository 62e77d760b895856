import { isStorableText, unstorableTextPaths } from '@fontes/domain';
import {
  type DocumentNode,
  type GraphQLSchema,
  getArgumentValues,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isInputObjectType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';

/**
 * The first argument, as `field.argument.path`, whose text the database cannot store (`unstorableTextPaths`),
 * looked for in the values as execution will coerce them (variables and literals alike). Input objects
 * are left out: they are records' and forms' inputs, validated whole by their domain schema, which names
 * the field. An operation whose arguments do not coerce is left to execution to refuse.
 */
function unstorableArgument(
  schema: GraphQLSchema,
  document: DocumentNode,
  rawVariables: Record<string, unknown> | null | undefined,
  operationName?: string | null,
): string | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (!variables.coerced) return null;
  const typeInfo = new TypeInfo(schema);
  let found: string | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition: (node) => (node === operation ? undefined : false),
      Field(node) {
        const field = typeInfo.getFieldDef();
        if (found || !field || !node.arguments?.length) return;
        let values: Record<string, unknown>;
        try {
          values = getArgumentValues(field, node, variables.coerced);
        } catch {
          return;
        }
        for (const argument of field.args) {
          if (isInputObjectType(getNamedType(argument.type))) continue;
          found ??= unstorableTextPaths(values[argument.name], [node.name.value, argument.name])[0] ?? null;
        }
      },
    }),
  );
  return found;
}

// Per parsed document (Yoga's parse cache hands the same one for the same text): whether a string
// literal in it holds unstorable text, so that the usual operation costs a lookup, not a walk.
const literalsUnstorable = new WeakMap<DocumentNode, boolean>();

function holdsUnstorableLiteral(document: DocumentNode): boolean {
  let held = literalsUnstorable.get(document);
  if (held === undefined) {
    held = false;
    visit(document, {
      StringValue(node) {
        if (!isStorableText(node.value)) held = true;
      },
    });
    literalsUnstorable.set(document, held);
  }
  return held;
}

/** Refuses, as bad input naming the argument, an operation whose arguments hold text PostgreSQL refuses. */
export const storableArguments: Plugin<GraphQLContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    const document = args.document as DocumentNode;
    const variables = args.variableValues as Record<string, unknown> | undefined;
    if (!unstorableTextPaths(variables).length && !holdsUnstorableLiteral(document)) return;
    const argument = unstorableArgument(args.schema, document, variables, args.operationName);
    if (!argument) return;
    const error = createGraphQLError(args.contextValue.t('Server.error_text_unstorable', { argument }), {
      extensions: { code: 'BAD_USER_INPUT', argument },
    });
    setResultAndStopExecution({ errors: [error] });
  },
};
