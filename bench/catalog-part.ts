import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import pg from 'pg';
import { type OpenDatabase, openDatabase } from '../packages/server/src/db/database.ts';
import { buildWeb } from './bundle-size.ts';
import { benchCatalog, type CatalogBenchResult } from './catalog-bench.ts';
import { benchCatalogEditor, type CatalogEditorResult } from './catalog-editor.ts';
import { median, percentile } from './score-editor.ts';
import { benchFailed, sized } from './smoke.ts';

// The catalog part of `npm run bench` (BENCH_ONLY=catalog): the catalog's figures, printed as lines for
// run.ts, with their one-line summary.

const PAGE_GOAL = 1.5;
const HOLDINGS_GOAL = 2;
const EDITOR_P95_GOAL_MS = 300;
const EDITOR_ROUNDS = sized(20, 1);

export interface CatalogPartOptions {
  adminUrl: string;
  onPostgres: boolean;
  onPglite: boolean;
  /** Whether the web app was built by the bundle part already (undefined: build it here). */
  built?: boolean;
  log: (line: string) => void;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function apiLines(r: CatalogBenchResult): { lines: string[]; summary: string } {
  const s = r.statements;
  const constant = s.catalogSmall === s.catalogLarge && s.pageSmall === s.pageLarge;
  const holdingsConstant = s.holdingsSmall === s.holdingsLarge;
  const lines = [
    `   ${r.label}  (seeded in ${r.seedSeconds.toFixed(1)} s; load average ${load()})`,
    `   same data: ${r.sameData}`,
    `   SQL statements per request, counted in the database client (small vs large):`,
    `     getCatalog, 2 pages of 1 entry vs 500 pages × 20 entries       ${s.catalogSmall} vs ${s.catalogLarge}   ${verdict(s.catalogSmall === s.catalogLarge)}`,
    `     getPage, 1 entry vs 20 entries                                 ${s.pageSmall} vs ${s.pageLarge}   ${verdict(s.pageSmall === s.pageLarge)}`,
    `     holdings, 3 scores vs 10,000 scores and 50 catalogs            ${s.holdingsSmall} vs ${s.holdingsLarge}   ${verdict(holdingsConstant)}`,
    `   ${pad('', 62)}${lpad('floor', 10)}${lpad('server', 10)}${lpad('ratio', 8)}`,
    `   ${pad('getPage of 20 entries vs one-statement HTTP floor, median (ms)', 62)}${lpad(r.page.floor.toFixed(2), 10)}${lpad(r.page.server.toFixed(2), 10)}${lpad(`${r.page.ratio.toFixed(2)}×`, 8)}   goal ≤ ${PAGE_GOAL}×   ${verdict(r.page.ratio <= PAGE_GOAL)}`,
    `   ${pad(`holdings, first 20 of ${r.holdings.total.toLocaleString('en')} scores vs its bare SQL (ms)`, 62)}${lpad(r.holdings.floor.toFixed(2), 10)}${lpad(r.holdings.server.toFixed(2), 10)}${lpad(`${r.holdings.ratio.toFixed(2)}×`, 8)}   goal ≤ ${HOLDINGS_GOAL}×   ${verdict(r.holdings.ratio <= HOLDINGS_GOAL)}`,
    `   (for context) getCatalog of 500 pages × 20 entries, first request: ${r.catalogMs.toFixed(0)} ms`,
  ];
  const name = r.label.split(' (')[0];
  return {
    lines,
    summary: `${name} getPage ${r.page.ratio.toFixed(2)}× ${verdict(r.page.ratio <= PAGE_GOAL)}, holdings ${r.holdings.ratio.toFixed(2)}× ${verdict(r.holdings.ratio <= HOLDINGS_GOAL)}, statements ${verdict(constant && holdingsConstant)}`,
  };
}

function editorLines(r: CatalogEditorResult): { lines: string[]; summary: string } {
  const ms = (n: number) => n.toFixed(0);
  const row = (label: string, times: number[], server: number[]) => {
    const p95 = percentile(times, 95);
    return `   ${pad(label, 58)}${lpad(ms(median(times)), 8)}${lpad(ms(p95), 8)}${lpad(server.length ? ms(median(server)) : '–', 10)}   goal p95 ≤ ${EDITOR_P95_GOAL_MS} ms   ${verdict(p95 <= EDITOR_P95_GOAL_MS)}`;
  };
  const switchP95 = percentile(r.switches, 95);
  const flipP95 = percentile(r.flips, 95);
  const saveP95 = percentile(r.saves, 95);
  const hastyP95 = percentile(r.hastySaves, 95);
  return {
    lines: [
      `   ${pad('', 58)}${lpad('median', 8)}${lpad('p95', 8)}${lpad('server', 10)}  (ms; server: its requests, sent to last byte, median)`,
      row('next page, after 1 s on one: to its entries and scan drawn', r.switches, r.switchServer),
      row('next page, leafing (at once): to its entries and scan drawn', r.flips, []),
      row('save a page of 20 entries beside its drawn scan: to the view', r.saves, r.saveServer),
      row('save a page of 20 entries at once on opening: to the view', r.hastySaves, []),
      `   (for context) of a next page after 1 s, its entries shown: median ${ms(median(r.switchEntries))} ms, p95 ${ms(percentile(r.switchEntries, 95))} ms (then the scan)`,
      `   (for context) of a save, medians: the mutation sent ${ms(median(r.saveSent))} ms after the click, answered at ${ms(median(r.saveAnswered))} ms`,
    ],
    summary: `catalog pages in Chromium: next page p95 ${ms(switchP95)} ms ${verdict(switchP95 <= EDITOR_P95_GOAL_MS)} (leafing ${ms(flipP95)} ms ${verdict(flipP95 <= EDITOR_P95_GOAL_MS)}), save p95 ${ms(saveP95)} ms ${verdict(saveP95 <= EDITOR_P95_GOAL_MS)} (at once ${ms(hastyP95)} ms ${verdict(hastyP95 <= EDITOR_P95_GOAL_MS)})`,
  };
}

/** Both databases' API figures (PostgreSQL first, PGlite's heap last), then the browser's. */
export async function benchCatalogPart(root: string, options: CatalogPartOptions) {
  const { log } = options;
  const lines = [
    '8. Catalogs: a catalog of 500 pages × 20 entries and a collection of 10,000 scores and 50 catalogs; GraphQL over HTTP vs floors, interleaved',
  ];
  const summary: string[] = [];
  const measure = async (label: string, open: () => Promise<OpenDatabase>) => {
    let database: OpenDatabase | undefined;
    try {
      database = await open();
      const part = apiLines(await benchCatalog(label, database, { log }));
      lines.push(...part.lines);
      summary.push(part.summary);
    } catch (error) {
      lines.push(`   ${label}: FAILED — ${(error as Error).message}`);
      summary.push(`${label} catalogs FAILED`);
      benchFailed('catalog', `${label}: ${(error as Error).message}`);
    } finally {
      await database?.close();
    }
  };
  if (options.onPostgres) {
    const admin = new pg.Client({ connectionString: options.adminUrl, connectionTimeoutMillis: 3000 });
    const reachable = await admin.connect().then(
      () => true,
      () => false,
    );
    if (!reachable) lines.push('   PostgreSQL: skipped — not reachable');
    else {
      const name = `fontes_bench_catalog_${randomBytes(4).toString('hex')}`;
      const url = new URL(options.adminUrl);
      url.pathname = `/${name}`;
      await admin.query(`create database ${name}`);
      try {
        await measure(`PostgreSQL (database ${name})`, () => openDatabase({ url: url.toString() }));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    }
  }
  if (options.onPglite) await measure('PGlite (in memory)', () => openDatabase({ dataDir: 'memory://' }));
  lines.push(
    `   In Chromium (real server, PGlite, built app; ${EDITOR_ROUNDS} rounds each; load average at start ${load()}):`,
  );
  try {
    if (options.built === undefined) log('building the web app (npm run build -w @fontes/web)');
    const built = options.built ?? buildWeb(root).ok;
    if (!built) throw new Error('web build failed');
    const part = editorLines(await benchCatalogEditor(root, { rounds: EDITOR_ROUNDS, log }));
    lines.push(...part.lines, `   load average at the end ${load()}`);
    summary.push(part.summary);
  } catch (error) {
    lines.push(`   NOT MEASURED — ${(error as Error).message.split('\n')[0]}`);
    summary.push('catalog pages in Chromium NOT MEASURED');
    benchFailed('catalog', `in Chromium: ${(error as Error).message}`);
  }
  return { lines, summary };
}
