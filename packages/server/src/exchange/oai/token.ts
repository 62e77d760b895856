import { createHash } from 'node:crypto';
import { type HarvestedType, isHarvestedType } from './harvested.ts';

/**
 * What a resumption token carries: everything the next page needs, so that the server keeps nothing
 * between requests (any instance answers any page). The list's arguments, where the last page ended,
 * how many records came before (cursor) and the list's size as counted at its first page.
 */
export interface ListState {
  verb: 'ListIdentifiers' | 'ListRecords' | 'ListSets';
  metadataPrefix?: string;
  from?: string;
  until?: string;
  set?: string;
  after: { datestamp: string; type: HarvestedType; id: number } | { id: number };
  cursor: number;
  completeListSize: number;
}

// Tokens longer than this were not written here: refused before any decoding.
const MAX_TOKEN = 1024;
const VERBS = ['ListIdentifiers', 'ListRecords', 'ListSets'] as const;

// A check against tokens changed by hand or damaged on the way. It needs no secret: a token says only
// what the request itself could say, and everything it says is checked again as an argument would be.
const checkOf = (payload: string) =>
  createHash('sha256').update(`fontes-oai-token:${payload}`).digest('base64url').slice(0, 16);

export function writeToken(state: ListState): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${checkOf(payload)}`;
}

/** The state a token carries, or null when it is not one this repository wrote. */
export function readToken(token: string): ListState | null {
  if (token.length > MAX_TOKEN || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{16}$/.test(token)) return null;
  const [payload, check] = token.split('.');
  if (check !== checkOf(payload)) return null;
  try {
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isListState(state) ? state : null;
  } catch {
    return null;
  }
}

const optionalText = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.length < 100);
const count = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
const recordId = (value: unknown) =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= 2_147_483_647;

function isListState(value: unknown): value is ListState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  const after = state.after as Record<string, unknown> | null;
  if (typeof after !== 'object' || after === null || !recordId(after.id)) return false;
  const position =
    state.verb === 'ListSets'
      ? Object.keys(after).length === 1
      : typeof after.datestamp === 'string' &&
        !Number.isNaN(Date.parse(after.datestamp)) &&
        typeof after.type === 'string' &&
        isHarvestedType(after.type);
  return (
    VERBS.includes(state.verb as (typeof VERBS)[number]) &&
    position &&
    optionalText(state.metadataPrefix) &&
    optionalText(state.from) &&
    optionalText(state.until) &&
    optionalText(state.set) &&
    count(state.cursor) &&
    count(state.completeListSize)
  );
}
