import { type APIRequestContext, expect } from '@playwright/test';
import type {
  FieldError as SchemaFieldError,
  Result as SchemaResult,
  UpsertResult as SchemaUpsertResult,
} from '../../../packages/server/src/graphql/generated/resolvers.ts';
import type {
  CatalogInput,
  CollectionInput,
  CompositeInput,
  DigitalCopyInput,
  PageInput,
  PersonInput,
  PublicationInput,
  ScoreInput,
} from '../../../packages/web/src/graphql/generated/graphql.ts';

// The shared client of the per-area helpers beside it: seeding and checking through the public GraphQL API,
// as a script or a second user would. The API request context carries no cookies (the server sets
// XSRF-TOKEN only on page loads), so mutations need no X-XSRF-TOKEN header; the session token goes in the
// Authorization header.
//
// Inputs are the web app's generated client types (packages/web/src/graphql/generated); answers are the
// fields asked for, picked from the schema's generated types (packages/server/src/graphql/generated): the
// client preset generates answer types only for the web app's own operations.

export type FieldError = Pick<SchemaFieldError, 'path' | 'key' | 'message'>;

export type Result = Pick<SchemaResult, 'success' | 'message'> & { errors: FieldError[] };

export type UpsertResult = Pick<SchemaUpsertResult, 'success' | 'id' | 'message'> & { errors: FieldError[] };

export const resultFields = 'success message errors { path key message }';
export const upsertFields = 'success id message errors { path key message }';

/** Each `upsertX` the helpers and specs send, with its input as the web app's generated client types it. */
export interface UpsertInputs {
  upsertCatalog: CatalogInput;
  upsertCollection: CollectionInput;
  upsertComposite: CompositeInput;
  upsertDigitalCopy: DigitalCopyInput;
  upsertPage: PageInput;
  upsertPerson: PersonInput;
  upsertPublication: PublicationInput;
  upsertScore: ScoreInput;
}

interface Options {
  token?: string | null;
  locale?: 'de' | 'en';
}

/** One GraphQL operation; fails the test on an HTTP or GraphQL error. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  { token, locale = 'de' }: Options = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { 'X-Locale': locale, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(response.ok(), `POST /graphql answered ${response.status()}: ${JSON.stringify(body)}`).toBe(true);
  expect(body.errors, 'GraphQL errors').toBeUndefined();
  return body.data as T;
}

/** One `upsertX` as a second user would send it, answered as it is (a stale save too). */
export async function upsert<Mutation extends keyof UpsertInputs>(
  request: APIRequestContext,
  token: string,
  mutation: Mutation,
  inputType: string,
  input: UpsertInputs[Mutation],
): Promise<UpsertResult> {
  const data = await graphql<Record<string, UpsertResult>>(
    request,
    `mutation ($input: ${inputType}!) { ${mutation}(input: $input) { ${upsertFields} } }`,
    { input },
    { token },
  );
  return data[mutation] as UpsertResult;
}

/** One `upsertX` that must succeed; returns the saved record's id. */
export async function saved<Mutation extends keyof UpsertInputs>(
  request: APIRequestContext,
  token: string,
  mutation: Mutation,
  inputType: string,
  input: UpsertInputs[Mutation],
): Promise<number> {
  const result = await upsert(request, token, mutation, inputType, input);
  expect(result, `seeding: ${mutation}`).toMatchObject({ success: true });
  return result.id as number;
}

/** The version (`updated_at`) a record is saved at now, as a form loading it would get it. */
export async function versionOf(request: APIRequestContext, query: string, id: number): Promise<string> {
  const data = await graphql<Record<string, { updated_at: string } | null>>(
    request,
    `query ($id: Int!) { ${query}(id: $id) { updated_at } }`,
    { id },
  );
  const version = data[query]?.updated_at;
  expect(version, `${query}(${id}) has a version`).toBeTruthy();
  return version as string;
}
