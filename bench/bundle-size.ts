import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';

export interface BundleFile {
  file: string;
  bytes: number;
  gzip: number;
}

export type BundleResult =
  | { ok: true; files: BundleFile[]; totalGzip: number }
  | { ok: false; error: string };

export function buildWeb(root: string): { ok: boolean; output: string } {
  // scripts/test-all.mjs has just built the app for the browser tests: its smoke run need not again.
  if (process.env.BENCH_BUILT === '1' && existsSync(join(root, 'packages/web/dist/index.html')))
    return { ok: true, output: 'built already (BENCH_BUILT=1)' };
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  const run = spawnSync('npm', ['run', 'build', '-w', '@fontes/web'], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 180_000,
  });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`;
  return { ok: run.status === 0, output: stripVTControlCharacters(output) };
}

// Static imports and re-exports of a minified chunk: `import{a as b}from"./x.js"`, `import"./x.js"`,
// `export*from"./x.js"`. A dynamic `import("./x.js")` has a parenthesis and never matches.
const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.js)["']/g;

function scriptRefs(html: string): string[] {
  const refs: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
    if (/^<script/i.test(tag) && attr('type') === 'module' && attr('src')) refs.push(attr('src') as string);
    if (/^<link/i.test(tag) && attr('rel') === 'modulepreload' && attr('href'))
      refs.push(attr('href') as string);
  }
  return refs;
}

/** The JavaScript a first visit to `/` loads: entry scripts, module preloads and their static import graph. */
export function measureBundle(dist: string): BundleResult {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml)) return { ok: false, error: `${indexHtml} not found` };
  const local = (ref: string, from: string) => (ref.startsWith('/') ? join(dist, ref) : resolve(from, ref));
  const pending = scriptRefs(readFileSync(indexHtml, 'utf8'))
    .filter((ref) => !/^[a-z]+:\/\//i.test(ref))
    .map((ref) => local(ref.split('?')[0], dist));
  if (!pending.length) return { ok: false, error: 'index.html references no module script' };
  const seen = new Set<string>();
  const files: BundleFile[] = [];
  while (pending.length) {
    const path = pending.shift() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    if (!existsSync(path)) return { ok: false, error: `referenced file missing: ${relative(dist, path)}` };
    const code = readFileSync(path);
    files.push({ file: relative(dist, path), bytes: code.length, gzip: gzipSync(code, { level: 9 }).length });
    for (const m of code.toString('utf8').matchAll(staticImport)) {
      if (m[1].startsWith('.') || m[1].startsWith('/')) pending.push(local(m[1], dirname(path)));
    }
  }
  return { ok: true, files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}
