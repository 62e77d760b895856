import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { Config } from '../config.ts';
import { ReceivedUpload } from '../files/multipart.ts';
import { fetchPublic, PrivateAddressError } from './public-fetch.ts';
import { fail, ImportError, MAX_MANIFEST_BYTES } from './read-manifest.ts';
import { manifestReaders } from './reader-slots.ts';

// A manifest to import, from an address or an upload, read in a worker of its own into what the import
// writes: its label and its images as JSON texts of a statement's worth each.

/** Where the manifest comes from: one of an address and an uploaded file. */
export interface ManifestSource {
  url?: string | null;
  manifest?: unknown;
}

/** Images per statement of the import (a slice of the read manifest). */
const IMAGES_PER_STATEMENT = 200;

/** A manifest as the reader's worker hands it back: its label, its images as JSON texts of a statement's worth. */
export interface ManifestRead {
  label: string | null;
  slices: string[];
}

const tooLargeError = () =>
  new ImportError('Iiif.error_import_too_large', { max: MAX_MANIFEST_BYTES / 1024 / 1024 });
const tooLarge = (): never => {
  throw tooLargeError();
};

/** The body of `url`, read no further than the size limit; from the server's own network only if allowed. */
async function download(url: string, timeoutMs: number, allowPrivate: boolean): Promise<Uint8Array> {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol)) fail('url');
  const response = await fetchPublic(
    url,
    {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/ld+json, application/json;q=0.9, */*;q=0.1' },
    },
    allowPrivate,
  ).catch((error: Error) =>
    fail(
      error instanceof PrivateAddressError
        ? 'private'
        : error.name === 'TimeoutError'
          ? 'timeout'
          : 'unreachable',
    ),
  );
  if (!response.ok || !response.body) fail('unreachable');
  if (Number(response.headers.get('content-length') ?? 0) > MAX_MANIFEST_BYTES) tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > MAX_MANIFEST_BYTES) tooLarge();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    fail((error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable');
  }
  return Buffer.concat(chunks);
}

async function manifestBytes(input: ManifestSource, config: Config): Promise<Uint8Array> {
  const { url, manifest } = input;
  if ((url ? 1 : 0) + (manifest ? 1 : 0) !== 1) fail('source');
  if (url) return download(url, config.iiifImportTimeoutMs, config.iiifImportPrivate);
  if (!(manifest instanceof ReceivedUpload)) return fail('not_json');
  // No content: it was larger than any upload may be.
  const { content } = manifest;
  if (!content || content.size > MAX_MANIFEST_BYTES) return tooLarge();
  return readFile(content.path);
}

// The worker runs the server's TypeScript as the server does, through tsx: started by a line of
// JavaScript, as Node 20 applies no loader given in a worker's execArgv to its entry.
const readerStart = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(
  ({ tsImport }) => tsImport(${JSON.stringify(new URL('./read-manifest-worker.ts', import.meta.url).href)}, 'file:///'))`;

/**
 * readManifest in a worker of its own: parsing and upgrading thousands of canvases takes seconds that
 * would otherwise hold every other request, and a manifest that needs more memory than a manifest may
 * ends its worker, not the server. Started through `manifestReaders`: a few at a time, the rest queued.
 */
function readManifestApart(bytes: Uint8Array): Promise<ManifestRead> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(readerStart, {
      eval: true,
      workerData: { bytes, perSlice: IMAGES_PER_STATEMENT },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    // Settled once the worker has ended, so that its slot is free only when its memory is.
    let answer:
      | { ok: true; read: ManifestRead }
      | { ok: false; key: string; params: Record<string, unknown> };
    let failure: Error | undefined;
    worker.once('message', (message) => (answer = message));
    worker.once('error', (error: Error & { code?: string }) => {
      failure = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooLargeError() : error;
    });
    worker.once('exit', (code) => {
      if (failure) reject(failure);
      else if (!answer) reject(new Error(`the manifest reader ended with ${code}`));
      else if (answer.ok) resolve(answer.read);
      else reject(new ImportError(answer.key, answer.params));
    });
  });
}

/** The manifest of `source` read apart (a few at a time, the rest queued); an ImportError says why not. */
export async function readManifestFrom(source: ManifestSource, config: Config): Promise<ManifestRead> {
  const bytes = await manifestBytes(source, config);
  return manifestReaders.run(() => readManifestApart(bytes));
}
