import { type HarvestedType, isHarvestedType } from './harvested.ts';

export const VERBS = [
  'Identify',
  'ListMetadataFormats',
  'ListSets',
  'ListIdentifiers',
  'ListRecords',
  'GetRecord',
] as const;
export type Verb = (typeof VERBS)[number];

export type ErrorCode =
  | 'badArgument'
  | 'badResumptionToken'
  | 'badVerb'
  | 'cannotDisseminateFormat'
  | 'idDoesNotExist'
  | 'noRecordsMatch'
  | 'noMetadataFormats'
  | 'noSetHierarchy';

/** An error as the protocol names it, with the message's translation key and values. */
export interface OaiError {
  code: ErrorCode;
  key: string;
  values?: Record<string, string>;
}

export const oaiError = (code: ErrorCode, key: string = code, values?: Record<string, string>): OaiError => ({
  code,
  key: `Oai.error_${key}`,
  values,
});

/** The arguments each verb takes besides the verb: required, optional, exclusive (the resumption token). */
const ARGUMENTS: Record<Verb, { required: string[]; optional: string[]; exclusive?: string }> = {
  Identify: { required: [], optional: [] },
  ListMetadataFormats: { required: [], optional: ['identifier'] },
  ListSets: { required: [], optional: [], exclusive: 'resumptionToken' },
  ListIdentifiers: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  ListRecords: {
    required: ['metadataPrefix'],
    optional: ['from', 'until', 'set'],
    exclusive: 'resumptionToken',
  },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [] },
};

// No OAI-PMH request needs more: a longer one is refused before any argument is read.
export const MAX_REQUEST_CHARS = 4096;

export interface OaiRequest {
  verb: Verb;
  arguments: Record<string, string>;
}

/**
 * The verb and its arguments, each checked against what the verb takes (a repeated argument, one the
 * verb does not take, a missing one, a token beside others), or the errors the protocol names for them.
 */
export function readRequest(params: URLSearchParams): OaiRequest | { errors: OaiError[] } {
  const verbs = params.getAll('verb');
  if (verbs.length !== 1 || !(VERBS as readonly string[]).includes(verbs[0]))
    return { errors: [oaiError('badVerb')] };
  const verb = verbs[0] as Verb;
  const allowed = ARGUMENTS[verb];
  const taken = [...allowed.required, ...allowed.optional, ...(allowed.exclusive ? [allowed.exclusive] : [])];
  const args: Record<string, string> = {};
  const errors: OaiError[] = [];
  for (const [name, value] of params) {
    if (name === 'verb') continue;
    if (!taken.includes(name))
      errors.push(oaiError('badArgument', 'badArgument_unknown', { name: shown(name) }));
    else if (Object.hasOwn(args, name))
      errors.push(oaiError('badArgument', 'badArgument_repeated', { name }));
    else args[name] = value;
  }
  if (allowed.exclusive && Object.hasOwn(args, allowed.exclusive)) {
    if (Object.keys(args).length > 1) errors.push(oaiError('badArgument', 'badArgument_exclusive'));
  } else {
    for (const name of allowed.required)
      if (!Object.hasOwn(args, name)) errors.push(oaiError('badArgument', 'badArgument_missing', { name }));
  }
  return errors.length ? { errors: unique(errors) } : { verb, arguments: args };
}

// An unknown argument's name is echoed in the message: a long one is shortened.
const shown = (name: string) => (name.length > 40 ? `${name.slice(0, 40)}…` : name);

const unique = (errors: OaiError[]) => {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.key}:${JSON.stringify(error.values ?? {})}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export type Granularity = 'day' | 'seconds';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECONDS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/** A UTC datestamp of either granularity, or null when it is none (a 30 February included). */
export function readDatestamp(value: string): { date: Date; granularity: Granularity } | null {
  const parts = (DAY.exec(value) ?? SECONDS.exec(value))?.slice(1).map(Number);
  if (!parts) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return same && year >= 1000 ? { date, granularity: parts.length === 3 ? 'day' : 'seconds' } : null;
}

/** A datestamp as the protocol writes it: seconds granularity, UTC. */
export const datestampText = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

const MAX_ID = 2_147_483_647;

/** The record an item identifier names (`oai:<repository>:<type>/<id>`), or null. */
export function readIdentifier(
  identifier: string,
  repositoryId: string,
): { type: HarvestedType; id: number } | null {
  const prefix = `oai:${repositoryId}:`;
  if (!identifier.startsWith(prefix)) return null;
  const match = /^([a-z]+)\/([1-9][0-9]{0,9})$/.exec(identifier.slice(prefix.length));
  if (!match || !isHarvestedType(match[1]) || Number(match[2]) > MAX_ID) return null;
  return { type: match[1], id: Number(match[2]) };
}

export const itemIdentifier = (repositoryId: string, type: HarvestedType, id: number) =>
  `oai:${repositoryId}:${type}/${id}`;

/** A collection's set: `collection-<id>`. */
export const setSpecOf = (collectionId: number) => `collection-${collectionId}`;

/** The collection a setSpec names, or null when it is not one of ours. */
export function readSetSpec(spec: string): number | null {
  const match = /^collection-([1-9][0-9]{0,9})$/.exec(spec);
  return match && Number(match[1]) <= MAX_ID ? Number(match[1]) : null;
}
