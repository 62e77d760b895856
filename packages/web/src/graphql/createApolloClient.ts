import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type PossibleTypesMap,
  type TypePolicies,
} from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { SetContextLink } from '@apollo/client/link/context';
import { OperationTypeNode } from 'graphql';
import Cookies from 'js-cookie';
import { containsFile } from './containsFile.ts';
import { lazyUploadLink } from './lazyUploadLink.ts';
import { requestHeaders } from './requestHeaders.ts';

const uri = '/graphql';

/** How long a request waits for others to join its batch (spec §7: 20 ms). */
const batchInterval = 20;

/**
 * The context of queries asked for together for a screen about to show (recordPrefetch.ts): they leave as
 * one batch once all are asked, without waiting for others. Nothing else would join them, and the screen
 * waits for their answers.
 */
export const sendAtOnce = { sendAtOnce: true } as const;

/**
 * Search items and holdings of different types share ids. A digital copy's IIIF annotations are cached per
 * digital copy (spec §7; read with `cache-first`, evicted when the copy is saved or deleted: its definition's `cachedReads`).
 */
export const typePolicies: TypePolicies = {
  SearchItem: { keyFields: ['type', 'id'] },
  Holding: { keyFields: ['path'] },
  Query: { fields: { getIiifAnnotationsForDigitalCopy: { keyArgs: ['id'] } } },
};

/**
 * The types of the schema's interfaces that fragments select on: without them the cache drops the fields of
 * `OutcomeFields` from every answer (schema.graphql; the test compares).
 */
export const possibleTypes: PossibleTypesMap = {
  Outcome: [
    'AuthResult',
    'CreatePagesResult',
    'DeleteResult',
    'JobStarted',
    'MergeResult',
    'Result',
    'UpsertResult',
  ],
};

/** The client of spec §7: batched queries, multipart when a file is sent, the three headers, no cache for reads. */
export function createApolloClient(currentLanguage: () => string | undefined): ApolloClient {
  // Cookies are read per request so that a new session or XSRF token is sent at once.
  const headersLink = new SetContextLink((context) => ({
    headers: {
      ...context.headers,
      ...requestHeaders({
        xsrfToken: Cookies.get('XSRF-TOKEN'),
        sessionToken: Cookies.get('token'),
        language: currentLanguage(),
      }),
    },
  }));
  // Queries are batched (spec §7); a save or delete is sent at once: nothing it would wait for joins it,
  // and a user who saved waits for its answer. A screen's prefetched queries leave together at once.
  const transport = ApolloLink.split(
    (operation) => containsFile(operation.variables),
    lazyUploadLink(uri),
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.MUTATION,
      new HttpLink({ uri }),
      ApolloLink.split(
        (operation) => operation.getContext().sendAtOnce === true,
        new BatchHttpLink({ uri, batchMax: 5, batchInterval: 0 }),
        new BatchHttpLink({ uri, batchMax: 5, batchInterval }),
      ),
    ),
  );
  return new ApolloClient({
    link: ApolloLink.from([headersLink, transport]),
    cache: new InMemoryCache({ typePolicies, possibleTypes }),
    defaultOptions: {
      query: { fetchPolicy: 'network-only' },
      watchQuery: { fetchPolicy: 'network-only' },
    },
  });
}
