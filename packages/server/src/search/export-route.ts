import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import {
  type CsvSeparator,
  csvLine,
  csvSeparator,
  readSearchParams,
  type SearchRefusal,
  searchFiltersRefusal,
  UTF8_BOM,
} from '@fontes/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { type Locale, localeFrom, type Translate, translator } from '../i18n.ts';
import { type DetailedItem, withDetails } from './hits.ts';
import { type SearchRequest, searchRecords } from './search.ts';
import { pageAfter } from './search-order.ts';

/**
 * Hits read and written per statement group: memory stays bounded whatever the result's size, and each
 * page's statement is short enough that other requests wait little between them. Tests lower it to
 * cross pages.
 */
export const exportChunk = { size: 1000 };

/**
 * The search an export address asks for, read by the domain's address reader as the screen reads it, or
 * why it cannot be searched (translation key and values): what the screen would leave out, the export refuses.
 */
export function exportRequest(
  params: URLSearchParams,
): { request: Omit<SearchRequest, 'first' | 'offset'> } | { refusal: SearchRefusal } {
  const { address, refusal } = readSearchParams(params);
  const refused = refusal ?? searchFiltersRefusal(address.filters);
  if (refused) return { refusal: refused };
  const { query, type, filters, sort } = address;
  return { request: { query, type, filters, sort } };
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
 * browser can show progress. Anyone may export what anyone may search, one export at a time per client
 * (another while one runs is answered 429).
 */
export function registerSearchExport(app: FastifyInstance, db: Database, config: Config): void {
  // The clients (by address) with an export running: one at a time each, since every export reads the
  // whole result, and on PGlite every other request waits while one of its pages is read.
  const exporting = new Set<string>();
  app.get('/export/search.csv', async (request, reply) => {
    const locale = localeFrom(request.headers);
    const t = translator(locale);
    const query = request.raw.url?.split('?')[1] ?? '';
    const asked = exportRequest(new URLSearchParams(query));
    if ('refusal' in asked)
      return reply.status(400).send({ error: t(asked.refusal.key, asked.refusal.values) });
    if (exporting.has(request.ip)) return reply.status(429).send({ error: t('Search.error_export_running') });
    exporting.add(request.ip);
    const release = () => exporting.delete(request.ip);
    try {
      const lines = await exportLines(db, t, config, asked.request, locale);
      // At its end, or when the client went away before it.
      lines.stream.once('end', release).once('close', release);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `${t('Search.export_filename')}.csv`))
        .header('x-total-count', String(lines.total))
        .header('cache-control', 'no-store')
        .send(lines.stream);
    } catch (error) {
      release();
      throw error;
    }
  });
}

/**
 * The export's lines as a stream, and how many hits follow the header: the hits read page after page,
 * each page starting where the last ended (a statement that sorts only what follows), other requests
 * answered between the pages.
 */
async function exportLines(
  db: Database,
  t: Translate,
  config: Config,
  searched: Omit<SearchRequest, 'first' | 'offset'>,
  locale: Locale,
) {
  const { header, line } = columns(t, config.publicUrl.replace(/\/$/, ''), csvSeparator(locale));
  // One hit: the total, the words searched (corrected when the typed ones found nothing), the order.
  const found = await searchRecords(db, { ...searched, first: 1, offset: 0 });
  const order = found.order();
  async function* lines() {
    yield UTF8_BOM + header;
    let after: unknown[] | null = null;
    for (let read = 0; read < found.total; ) {
      const next = await pageAfter(db, order, after, exportChunk.size);
      if (!next.items.length) break;
      await setImmediate();
      for (const item of await withDetails(db, t, next.items, found.words)) yield line(item);
      read += next.items.length;
      after = next.last;
      // PGlite answers on this thread, its promises settled without a turn of the event loop: without
      // these turns, every other request would wait for the whole export.
      await setImmediate();
    }
  }
  return { total: found.total, stream: Readable.from(lines()) };
}
