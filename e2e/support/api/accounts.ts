import type { APIRequestContext } from '@playwright/test';
import type {
  Permission,
  AuthResult as SchemaAuthResult,
  User as SchemaUser,
} from '../../../packages/server/src/graphql/generated/resolvers.ts';
import type { RegisterInput } from '../../../packages/web/src/graphql/generated/graphql.ts';
import { type FieldError, graphql, type Result, resultFields } from './client.ts';

// Accounts through the API: registering, logging in, the signed-in user and their saved language.

export interface User extends Pick<SchemaUser, 'id' | 'name' | 'email'> {
  permissions: Pick<Permission, 'id'>[];
}

export interface AuthResult extends Pick<SchemaAuthResult, 'success' | 'message' | 'token'> {
  errors: FieldError[];
  user: Pick<User, 'id' | 'permissions'> | null;
}

const authFields = 'success message token errors { path key message } user { id permissions { id } }';

export async function register(
  request: APIRequestContext,
  input: Omit<RegisterInput, 'password_confirmation'>,
): Promise<AuthResult> {
  const data = await graphql<{ register: AuthResult }>(
    request,
    `mutation ($input: RegisterInput!) { register(input: $input) { ${authFields} } }`,
    { input: { ...input, password_confirmation: input.password } },
  );
  return data.register;
}

export async function login(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<AuthResult> {
  const data = await graphql<{ login: AuthResult }>(
    request,
    `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { ${authFields} } }`,
    { email, password },
  );
  return data.login;
}

/** The signed-in user of `token`, or null when the token opens no session. */
export async function me(request: APIRequestContext, token: string): Promise<User | null> {
  const data = await graphql<{ me: User | null }>(
    request,
    '{ me { id name email permissions { id } } }',
    {},
    { token },
  );
  return data.me;
}

/** Saves the interface language of the signed-in user of `token`. */
export async function updateLocale(
  request: APIRequestContext,
  token: string,
  locale: 'de' | 'en',
): Promise<Result> {
  const data = await graphql<{ updateLocale: Result }>(
    request,
    `mutation ($locale: String!) { updateLocale(locale: $locale) { ${resultFields} } }`,
    { locale },
    { token },
  );
  return data.updateLocale;
}

/** The language the user of `token` saved. */
export async function savedLocale(request: APIRequestContext, token: string): Promise<string | null> {
  const data = await graphql<{ me: { locale: string | null } | null }>(
    request,
    '{ me { locale } }',
    {},
    { token },
  );
  return data.me?.locale ?? null;
}
