import { type APIRequestContext, expect } from '@playwright/test';
import type { PublicationInput, ScoreInput } from '../../../packages/web/src/graphql/generated/graphql.ts';
import { createCatalogEntry } from './catalog.ts';
import { saved, type UpsertResult, upsert } from './client.ts';

// Scores, people and publications, as a second cataloguer or a script saves them.

export type { PublicationInput, ScoreInput };

/** Creates a publication (with attributions naming people) as a second user or a script would. */
export async function createPublication(
  request: APIRequestContext,
  token: string,
  input: PublicationInput,
): Promise<number> {
  const result = await upsert(request, token, 'upsertPublication', 'PublicationInput', input);
  expect(result, 'seeding a publication').toMatchObject({ success: true });
  return result.id as number;
}

/** Creates a person with one primary name, as a script would; returns the id. */
export async function createPerson(request: APIRequestContext, token: string, name: string): Promise<number> {
  return saved(request, token, 'upsertPerson', 'PersonInput', { names: [{ name, primary: true }] });
}

/** Creates a score citing a publication (with the least a score needs: a catalog entry, a voice). */
export async function createScoreCiting(
  request: APIRequestContext,
  token: string,
  citation: { publication: number; number: string; short_title: string },
): Promise<number> {
  const { publication, number, short_title } = citation;
  return createScore(request, token, short_title, { publications: [{ publication, number }] });
}

/** Creates a score with the least it needs (a catalog entry, a voice), and any more fields given. */
export async function createScore(
  request: APIRequestContext,
  token: string,
  short_title: string,
  more: ScoreInput = {},
): Promise<number> {
  const { collection, entry } = await createCatalogEntry(request, token, {
    collection: `Sammlung ${short_title}`,
    prefix: 'E2E',
    catalog: `Inventar ${short_title}`,
    page: '1',
    entry: '1',
  });
  return saved(request, token, 'upsertScore', 'ScoreInput', {
    collection,
    shelfmark: `Ms. ${short_title}`,
    short_title,
    voices: [{ voice: 'sop' }],
    entries: [{ id: entry }],
    ...more,
  });
}

/** Saves a score's changed fields over the version `updated_at`, as a second cataloguer would. */
export async function updateScore(
  request: APIRequestContext,
  token: string,
  input: ScoreInput & { id: number; updated_at: string },
): Promise<UpsertResult> {
  return upsert(request, token, 'upsertScore', 'ScoreInput', input);
}
