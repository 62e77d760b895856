import type { Config } from '../../config.ts';
import type { Executor } from '../../db/database.ts';
import { readSetting } from '../../settings/settings.ts';
import {
  datestampText,
  itemIdentifier,
  type OaiError,
  type OaiRequest,
  oaiError,
  readDatestamp,
  readIdentifier,
  readSetSpec,
  setSpecOf,
  type Verb,
} from './arguments.ts';
import type { AnyMetadataFormat, FormatContext } from './format.ts';
import { formatOf, metadataFormats } from './formats.ts';
import {
  collectionsPage,
  countCollections,
  earliestDatestamp,
  type HarvestHeader,
  type HarvestPosition,
  type HarvestSelection,
  headerOfRecord,
  headersPage,
  listSize,
} from './harvest.ts';
import { harvestedTypes } from './harvested.ts';
import { type ListState, readToken, writeToken } from './token.ts';
import { type Content, element, type Markup, markup } from './xml.ts';

/** Records (or sets) per page of a list: the same for every page and every list. */
export const oaiPage = { size: 100 };

export interface Repository {
  db: Executor;
  config: Config;
}

/** A verb's answer: its element, or the errors the protocol names. */
export type Answer = { body: Markup } | { errors: OaiError[] };

const failed = (...errors: OaiError[]): Answer => ({ errors });

const formatContext = (config: Config): FormatContext => ({ publicUrl: config.publicUrl.replace(/\/$/, '') });

export function answerVerb(repository: Repository, request: OaiRequest): Promise<Answer> {
  const verbs: Record<Verb, (repository: Repository, args: Record<string, string>) => Promise<Answer>> = {
    Identify: identify,
    ListMetadataFormats: listMetadataFormats,
    ListSets: listSets,
    ListIdentifiers: (r, args) => listHeaders(r, 'ListIdentifiers', args),
    ListRecords: (r, args) => listHeaders(r, 'ListRecords', args),
    GetRecord: getRecord,
  };
  return verbs[request.verb](repository, request.arguments);
}

// An identifier in oai-identifier's own form is a domain name with at least one dot.
const OAI_IDENTIFIER_DOMAIN = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/;

async function identify({ db, config }: Repository): Promise<Answer> {
  const name = (await readSetting(db, 'site_title'))?.value ?? 'Fontes';
  const earliest = (await earliestDatestamp(db)) ?? new Date();
  const repositoryId = config.oaiRepositoryId;
  const description = OAI_IDENTIFIER_DOMAIN.test(repositoryId)
    ? element(
        'description',
        null,
        element(
          'oai-identifier',
          {
            xmlns: 'http://www.openarchives.org/OAI/2.0/oai-identifier',
            'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
            'xsi:schemaLocation':
              'http://www.openarchives.org/OAI/2.0/oai-identifier http://www.openarchives.org/OAI/2.0/oai-identifier.xsd',
          },
          element('scheme', null, 'oai'),
          element('repositoryIdentifier', null, repositoryId),
          element('delimiter', null, ':'),
          element('sampleIdentifier', null, itemIdentifier(repositoryId, 'score', 1)),
        ),
      )
    : null;
  return {
    body: element(
      'Identify',
      null,
      element('repositoryName', null, name),
      element('baseURL', null, `${formatContext(config).publicUrl}/oai`),
      element('protocolVersion', null, '2.0'),
      element('adminEmail', null, config.oaiAdminEmail),
      element('earliestDatestamp', null, datestampText(earliest)),
      element('deletedRecord', null, 'persistent'),
      element('granularity', null, 'YYYY-MM-DDThh:mm:ssZ'),
      description,
    ),
  };
}

const formatElement = (format: AnyMetadataFormat) =>
  element(
    'metadataFormat',
    null,
    element('metadataPrefix', null, format.prefix),
    element('schema', null, format.schema),
    element('metadataNamespace', null, format.namespace),
  );

async function listMetadataFormats(
  { db, config }: Repository,
  args: Record<string, string>,
): Promise<Answer> {
  let formats = metadataFormats;
  if (args.identifier !== undefined) {
    const header = await headerNamed(db, config, args.identifier);
    if (!header) return failed(idDoesNotExist(args.identifier));
    formats = formats.filter((format) => format.types.includes(header.type));
  }
  if (!formats.length) return failed(oaiError('noMetadataFormats'));
  return { body: element('ListMetadataFormats', null, ...formats.map(formatElement)) };
}

