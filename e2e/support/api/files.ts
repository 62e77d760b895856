import { type APIRequestContext, expect } from '@playwright/test';
import type { File } from '../../../packages/server/src/graphql/generated/resolvers.ts';
import { graphql, saved, type UpsertResult, upsertFields } from './client.ts';
import { createCollection } from './collections.ts';

// Uploaded files and their folders, and the digital copies made of them.

/** Uploads a file into `folder` as the file manager would (a multipart request); returns its id. */
export async function uploadFile(
  request: APIRequestContext,
  token: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  folder = '',
): Promise<number> {
  const query = `mutation ($input: FileInput!) { upsertFile(input: $input) { ${upsertFields} } }`;
  const response = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${token}`, 'X-Locale': 'de' },
    // The file's part named so that it comes after the map, as the spec orders them and the server
    // requires: an object's integer keys (`0`) come first.
    multipart: {
      operations: JSON.stringify({ query, variables: { input: { folder, file: null } } }),
      map: JSON.stringify({ file: ['variables.input.file'] }),
      file,
    },
  });
  const body = (await response.json()) as { data?: { upsertFile: UpsertResult } };
  expect(body.data?.upsertFile, `uploading ${file.name}`).toMatchObject({ success: true });
  return body.data?.upsertFile.id as number;
}

type Listed = Pick<File, 'id' | 'filename' | 'is_folder'>;

/** The ids of a folder's files by name, as a script would list them. */
export async function filesIn(
  request: APIRequestContext,
  token: string,
  folder: string,
): Promise<Record<string, number>> {
  const data = await graphql<{ files: { items: Pick<Listed, 'id' | 'filename'>[] } }>(
    request,
    'query ($folder: String) { files(folder: $folder, first: 100) { items { id filename } } }',
    { folder },
    { token },
  );
  return Object.fromEntries(data.files.items.map((file) => [file.filename, file.id]));
}

/** Makes each folder of `path` that is not there yet (`scans/1795`: `scans`, then `1795` in it). */
export async function createFolders(request: APIRequestContext, token: string, path: string) {
  const list = `query ($folder: String) { files(folder: $folder, first: 100) { items { filename is_folder } } }`;
  const save = `mutation ($input: FileInput!) { upsertFile(input: $input) { ${upsertFields} } }`;
  const segments = path.split('/').filter(Boolean);
  for (const [index, filename] of segments.entries()) {
    const folder = segments.slice(0, index).join('/');
    // Names may repeat in a folder: a second `scans` beside the first would split the scans.
    const { files } = await graphql<{ files: { items: Pick<Listed, 'filename' | 'is_folder'>[] } }>(
      request,
      list,
      { folder },
      { token },
    );
    if (files.items.some((item) => item.is_folder && item.filename === filename)) continue;
    const { upsertFile } = await graphql<{ upsertFile: UpsertResult }>(
      request,
      save,
      { input: { folder, filename, is_folder: true } },
      { token },
    );
    expect(upsertFile, `creating the folder ${filename} in "${folder}"`).toMatchObject({ success: true });
  }
}

/** A digital copy of a score or catalog, without images, as the digital copy screens would save it. */
export async function createDigitalCopy(
  request: APIRequestContext,
  token: string,
  input: { name: string; digitizable_type: 'score' | 'catalog'; digitizable_id: number },
): Promise<number> {
  return saved(request, token, 'upsertDigitalCopy', 'DigitalCopyInput', { ...input, files: [] });
}

/** Creates a digital copy of a new catalog showing `files` in order; returns its id. */
export async function createCatalogDigitalCopy(
  request: APIRequestContext,
  token: string,
  name: string,
  files: number[],
): Promise<number> {
  const collection = await createCollection(request, token, { name: `Sammlung ${name}`, prefix: 'DC' });
  const catalog = await saved(request, token, 'upsertCatalog', 'CatalogInput', {
    collection: collection.id,
    short_title: `Inventar ${name}`,
  });
  return saved(request, token, 'upsertDigitalCopy', 'DigitalCopyInput', {
    name,
    digitizable_type: 'catalog',
    digitizable_id: catalog,
    files: files.map((file) => ({ file })),
  });
}
