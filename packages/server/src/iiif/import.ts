import { readFile } from 'node:fs/promises';
import { type digitalCopySchema, UNSTORABLE_TEXT_KEY, unstorableTextPaths } from '@fontes/domain';
import { upgrade } from '@iiif/parser/upgrader';
import type { Config } from '../config.ts';
import type { Transaction } from '../db/database.ts';
import { digitalCopyFiles } from '../db/schema.ts';
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

/** How large a manifest may be, how many canvases it may have (how long it may take: the config's). */
export const MAX_MANIFEST_BYTES = 20 * 1024 * 1024;
export const MAX_CANVASES = 10_000;

export interface ImportInput {
  name?: string | null;
  digitizable_type?: string | null;
  digitizable_id?: number | null;
  url?: string | null;
  manifest?: unknown;
}

/** An image a canvas shows, as its row will hold it. */
export interface RemoteImage {
  name: string | null;
  remote_image: string;
  remote_service: string | null;
  remote_service_type: string | null;
  remote_format: string | null;
  remote_width: number;
  remote_height: number;
}

class ImportError extends Error {
  constructor(
    readonly key: string,
    readonly path: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

const fail = (key: string, path = 'url', params: Record<string, unknown> = {}): never => {
  throw new ImportError(`Iiif.error_import_${key}`, path, params);
};
const tooLarge = (path: string) => fail('too_large', path, { max: MAX_MANIFEST_BYTES / 1024 / 1024 });

/** The body of `url`, read no further than the size limit; from the server's own network only if allowed. */
async function download(url: string, timeoutMs: number, allowPrivate: boolean): Promise<string> {
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
  if (Number(response.headers.get('content-length') ?? 0) > MAX_MANIFEST_BYTES) tooLarge('url');
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.length;
      if (size > MAX_MANIFEST_BYTES) tooLarge('url');
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    fail((error as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable');
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function manifestText(input: ImportInput, config: Config): Promise<string> {
  const { url, manifest } = input;
  if ((url ? 1 : 0) + (manifest ? 1 : 0) !== 1) fail('source');
  if (url) return download(url, config.iiifImportTimeoutMs, config.iiifImportPrivate);
  if (!(manifest instanceof ReceivedUpload)) return fail('not_json', 'manifest');
  // No content: it was larger than any upload may be.
  const { content } = manifest;
  if (!content || content.size > MAX_MANIFEST_BYTES) return tooLarge('manifest');
  return readFile(content.path, 'utf8');
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const size = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;

/** The first text of a language map, German or English first. */
export function labelOf(label: unknown): string | null {
  if (!isObject(label)) return text(label);
  for (const language of ['de', 'en', 'none', ...Object.keys(label)]) {
    const found = list(label[language]).map(text).find(Boolean);
    if (found) return found.slice(0, 500);
  }
  return null;
}

/** The image a canvas paints: the first Image body of its first painting annotation (a Choice's first). */
function imageOfCanvas(canvas: Json): RemoteImage | null {
  for (const page of list(canvas.items).filter(isObject))
    for (const annotation of list(page.items).filter(isObject)) {
      if (annotation.motivation !== 'painting') continue;
      for (const candidate of list(annotation.body).filter(isObject)) {
        const body = candidate.type === 'Choice' ? list(candidate.items).find(isObject) : candidate;
        if (!isObject(body) || body.type !== 'Image' || !text(body.id)) continue;
        const service = list(body.service).find(isObject);
        const serviceId = service ? text(service.id ?? service['@id']) : null;
        const width = size(body.width) ?? size(canvas.width);
        const height = size(body.height) ?? size(canvas.height);
        if (!width || !height) continue;
        return {
          name: labelOf(canvas.label),
          remote_image: text(body.id) as string,
          remote_service: serviceId,
          remote_service_type: serviceId
            ? String(service?.type ?? service?.['@type'] ?? '').includes('2')
              ? 'ImageService2'
              : 'ImageService3'
            : null,
          remote_format: text(body.format),
          remote_width: width,
          remote_height: height,
        };
      }
    }
  return null;
}

/** The manifest's label and the images of its canvases, in order; a Presentation 2.1 manifest upgraded to 3. */
export function readManifest(source: string): { label: string | null; images: RemoteImage[] } {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch {
    fail('not_json', 'manifest');
  }
  let manifest: unknown;
  try {
    manifest = isObject(json) ? upgrade(json) : null;
  } catch {
    fail('not_manifest');
  }
  if (!isObject(manifest) || manifest.type !== 'Manifest' || !Array.isArray(manifest.items))
    fail('not_manifest');
  const canvases = (manifest as Json).items as unknown[];
  if (canvases.length > MAX_CANVASES) fail('too_many_canvases', 'url', { max: MAX_CANVASES });
  const images = canvases.filter(isObject).flatMap((canvas) => imageOfCanvas(canvas) ?? []);
  if (!images.length) fail('no_canvases');
  return { label: labelOf((manifest as Json).label), images };
}

/**
 * importDigitalCopy's `beforeSave`: the manifest read and checked before anything is written, into the
 * digital copy's fields and the remote images its canvases show.
 */
async function readImport(ctx: GraphQLContext, request: SaveRequest): Promise<Prepared<RemoteImage[]>> {
  const input = request.input as ImportInput;
  // Refused before any address is fetched, as the generic save would refuse it.
  const { manifest: _upload, ...texts } = input;
  const unstorable = unstorableTextPaths(texts).map((path) => ({ path, key: UNSTORABLE_TEXT_KEY }));
  if (unstorable.length) throw new Refusal('Server.error_validation', {}, unstorable);
  let read: ReturnType<typeof readManifest>;
  try {
    read = readManifest(await manifestText(input, ctx.config));
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
  return { input: fields, extra: read.images };
}

/** The imported copy's images, in the save's transaction. */
async function writeRemoteImages(tx: Transaction, written: readonly Written<unknown, RemoteImage[]>[]) {
  for (const { id, extra } of written) {
    const rows = (extra ?? []).map((image, i) => ({ ...image, digital_copy_id: id, position: i + 1 }));
    // In slices: one statement's parameters stay well under PostgreSQL's limit of 65,535.
    for (let start = 0; start < rows.length; start += 1000)
      await tx.insert(digitalCopyFiles).values(rows.slice(start, start + 1000));
  }
}

/** A digital copy saved as upsertDigitalCopy saves it, from a manifest, with its images beside it. */
const digitalCopyImport: RecordDefinition<typeof digitalCopySchema, DigitalCopyRecord, RemoteImage[]> = {
  ...digitalCopyRecord,
  beforeSave: readImport,
  afterWrite: writeRemoteImages,
};

/** importDigitalCopy: the one save path over the import's definition. */
export function importDigitalCopy(ctx: GraphQLContext, input: ImportInput): Promise<UpsertResult> {
  return saveRecord(ctx, digitalCopyImport, { input: input as RecordInput });
}