const idDoesNotExist = (identifier: string) =>
  oaiError('idDoesNotExist', 'idDoesNotExist', { identifier: identifier.slice(0, 200) });

async function headerNamed(db: Executor, config: Config, identifier: string): Promise<HarvestHeader | null> {
  const named = readIdentifier(identifier, config.oaiRepositoryId);
  return named && (await headerOfRecord(db, named.type, named.id));
}

async function listSets({ db }: Repository, args: Record<string, string>): Promise<Answer> {
  let state: ListState | null = null;
  if (args.resumptionToken !== undefined) {
    state = readToken(args.resumptionToken);
    if (state?.verb !== 'ListSets') return failed(oaiError('badResumptionToken'));
  }
  const cursor = state?.cursor ?? 0;
  const collections = await collectionsPage(db, oaiPage.size + 1, state?.after.id ?? 0);
  if (!collections.length) return failed(state ? oaiError('badResumptionToken') : oaiError('noSetHierarchy'));
  const total =
    state?.completeListSize ??
    (collections.length > oaiPage.size ? await countCollections(db) : collections.length);
  const page = collections.slice(0, oaiPage.size);
  const more = collections.length > oaiPage.size;
  const token = nextToken(state !== null, more, cursor, total, () => ({
    verb: 'ListSets',
    after: { id: page[page.length - 1].id },
    cursor: cursor + page.length,
    completeListSize: total,
  }));
  const sets = page.map((collection) =>
    element(
      'set',
      null,
      element('setSpec', null, setSpecOf(collection.id)),
      element('setName', null, collection.name),
      collection.description?.trim()
        ? element(
            'setDescription',
            null,
            markup(
              // The set's description as Dublin Core, as the protocol's own example has it.
              element(
                'oai_dc:dc',
                {
                  'xmlns:oai_dc': 'http://www.openarchives.org/OAI/2.0/oai_dc/',
                  'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
                  'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
                  'xsi:schemaLocation':
                    'http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
                },
                element('dc:description', null, collection.description),
              ).markup,
            ),
          )
        : null,
    ),
  );
  return { body: element('ListSets', null, ...sets, token) };
}

/**
 * The `resumptionToken` element: the next page's token while the list goes on; an empty one at the end
 * of a list that was resumed (the protocol's way of saying it is complete); nothing for a list of one page.
 */
function nextToken(
  resumed: boolean,
  more: boolean,
  cursor: number,
  total: number,
  next: () => ListState,
): Markup | null {
  if (!more && !resumed) return null;
  const attributes = { completeListSize: String(total), cursor: String(cursor) };
  return element('resumptionToken', attributes, more ? writeToken(next()) : null);
}

interface ListArguments {
  format: AnyMetadataFormat;
  selection: HarvestSelection;
}

/** The arguments of a list (from a request or a token) read again: the same checks either way. */
function readListArguments(args: {
  metadataPrefix?: string;
  from?: string;
  until?: string;
  set?: string;
}): ListArguments | { errors: OaiError[] } {
  const errors: OaiError[] = [];
  const from = args.from === undefined ? undefined : readDatestamp(args.from);
  const until = args.until === undefined ? undefined : readDatestamp(args.until);
  if (from === null) errors.push(oaiError('badArgument', 'badArgument_date', { name: 'from' }));
  if (until === null) errors.push(oaiError('badArgument', 'badArgument_date', { name: 'until' }));
  if (from && until) {
    if (from.granularity !== until.granularity)
      errors.push(oaiError('badArgument', 'badArgument_granularity'));
    else if (from.date > until.date) errors.push(oaiError('badArgument', 'badArgument_range'));
  }
  const collectionId = args.set === undefined ? undefined : readSetSpec(args.set);
  if (collectionId === null) errors.push(oaiError('badArgument', 'badArgument_set'));
  if (errors.length) return { errors };
  const format = formatOf(args.metadataPrefix ?? '');
  if (!format)
    return {
      errors: [
        oaiError('cannotDisseminateFormat', 'cannotDisseminateFormat', {
          prefix: (args.metadataPrefix ?? '').slice(0, 40),
        }),
      ],
    };
  const untilBefore =
    until && new Date(until.date.getTime() + (until.granularity === 'day' ? 86_400_000 : 1000));
  return {
    format,
    selection: {
      from: from?.date,
      untilBefore: untilBefore ?? undefined,
      collectionId: collectionId ?? undefined,
      types: format.types.length < harvestedTypes.length ? format.types : undefined,
    },
  };
}

