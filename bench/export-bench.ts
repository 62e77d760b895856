import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../packages/server/src/config.ts';
import { type OpenDatabase, rowsOf } from '../packages/server/src/db/database.ts';
import type { ScoreForMarc } from '../packages/server/src/exchange/marc/score-marc.ts';
import {
  COLLECTION_END,
  COLLECTION_START,
  scoreXml,
} from '../packages/server/src/exchange/marc/write-marcxml.ts';
import { seedScores } from './oai-bench.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { benchFailed, sizedFromEnv } from './smoke.ts';

// The MARCXML export of every score over HTTP, against a floor that reads the same rows in one streamed SQL
// statement (a cursor, 1,000 rows a fetch) and writes the same XML strings with the same writer: what the
// server adds is its loading by pages of 500 in relational statements and HTTP. Both outputs are checked to
// be the same bytes. The server runs in a process of its own, as it serves (bench/server-process.ts), apart
// from the client reading the response and from the floor; its peak RSS growth is sampled from /proc in a
// server started afresh for one collection's scores and in another for all of them (flat: alike).

export const EXPORT_RATIO_GOAL = 0.5;
export const EXPORT_RSS_GOAL_MB = 50;
const CAPPED_HEAP_MB = 96;
const FETCH = 1_000;

/** Two incipits to each score, as the import bench's records have. */
async function seedIncipits(db: OpenDatabase['db']): Promise<void> {
  await db.execute(sql`insert into incipits (score_id, position, number, movement, section, tempo, clef, key_signature, time_signature, pae, is_text_incipit)
    select s.id, i, '1', '1', i::text, 'Allegro', 'G-2', 'bB', 'c', case when i = 1 then '''4CDEF8GA4B''''2C/' else '''''4C''A''''D''G/' end, false
    from scores s, generate_series(1, 2) i`);
  await db.execute(sql`analyze`);
}

/** The score with what the seed gives it, in the shape the writer takes; lists the seed leaves empty stay empty. */
const floorStatement = sql`
  select s.*, to_jsonb(c) as collection,
    coalesce((select jsonb_agg(to_jsonb(a) || jsonb_build_object('place', null, 'person', to_jsonb(p) || jsonb_build_object(
        'names', (select jsonb_agg(to_jsonb(n) order by n.position) from names n where n.person_id = p.id)))
      order by a.position)
      from attributions a join people p on p.id = a.person_id where a.score_id = s.id), '[]') as attributions,
    coalesce((select jsonb_agg(to_jsonb(g) order by sg.position) from score_genres sg join genres g on g.id = sg.genre_id
      where sg.score_id = s.id), '[]') as genres,
    coalesce((select jsonb_agg(to_jsonb(i) order by i.position) from incipits i where i.score_id = s.id), '[]') as incipits
  from scores s join collections c on c.id = s.collection_id
  order by s.id`;

const iso = (value: unknown) => (value == null ? value : new Date(value as string).toISOString());

/** A row of the floor's statement as the writer takes a score. */
function scoreOf(row: Record<string, unknown>, publicUrl: string): ScoreForMarc {
  return {
    ...row,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    composite: null,
    voices: [],
    parts: [],
    sources: [],
    publications: [],
    entries: [],
    digital_copies: [],
    digital_copy_elsewhere: row.has_digital_copy,
    publicUrl,
  } as unknown as ScoreForMarc;
}

/**
 * The floor: every score's XML through a cursor of one statement, in a transaction of its own; the text
 * kept only when asked (to compare), else counted as it is written, as a response streams it.
 */
async function floorExport(
  database: OpenDatabase,
  publicUrl: string,
  keep: boolean,
): Promise<{ ms: number; text: string; length: number }> {
  const started = performance.now();
  const parts: string[] = [];
  let length = COLLECTION_START.length;
  const write = (xml: string) => {
    length += xml.length;
    if (keep) parts.push(xml);
  };
  parts.push(COLLECTION_START);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`declare floor_scores no scroll cursor for ${floorStatement}`);
    for (;;) {
      const rows = rowsOf<Record<string, unknown>>(
        await tx.execute(sql.raw(`fetch ${FETCH} from floor_scores`)),
      );
      for (const row of rows) write(scoreXml(scoreOf(row, publicUrl)));
      if (rows.length < FETCH) break;
    }
  });
  parts.push(COLLECTION_END);
  return {
    ms: performance.now() - started,
    text: keep ? parts.join('') : '',
    length: length + COLLECTION_END.length,
  };
}

/** The server process's peak RSS above its level at the start, sampled every 20 ms while `run` runs. */
async function peakGrowth<T>(
  server: ServerProcess,
  run: () => Promise<T>,
): Promise<{ value: T; mb: number }> {
  const base = await server.memory('VmRSS');
  let peak = base;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await server.memory('VmRSS'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    return { value: await run(), mb: peak - base };
  } finally {
    sampling = false;
    await sampler;
  }
}

