import { readFile } from 'node:fs/promises';
import { setImmediate } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { type digitalCopySchema, UNSTORABLE_TEXT_KEY, unstorableTextPaths } from '@fontes/domain';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Transaction } from '../db/database.ts';
import { type DigitalCopyRecord, digitalCopyRecord } from '../entities/digital-copy/digital-copy-record.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { Refusal, type UpsertResult } from '../graphql/results.ts';
import { ReceivedUpload } from '../http/multipart.ts';
import type {
  Prepared,
  RecordDefinition,
  RecordInput,
  SaveRequest,
  Written,
} from '../records/record-definition.ts';
import { saveRecord } from '../records/save-record.ts';
import { fetchPublic, PrivateAddressError } from './public-fetch.ts';
import { fail, ImportError, MAX_MANIFEST_BYTES } from './read-manifest.ts';
import { manifestReaders } from './reader-slots.ts';

export interface ImportInput {
  name?: string | null;
  digitizable_type?: string | null;
  digitizable_id?: number | null;
  url?: string | null;
  manifest?: unknown;
}

const IMAGES_PER_STATEMENT = 200;

/** A manifest as the reader's worker hands it back: its label, its images as JSON texts of a statement's worth. */
interface ManifestRead {
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

async function manifestBytes(input: ImportInput, config: Config): Promise<Uint8Array> {
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

/**
 * importDigitalCopy's `beforeSave`: the manifest read and checked before anything is written, into the
 * digital copy's fields and the remote images its canvases show.
 */
async function readImport(ctx: GraphQLContext, request: SaveRequest): Promise<Prepared<string[]>> {
  const input = request.input as ImportInput;
  // Refused before any address is fetched, as the generic save would refuse it.
  const { manifest: _upload, ...texts } = input;
  const unstorable = unstorableTextPaths(texts).map((path) => ({ path, key: UNSTORABLE_TEXT_KEY }));
  if (unstorable.length) throw new Refusal('Server.error_validation', {}, unstorable);
  let read: ManifestRead;
  try {
    const bytes = await manifestBytes(input, ctx.config);
    read = await manifestReaders.run(() => readManifestApart(bytes));
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    const path = error.key === 'Iiif.error_import_source' || input.url ? 'url' : 'manifest';
    throw new Refusal(error.key, error.params, [{ path, key: error.key, params: error.params }]);
  }
  const fields = {
    name: input.name?.trim() || read.label || 'IIIF',
    digitizable_type: input.digitizable_type,
    digitizable_id: input.digitizable_id,
    files: [],
  };
  return { input: fields, extra: read.slices };
}

/**
 * The imported copy's images, in the save's transaction: each slice's JSON text as the rows of one
 * statement, read by the database. Building 200-row inserts took the server's thread 20 ms a slice;
 * other requests are answered between the slices (PGlite writes on this thread too).
 */
async function writeRemoteImages(tx: Transaction, written: readonly Written<unknown, string[]>[]) {
  for (const { id, extra } of written) {
    for (const slice of extra ?? []) {
      await tx.execute(sql`insert into digital_copy_files (digital_copy_id, position, name, remote_image,
          remote_service, remote_service_type, remote_format, remote_width, remote_height)
        select ${id}, position, name, remote_image, remote_service, remote_service_type, remote_format,
          remote_width, remote_height
        from json_to_recordset(${slice}::json) as image(position integer, name text, remote_image text,
          remote_service text, remote_service_type text, remote_format text, remote_width integer,
          remote_height integer)`);
      await setImmediate();
    }
  }
}

/** A digital copy saved as upsertDigitalCopy saves it, from a manifest, with its images beside it. */
const digitalCopyImport: RecordDefinition<typeof digitalCopySchema, DigitalCopyRecord, string[]> = {
  ...digitalCopyRecord,
  beforeSave: readImport,
  afterWrite: writeRemoteImages,
};

/** importDigitalCopy: the one save path over the import's definition. */
export function importDigitalCopy(ctx: GraphQLContext, input: ImportInput): Promise<UpsertResult> {
  return saveRecord(ctx, digitalCopyImport, { input: input as RecordInput });
}
