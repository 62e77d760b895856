import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIfChanged, WEB_DIST } from './buildStamp.ts';

describe('npm start builds the web app only when its inputs changed', () => {
  let root: string;
  let builds: number;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  // Like Vite: the output folder is emptied and filled again.
  const build = () => {
    builds += 1;
    rmSync(join(root, WEB_DIST), { recursive: true, force: true });
    write(`${WEB_DIST}/index.html`, '<!doctype html>');
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'fontes-stamp-'));
    builds = 0;
    write('packages/web/src/main.tsx', 'render()');
    write('packages/web/vite.config.ts', 'export default {}');
    write('packages/domain/src/index.ts', 'export {}');
    write('package-lock.json', '{}');
    buildIfChanged(root, build);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('does not build again when nothing changed', () => {
    expect(buildIfChanged(root, build)).toBe(false);
    expect(builds).toBe(1);
  });

  it.each([
    'packages/web/src/main.tsx',
    'packages/web/vite.config.ts',
    'packages/domain/src/index.ts',
    'package-lock.json',
  ])('builds again after %s changed', (path) => {
    write(path, 'changed');
    expect(buildIfChanged(root, build)).toBe(true);
    expect(buildIfChanged(root, build)).toBe(false);
    expect(builds).toBe(2);
  });

  it('builds again after a source was added or the build removed', () => {
    write('packages/web/src/screen.tsx', 'new');
    expect(buildIfChanged(root, build)).toBe(true);
    rmSync(join(root, WEB_DIST), { recursive: true });
    expect(buildIfChanged(root, build)).toBe(true);
    expect(builds).toBe(3);
  });

  it('ignores what the build and npm write (dist, node_modules)', () => {
    write('packages/web/node_modules/.vite/cache.json', '{}');
    write(`${WEB_DIST}/assets/index.js`, 'changed output');
    expect(buildIfChanged(root, build)).toBe(false);
  });

  it('builds again after a failed build', () => {
    write('packages/web/src/main.tsx', 'broken');
    expect(() =>
      buildIfChanged(root, () => {
        rmSync(join(root, WEB_DIST), { recursive: true, force: true });
        throw new Error('the web build failed');
      }),
    ).toThrow('failed');
    expect(buildIfChanged(root, build)).toBe(true);
  });
});
