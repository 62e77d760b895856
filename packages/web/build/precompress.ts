import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text the server sends; source maps are left out (served only when asked for, to developers).
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
// Below this a compressed copy saves less than its headers cost.
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, compressed once at the
 * strongest settings: the server (@fastify/static's preCompressed) sends the one the browser accepts
 * instead of compressing on every request, or not at all.
 */
export function precompress(): Plugin {
  return {
    name: 'fontes:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir as string;
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(dir, file);
          const content = await readFile(path);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
