import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLError } from 'graphql';
import { type DocumentNode, Kind, type OperationDefinitionNode } from 'graphql';
// Errors are made with yoga's helper: a GraphQLError from another module instance would be masked.
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { authResolvers } from '../auth/resolvers.ts';
import { bulkResolvers } from '../bulk/resolvers.ts';
import { catalogueResolvers } from '../entities/resolvers.ts';
import { importResolvers } from '../exchange/import/resolvers.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { compiledExecution } from '../graphql/jit.ts';
import { limitMessage, operationLimits } from '../graphql/operation-limits.ts';
import { storableArguments } from '../graphql/storable-arguments.ts';
import { historyResolvers } from '../history/resolvers.ts';
import { localeFrom, translator } from '../i18n.ts';
import { jobResolvers } from '../jobs/resolvers.ts';
import { yogaLogging } from '../logging.ts';
import { melodyResolvers } from '../melody/resolvers.ts';
import { mergeResolvers } from '../merge/resolvers.ts';
import { searchResolvers } from '../search/resolvers.ts';
import { settingResolvers } from '../settings/resolvers.ts';
import { userResolvers } from '../users/resolvers.ts';
import { jobKinds } from './job-kinds.ts';

export const BATCH_LIMIT = 5;
const typeDefs = readFileSync(new URL('../graphql/schema.graphql', import.meta.url), 'utf8');
const resolvers: Resolvers[] = [
  ...catalogueResolvers,
  searchResolvers,
  melodyResolvers,
  settingResolvers,
  authResolvers,
  userResolvers,
  jobResolvers(jobKinds),
  importResolvers,
  historyResolvers,
  mergeResolvers,
  bulkResolvers,
];

/** A mutation from a browser session must prove it came from our own page (double-submit cookie). */
const xsrfGuard: Plugin<GraphQLContext> = {
  onExecute({ args, setResultAndStopExecution }) {
    const ctx = args.contextValue;
    const definitions = (args.document as DocumentNode).definitions;
    const operation = definitions.find(
      (d): d is OperationDefinitionNode =>
        d.kind === Kind.OPERATION_DEFINITION && (!args.operationName || d.name?.value === args.operationName),
    );
    if (operation?.operation === 'mutation' && !ctx.xsrfValid) {
      const error = createGraphQLError(ctx.t('Server.error_xsrf'), {
        extensions: { code: 'XSRF_TOKEN_MISMATCH' },
      });
      setResultAndStopExecution({ errors: [error] });
    }
  },
};

/** The codes of errors the server raises in the caller's language already. */
const translatedCodes = new Set(['XSRF_TOKEN_MISMATCH', 'BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND']);

/** Request-level errors (syntax, unknown fields, wrong variable types) are explained in the caller's language. */
const translatedRequestErrors: Plugin = {
  onResultProcess({ request, result, setResult }) {
    // Most results carry no errors: the caller's language is only looked up for those that do.
    const hasErrors = (r: unknown) => Boolean((r as { errors?: unknown[] } | null)?.errors?.length);
    if (!(Array.isArray(result) ? result.some(hasErrors) : hasErrors(result))) return;
    const t = translator(localeFrom(Object.fromEntries(request.headers)));
    const translate = (r: unknown) => {
      const errors = (r as { errors?: GraphQLError[] })?.errors;
      if (!errors?.length) return r;
      return {
        ...(r as object),
        errors: errors.map((e) => {
          const code = e.extensions?.code;
          if (translatedCodes.has(code as string)) return e;
          const message =
            limitMessage(t, e) ??
            (e.message === 'Unexpected error.'
              ? t('Server.error_unexpected')
              : `${t('Server.error_bad_input')} ${e.message}`);
          return createGraphQLError(message, {
            nodes: e.nodes,
            path: e.path,
            extensions: { ...e.extensions, code: code ?? 'BAD_REQUEST' },
          });
        }),
      };
    };
    if (Array.isArray(result)) setResult(result.map(translate) as never);
    else if (result && typeof result === 'object' && 'errors' in result)
      setResult(translate(result) as never);
  },
};

export function buildYoga(log: FastifyBaseLogger) {
  return createYoga<GraphQLContext>({
    schema: createSchema<GraphQLContext>({ typeDefs, resolvers }),
    batching: { limit: BATCH_LIMIT },
    graphiql: false,
    // CORS is Fastify's, for every route alike (http/app.ts).
    cors: false,
    maskedErrors: true,
    // Fastify reads every body before Yoga sees it: JSON within its body limit, uploads within
    // MAX_UPLOAD_MB (files/multipart.ts). Yoga's own limit (25 MB by Content-Length) refused larger scans.
    // Not `false`: without its wrapper Yoga waits forever on some bodies Fastify parsed (`null`, `{}`,
    // `[]` as JSON; http/hostile-requests.test.ts).
    maxRequestBodySize: Number.MAX_SAFE_INTEGER,
    logging: yogaLogging(log),
    plugins: [
      ...operationLimits(),
      compiledExecution(),
      xsrfGuard,
      translatedRequestErrors,
      storableArguments,
    ],
  });
}

export type FontesYoga = ReturnType<typeof buildYoga>;
