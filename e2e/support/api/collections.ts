import { type APIRequestContext, expect } from '@playwright/test';
import type { Collection as SchemaCollection } from '../../../packages/server/src/graphql/generated/resolvers.ts';
import type { CollectionInput } from '../../../packages/web/src/graphql/generated/graphql.ts';
import { graphql, type UpsertResult, upsert } from './client.ts';

// Collections, which every catalog and score belongs to.

export type { CollectionInput };

export type Collection = Pick<
  SchemaCollection,
  'id' | 'name' | 'prefix' | 'description' | 'url' | 'updated_at'
>;

const collectionFields = 'id name prefix description url updated_at';

export async function upsertCollection(
  request: APIRequestContext,
  token: string,
  input: CollectionInput,
): Promise<UpsertResult> {
  return upsert(request, token, 'upsertCollection', 'CollectionInput', input);
}

/** Creates a collection and returns it as stored. */
export async function createCollection(
  request: APIRequestContext,
  token: string,
  input: CollectionInput,
): Promise<Collection> {
  const result = await upsertCollection(request, token, input);
  expect(result, 'seeding a collection').toMatchObject({ success: true });
  const stored = await getCollection(request, result.id as number);
  expect(stored, 'the seeded collection').not.toBeNull();
  return stored as Collection;
}

export async function getCollection(request: APIRequestContext, id: number): Promise<Collection | null> {
  const data = await graphql<{ getCollection: Collection | null }>(
    request,
    `query ($id: Int!) { getCollection(id: $id) { ${collectionFields} } }`,
    { id },
  );
  return data.getCollection;
}