/** An export over HTTP, its body read as it streams in: kept only to compare, else counted. */
async function exported(server: ServerProcess, path: string, keep: boolean) {
  const t0 = performance.now();
  const response = await fetch(`${server.base}/export/marcxml/${path}`);
  if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}`);
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (keep) parts.push(decoder.decode(chunk, { stream: true }));
  }
  return { ms: performance.now() - t0, text: keep ? parts.join('') + decoder.decode() : '', bytes };
}

/** The peak RSS growth of a server started afresh (with `nodeOptions`) for one export of `path`. */
async function freshGrowth(folder: string, url: string, path: string, nodeOptions: string[] = []) {
  const server = await startServerProcess(folder, url, nodeOptions);
  try {
    return (await peakGrowth(server, () => exported(server, path, false))).mb;
  } finally {
    await server.stop();
  }
}

const without005 = (xml: string) => xml.replace(/<controlfield tag="005">[^<]*<\/controlfield>/g, '');

/** The part: PostgreSQL only (the yardstick); answers its summary lines. */
export async function runExportPart(
  out: (line?: string) => void,
  log: (line: string) => void,
  postgres?: () => Promise<OpenDatabase & { url: string; drop(): Promise<void> }>,
): Promise<string[]> {
  const scores = sizedFromEnv('EXPORT_SCORES', 100_000, 500);
  out(`\nMARCXML export of ${scores} scores (2 incipits each) over HTTP, against one streamed SQL statement`);
  out(`   writing the same XML strings; PostgreSQL; best of 3 runs each, interleaved`);
  if (!postgres) {
    out('   skipped: no PostgreSQL server');
    return ['export skipped (no PostgreSQL)'];
  }
  const database = await postgres();
  const folder = await mkdtemp(join(tmpdir(), 'fontes-export-bench-'));
  try {
    const started = performance.now();
    await seedScores(database.db, scores);
    await seedIncipits(database.db);
    log(`export: ${scores} scores seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const config = configFromEnv({});
    const publicUrl = config.publicUrl.replace(/\/$/, '');
    const server = await startServerProcess(folder, database.url);
    try {
      // First both kept and compared: the same bytes apart from 005 (the time of the last change).
      const [served, bare] = [
        await exported(server, 'scores', true),
        await floorExport(database, publicUrl, true),
      ];
      if (without005(served.text) !== without005(bare.text))
        throw new Error(
          `the export (${served.text.length} chars) differs from the floor's (${bare.text.length})`,
        );
      const serverTimes: number[] = [];
      const floorTimes: number[] = [];
      for (let run = 0; run < 3; run++) {
        floorTimes.push((await floorExport(database, publicUrl, false)).ms);
        serverTimes.push((await exported(server, 'scores', false)).ms);
        log(`export: run ${run + 1} of 3`);
      }
      const best = (times: number[]) => Math.min(...times);
      const ratio = best(floorTimes) / best(serverTimes); // throughput: the floor's time over the server's
      // Memory: a fresh server exporting one collection's scores, another all of them; flat means alike.
      const [{ few }] = rowsOf<{ few: number }>(
        await database.db.execute(sql`select count(*)::int as few from scores where collection_id = 1`),
      );
      const small = await freshGrowth(folder, database.url, 'collections/1');
      const rss = await freshGrowth(folder, database.url, 'scores');
      // What the export needs: the same with V8's old space held to 96 MB (its garbage collected sooner).
      const capped = await freshGrowth(folder, database.url, 'scores', [
        `--max-old-space-size=${CAPPED_HEAP_MB}`,
      ]);
      const ok = ratio >= EXPORT_RATIO_GOAL && rss <= EXPORT_RSS_GOAL_MB;
      out(
        `   server ${(best(serverTimes) / 1000).toFixed(2)} s (${((scores / best(serverTimes)) * 1000).toFixed(0)} scores/s)   floor ${(best(floorTimes) / 1000).toFixed(2)} s   throughput ${ratio.toFixed(2)}× (goal ≥ ${EXPORT_RATIO_GOAL}×)`,
      );
      out(
        `   peak RSS growth of a fresh server: ${few} scores ${small.toFixed(0)} MB, ${scores} scores ${rss.toFixed(0)} MB (goal ≤ ${EXPORT_RSS_GOAL_MB})   ${ok ? 'PASS' : 'FAIL'}`,
      );
      out(
        `   with V8's old space held to ${CAPPED_HEAP_MB} MB: ${scores} scores ${capped.toFixed(0)} MB (what the export itself holds; the rest is garbage V8 lets wait)`,
      );
      return [
        `PostgreSQL MARCXML export ${ratio.toFixed(2)}× of the floor, +${rss.toFixed(0)} MB (${few} scores: +${small.toFixed(0)}, heap held to ${CAPPED_HEAP_MB} MB: +${capped.toFixed(0)}) ${ok ? 'PASS' : 'FAIL'}`,
      ];
    } finally {
      await server.stop();
    }
  } catch (error) {
    out(`   FAILED — ${(error as Error).message}`);
    benchFailed('export', (error as Error).message);
    return [`export FAILED (${(error as Error).message})`];
  } finally {
    await database.close();
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  }
}