async function listHeaders(
  { db, config }: Repository,
  verb: 'ListIdentifiers' | 'ListRecords',
  args: Record<string, string>,
): Promise<Answer> {
  let state: ListState | null = null;
  if (args.resumptionToken !== undefined) {
    state = readToken(args.resumptionToken);
    if (!state || state.verb !== verb || !('datestamp' in state.after))
      return failed(oaiError('badResumptionToken'));
  }
  const listed = readListArguments(state ?? args);
  if ('errors' in listed) return state ? failed(oaiError('badResumptionToken')) : { errors: listed.errors };
  const { format, selection } = listed;
  const after: HarvestPosition | undefined =
    state && 'datestamp' in state.after
      ? { ...state.after, datestamp: new Date(state.after.datestamp) }
      : undefined;
  const headers = await headersPage(db, selection, oaiPage.size + 1, after);
  if (!headers.length) return failed(oaiError('noRecordsMatch'));
  const page = headers.slice(0, oaiPage.size);
  const cursor = state?.cursor ?? 0;
  const more = headers.length > oaiPage.size;
  const total = state?.completeListSize ?? (more ? await listSize(db, selection) : page.length);
  const last = page[page.length - 1];
  const token = nextToken(state !== null, more, cursor, total, () => ({
    verb,
    metadataPrefix: format.prefix,
    ...(state ?? pick(args, ['from', 'until', 'set'])),
    after: { datestamp: last.datestamp.toISOString(), type: last.type, id: last.id },
    cursor: cursor + page.length,
    completeListSize: total,
  }));
  const items =
    verb === 'ListIdentifiers'
      ? page.map((header) => headerElement(config, header))
      : await recordElements(db, config, format, page);
  return { body: element(verb, null, ...items, token) };
}

const pick = (args: Record<string, string>, names: string[]) =>
  Object.fromEntries(names.filter((name) => args[name] !== undefined).map((name) => [name, args[name]]));

function headerElement(config: Config, header: HarvestHeader): Markup {
  return element(
    'header',
    header.deleted ? { status: 'deleted' } : null,
    element('identifier', null, itemIdentifier(config.oaiRepositoryId, header.type, header.id)),
    element('datestamp', null, datestampText(header.datestamp)),
    header.collectionId !== null ? element('setSpec', null, setSpecOf(header.collectionId)) : null,
  );
}

/**
 * The page's records: each type's metadata loaded once for all its records on the page. A record gone
 * between the list and the load (deleted meanwhile) is left out; its tombstone comes on a later page.
 */
async function recordElements(
  db: Executor,
  config: Config,
  format: AnyMetadataFormat,
  headers: readonly HarvestHeader[],
): Promise<Content[]> {
  const context = formatContext(config);
  const loaded = new Map<string, Map<number, unknown>>();
  for (const type of harvestedTypes) {
    const ids = headers.filter((h) => h.type === type && !h.deleted).map((h) => h.id);
    if (ids.length) loaded.set(type, await format.load(db, type, ids, context));
  }
  return headers.map((header) => {
    if (header.deleted) return element('record', null, headerElement(config, header));
    const record = loaded.get(header.type)?.get(header.id);
    if (record === undefined) return null;
    return element(
      'record',
      null,
      headerElement(config, header),
      element('metadata', null, markup(format.write(record, context))),
    );
  });
}

async function getRecord({ db, config }: Repository, args: Record<string, string>): Promise<Answer> {
  const header = await headerNamed(db, config, args.identifier);
  if (!header) return failed(idDoesNotExist(args.identifier));
  const format = formatOf(args.metadataPrefix);
  if (!format?.types.includes(header.type))
    return failed(
      oaiError('cannotDisseminateFormat', 'cannotDisseminateFormat', {
        prefix: args.metadataPrefix.slice(0, 40),
      }),
    );
  const [record] = await recordElements(db, config, format, [header]);
  if (!record) return failed(idDoesNotExist(args.identifier));
  return { body: element('GetRecord', null, record) };
}
