import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { incipitSchema, validate } from '@fontes/domain';
import { sql } from 'drizzle-orm';
import { type OpenDatabase, rowsOf } from '../packages/server/src/db/database.ts';
import { importJob } from '../packages/server/src/exchange/import/import-job.ts';
import { readMarcXmlAll } from '../packages/server/src/exchange/marc/read-marcxml.ts';
import { type FreshDatabase, onEachDatabase } from './each-database.ts';
import { sizedFromEnv } from './smoke.ts';

// Import throughput: a MARCXML file of scores with two incipits each, imported by the import job itself
// into a database holding only their collection, timed by the stages the job reports (reading: parsing
// with each incipit's check; matching; writing: each record saved by the save path with its search row
// and melodic features). The incipits' check is timed once more on its own, to give its share of reading.

export const IMPORT_GOAL_SECONDS = 20;
const GOAL_RECORDS = 1_000;

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const subfields = (pairs: Array<[string, string]>) =>
  pairs.map(([code, value]) => `<subfield code="${code}">${xmlText(value)}</subfield>`).join('');
const field = (tag: string, pairs: Array<[string, string]>) =>
  `<datafield tag="${tag}" ind1=" " ind2=" ">${subfields(pairs)}</datafield>`;

const MELODIES = ["'4CDEF8GA4B''2C/", "''4C'A''D'G/''2E,,C/", "'8GAB''C4D{8ED}4C/'2B", "''4.C8D4E'G/''2F4E"];

/** `count` scores in RISM's profile: composer (one of 50, with dates), titles, scoring, shelfmark, genre, two incipits. */
export function marcFile(count: number, siglum: string): string {
  const records: string[] = [];
  for (let n = 1; n <= count; n++) {
    const composer = n % 50;
    records.push(`<record><leader>00000ndd a2200000 u 4500</leader>
<controlfield tag="001">bench-${n}</controlfield>
${field('100', [
  ['a', `Komponist ${composer}, Johann`],
  ['d', `17${10 + composer}-17${60 + (composer % 30)}`],
  ['4', 'cmp'],
])}
${field('240', [
  ['a', `Messe ${n}`],
  ['r', 'C'],
])}
${field('245', [['a', `Missa in C ${n} a 4 voci`]])}
${field('594', [
  ['b', 'sop'],
  ['c', '1'],
])}
${field('594', [
  ['b', 'vl'],
  ['c', '2'],
])}
${field('650', [['a', n % 2 ? 'Messe' : 'Motette']])}
${field('852', [
  ['a', siglum],
  ['c', `Mus. ms. ${n}`],
])}
${[1, 2]
  .map((i) =>
    field('031', [
      ['a', '1'],
      ['b', '1'],
      ['c', String(i)],
      ['d', 'Allegro'],
      ['g', 'G-2'],
      ['n', 'bB'],
      ['o', 'c'],
      ['p', MELODIES[(n + i) % MELODIES.length]],
    ]),
  )
  .join('\n')}
</record>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<collection xmlns="http://www.loc.gov/MARC21/slim">\n${records.join('\n')}\n</collection>\n`;
}

interface ImportRun {
  label: string;
  records: number;
  seconds: number;
  stages: Record<string, number>;
  incipitCheckMs: number;
  saved: number;
}

/** One import of `count` records into `database`, timed per stage. */
async function benchImport(label: string, database: OpenDatabase, count: number): Promise<ImportRun> {
  const { db } = database;
  const siglum = 'B-Bench';
  await db.execute(sql`insert into collections (name, prefix) values ('Bench', ${siglum})`);
  const [user] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into users (name, email, password_hash) values ('bench', 'bench@example.org', 'x') returning id`,
    ),
  );
  const [job] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into jobs (kind, owner_id, status) values ('import', ${user.id}, 'running') returning id`,
    ),
  );
  const folder = await mkdtemp(join(tmpdir(), 'fontes-import-bench-'));
  const path = join(folder, 'bench.xml');
  const xml = marcFile(count, siglum);
  await writeFile(path, xml);
  // The incipits' check alone, as reading makes it, on the drafts read once before.
  const drafts = await readMarcXmlAll(Buffer.from(xml));
  const incipits = drafts.flatMap((draft) => (draft.kind === 'score' ? draft.input.incipits : []));
  const checkStart = performance.now();
  for (const incipit of incipits) validate(incipitSchema, incipit);
  const incipitCheckMs = performance.now() - checkStart;

  const starts = new Map<string, number>();
  const started = performance.now();
  try {
    const report = await importJob.run({
      id: job.id,
      db,
      input: { path, fileName: 'bench.xml', format: 'marcxml', dryRun: false, catalog: null },
      signal: new AbortController().signal,
      reportProgress: async (stage) => {
        if (!starts.has(stage)) starts.set(stage, performance.now());
      },
      warn: async () => {},
    });
    const ended = performance.now();
    const order = [...starts.entries()];
    const stages: Record<string, number> = {};
    order.forEach(([stage, at], i) => {
      stages[stage] = (order[i + 1]?.[1] ?? ended) - at;
    });
    const saved = report.records.filter((record) => record.saved && 'id' in record.saved).length;
    return { label, records: count, seconds: (ended - started) / 1000, stages, incipitCheckMs, saved };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The part: PGlite, then PostgreSQL when given; answers its summary lines. */
export async function runImportPart(
  out: (line?: string) => void,
  log: (line: string) => void,
  postgres?: FreshDatabase,
): Promise<string[]> {
  const count = sizedFromEnv('IMPORT_RECORDS', GOAL_RECORDS, 50);
  out(`\nImport of MARCXML: ${count} scores with 2 incipits each, by the import job, timed per stage`);
  return onEachDatabase('import', out, postgres, async (label, database) => {
    const run = await benchImport(label, database, count);
    log(`${label}: ${run.saved} of ${run.records} scores saved`);
    if (run.saved !== run.records) throw new Error(`only ${run.saved} of ${run.records} scores were saved`);
    const goal = (IMPORT_GOAL_SECONDS * count) / GOAL_RECORDS;
    const onPglite = label.startsWith('PGlite');
    const ok = !onPglite || run.seconds <= goal;
    const share = (ms: number) => `${((ms / (run.seconds * 1000)) * 100).toFixed(0)} %`;
    const stages = Object.entries(run.stages)
      .map(([stage, ms]) => `${stage} ${(ms / 1000).toFixed(2)} s (${share(ms)})`)
      .join(', ');
    const perSecond = (run.records / run.seconds).toFixed(0);
    out(
      `   ${label.padEnd(20)} ${run.seconds.toFixed(2)} s   ${perSecond} records/s   ${onPglite ? `goal ≤ ${goal.toFixed(0)} s   ${ok ? 'PASS' : 'FAIL'}` : ''}`,
    );
    out(
      `      stages: ${stages}; of reading, the incipits' check ${(run.incipitCheckMs / 1000).toFixed(2)} s (${share(run.incipitCheckMs)})`,
    );
    return `${label.split(' ')[0]} import ${perSecond} records/s${onPglite ? ` ${ok ? 'PASS' : 'FAIL'}` : ''}`;
  });
}
