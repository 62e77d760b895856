import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the web build is made of, relative to the repository: its sources and config, the domain, the lockfile. */
export const WEB_INPUTS = ['packages/web', 'packages/domain', 'package-lock.json'];
/** The build's output, relative to the repository; the stamp lives in it, so a removed build has no stamp. */
export const WEB_DIST = 'packages/web/dist';
// A dotfile: the server's static files leave it out.
const STAMP = '.inputs.sha256';
const NOT_INPUTS = new Set(['node_modules', 'dist']);

function inputFiles(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(/[\\/]/).some((part) => NOT_INPUTS.has(part)));
}

/** SHA-256 over every input file's path and content (content, not times: a checkout touches every file). */
export function inputsHash(root: string): string {
  const hash = createHash('sha256');
  const files = WEB_INPUTS.flatMap((input) => inputFiles(root, input)).sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

/**
 * Runs `build` unless the build in `WEB_DIST` was made from the inputs as they are now; answers whether it
 * built. The stamp holds the hash taken before the build, so a source changed during a build rebuilds next
 * time, and it is written only after a build succeeds (a failing `build` throws).
 */
export function buildIfChanged(root: string, build: () => void): boolean {
  const stamp = join(root, WEB_DIST, STAMP);
  const hash = inputsHash(root);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) return false;
  build();
  writeFileSync(stamp, `${hash}\n`);
  return true;
}

function viteBuild(root: string): void {
  const result = spawnSync('npm', ['run', 'build', '-w', '@fontes/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status ?? result.signal})`);
}

// `npm start` runs this file: build the web app only when its inputs changed since the last build.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  try {
    if (!buildIfChanged(root, () => viteBuild(root)))
      console.log('The web app is built from the current sources.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
