import type { APIRequestContext } from '@playwright/test';
import { graphql, type Result, resultFields } from './client.ts';

// The website's settings, as the administrator changes them.

/** Changes a website setting as an administrator. */
export async function updateSetting(
  request: APIRequestContext,
  token: string,
  key: string,
  value: string,
): Promise<Result> {
  const data = await graphql<{ updateSetting: Result }>(
    request,
    `mutation ($key: String!, $value: String) { updateSetting(key: $key, value: $value) { ${resultFields} } }`,
    { key, value },
    { token },
  );
  return data.updateSetting;
}
