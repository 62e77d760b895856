import { Readable } from 'node:stream';
import {
  isStorableText,
  type RecordType,
  recordTypeSlugs,
  recordTypes,
  searchFilterKinds,
} from '@fontes/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { contentDisposition } from '../files/routes.ts';
import { localeFrom, type Translate, translator } from '../i18n.ts';
import { type CsvSeparator, csvLine, csvSeparator, UTF8_BOM } from './csv.ts';
import { type FilterRefusal, filterRefusal } from './filters.ts';
import { type DetailedItem, withDetails } from './hits.ts';
import { type SearchRequest, type SearchSort, searchRecords } from './search.ts';

/**
 * Hits read and written per statement group: memory stays bounded whatever the result's size, and a
 * large result is read in few pages (each one sorts the hits again). Tests lower it to cross pages.
 */
export const exportChunk = { size: 1000 };
const SORTS: readonly SearchSort[] = ['relevance', 'title', 'shelfmark', 'date'];

// The search screen's address parameters (domain searchAddress.ts): one per filter, repeated for lists.
type Kind = (typeof searchFilterKinds)[keyof typeof searchFilterKinds];
const FILTER_KINDS = searchFilterKinds;
const KNOWN = new Set(['q', 'type', 'sort', 'page', ...Object.keys(FILTER_KINDS)]);

const readers: Record<Kind, (values: string[]) => unknown> = {
  ids: (values) => values.map(id),
  texts: (values) => values,
  source_types: (values) => values,
  text: (values) => single(values),
  function: (values) => single(values),
  id: (values) => id(single(values)),
  year: (values) => {
    const value = single(values).trim();
    if (!/^-?\d{1,4}$/.test(value)) throw new Refused();
    return Number(value);
  },
  flag: (values) => {
    const value = single(values);
    if (value !== 'true' && value !== 'false') throw new Refused();
    return value === 'true';
  },
};

class Refused extends Error {}
function single(values: string[]): string {
  if (values.length !== 1) throw new Refused();
  return values[0];
}
function id(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new Refused();
  return Number(value);
}

/** The search an export address asks for, or why it cannot be searched (translation key and values). */
export function exportRequest(
  params: URLSearchParams,
): { request: Omit<SearchRequest, 'first' | 'offset'> } | { refusal: FilterRefusal } {
  const bad = (name: string) => ({ refusal: { key: 'Search.error_bad_parameter', values: { name } } });
  for (const [name, value] of params) {
    if (!KNOWN.has(name) || !isStorableText(value) || value.length > 1000) return bad(name);
  }
  const filters: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(FILTER_KINDS)) {
    const values = params.getAll(name);
    if (!values.length) continue;
    try {
      filters[name] = readers[kind](values);
    } catch {
      return bad(name);
    }
  }
  const refusal = filterRefusal(filters);
  if (refusal) return { refusal };
  const typeSlug = params.get('type');
  const type = typeSlug ? recordTypes.find((t) => recordTypeSlugs[t] === typeSlug) : null;
  if (type === undefined) return bad('type');
  const sort = (params.get('sort') ?? 'relevance') as SearchSort;
  if (!SORTS.includes(sort)) return bad('sort');
  return { request: { query: params.get('q'), type: type as RecordType | null, filters, sort } };
}

/** The columns written: what the search screen shows of each hit, in the caller's language. */
function columns(t: Translate, publicUrl: string, separator: CsvSeparator) {
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? null : t(value ? 'Search.yes' : 'Search.no');
  const fields: Array<[string, (item: DetailedItem) => string | number | null | undefined]> = [
    ['type', (item) => t(`recordTypes.${item.type}`)],
    ['title', (item) => item.title],
    ['subtitle', (item) => item.subtitle],
    // An entry's signature, composer and genre are as its catalog writes them, in the score's columns.
    ['shelfmark', (item) => item.score?.shelfmark ?? item.entry?.signature],
    ['composer', (item) => item.score?.composer ?? item.entry?.composer],
    ['genre', (item) => item.score?.genre ?? item.entry?.genre],
    ['key', (item) => item.score?.key],
    ['scoring', (item) => item.score?.scoring],
    ['dates', (item) => item.person?.dates],
    ['cleric', (item) => yesNo(item.person?.cleric)],
    ['catalog', (item) => item.entry?.catalog],
    ['page', (item) => item.entry?.page],
    ['linked', (item) => (item.entry?.score_id ? `${publicUrl}/scores/${item.entry.score_id}` : null)],
    ['address', (item) => `${publicUrl}${item.path}`],
  ];
  return {
    header: csvLine(
      fields.map(([name]) => t(`Search.columns.${name}`)),
      separator,
    ),
    line: (item: DetailedItem) =>
      csvLine(
        fields.map(([, value]) => value(item)),
        separator,
      ),
  };
}

/**
 * GET /export/search.csv?<the search screen's parameters>: every hit of the search, not one page, as CSV
 * with the fields the screen shows; `X-Total-Count` says how many lines follow the header, so that the
 * browser can show progress. Anyone may export what anyone may search.
 */
export function registerSearchExport(app: FastifyInstance, db: Database, config: Config): void {
  app.get('/export/search.csv', async (request, reply) => {
    const locale = localeFrom(request.headers);
    const t = translator(locale);
    const query = request.raw.url?.split('?')[1] ?? '';
    const asked = exportRequest(new URLSearchParams(query));
    if ('refusal' in asked)
      return reply.status(400).send({ error: t(asked.refusal.key, asked.refusal.values) });
    const searched = asked.request;
    const { header, line } = columns(t, config.publicUrl.replace(/\/$/, ''), csvSeparator(locale));
    const first = await searchRecords(db, { ...searched, first: exportChunk.size, offset: 0 });
    async function* lines() {
      yield UTF8_BOM + header;
      let found = first;
      for (let offset = 0; found.items.length; ) {
        for (const item of await withDetails(db, t, found.items, found.words)) yield line(item);
        offset += found.items.length;
        if (offset >= first.total) break;
        found = await searchRecords(db, { ...searched, first: exportChunk.size, offset });
      }
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', `${t('Search.export_filename')}.csv`))
      .header('x-total-count', String(first.total))
      .header('cache-control', 'no-store')
      .send(Readable.from(lines()));
  });
}
