// The one module of the domain it needs: a worker starts faster without the rest.
import { storableText } from '@fontes/domain/storable-text';
import { upgrade } from '@iiif/parser/upgrader';

// Reading a manifest is pure work on its text: it runs in a worker (read-manifest-worker.ts), so that a
// manifest of thousands of canvases keeps no other request waiting.

/** How large a manifest may be, how many canvases it may have (how long it may take: the config's). */
export const MAX_MANIFEST_BYTES = 20 * 1024 * 1024;
export const MAX_CANVASES = 10_000;

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

export interface ReadManifest {
  label: string | null;
  images: RemoteImage[];
}

/** Why a manifest cannot be imported: an i18n key (`Iiif.error_import_…`) and its values. */
export class ImportError extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

export const fail = (key: string, params: Record<string, unknown> = {}): never => {
  throw new ImportError(`Iiif.error_import_${key}`, params);
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);
// Nobody here can correct a manifest's text: what the database cannot store, or what would show in
// another order than it reads, is dropped rather than refused.
const text = (value: unknown) => (typeof value === 'string' ? storableText(value).trim() || null : null);
// Cut by code points: a cut between the halves of a pair would leave one the database refuses.
const shortened = (label: string) => [...label].slice(0, 500).join('');
const size = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;

/** The first text of a language map, German or English first. */
export function labelOf(label: unknown): string | null {
  if (!isObject(label)) {
    const found = text(label);
    return found && shortened(found);
  }
  for (const language of ['de', 'en', 'none', ...Object.keys(label)]) {
    const found = list(label[language]).map(text).find(Boolean);
    if (found) return shortened(found);
  }
  return null;
}

/** An http(s) address as the manifest wrote it; anything else (javascript:, data:, relative) is none. */
function httpAddress(value: unknown): string | null | undefined {
  const address = text(value);
  if (address === null) return null;
  const protocol = URL.canParse(address) ? new URL(address).protocol : null;
  return protocol === 'http:' || protocol === 'https:' ? address : undefined;
}

/**
 * The image a canvas paints: the first Image body of its first painting annotation (a Choice's first).
 * An image or service at an address other than http(s) refuses the import, naming the canvas: Fontes
 * republishes these addresses in its own manifest, which other viewers open.
 */
function imageOfCanvas(canvas: Json, position: number): RemoteImage | null {
  for (const page of list(canvas.items).filter(isObject))
    for (const annotation of list(page.items).filter(isObject)) {
      if (annotation.motivation !== 'painting') continue;
      for (const candidate of list(annotation.body).filter(isObject)) {
        const body = candidate.type === 'Choice' ? list(candidate.items).find(isObject) : candidate;
        if (!isObject(body) || body.type !== 'Image' || !text(body.id)) continue;
        const width = size(body.width) ?? size(canvas.width);
        const height = size(body.height) ?? size(canvas.height);
        if (!width || !height) continue;
        const service = list(body.service).find(isObject);
        const image = httpAddress(body.id);
        const serviceId = service ? httpAddress(service.id ?? service['@id']) : null;
        const name = labelOf(canvas.label);
        if (!image || serviceId === undefined)
          fail('address', { canvas: name ? `${position} (${name})` : String(position) });
        return {
          name,
          remote_image: image as string,
          remote_service: serviceId ?? null,
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

/** The canvases a manifest of either version lists, counted before it is upgraded. */
function canvasCount(json: Json): number {
  if (Array.isArray(json.items)) return json.items.length;
  return list(json.sequences)
    .filter(isObject)
    .reduce((count, sequence) => count + list(sequence.canvases).length, 0);
}

/** The manifest's label and the images of its canvases, in order; a Presentation 2.1 manifest upgraded to 3. */
export function readManifest(source: string): ReadManifest {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch {
    fail('not_json');
  }
  if (!isObject(json)) return fail('not_manifest');
  const tooMany = () => fail('too_many_canvases', { max: MAX_CANVASES });
  if (canvasCount(json) > MAX_CANVASES) tooMany();
  let manifest: unknown;
  try {
    manifest = upgrade(json);
  } catch {
    fail('not_manifest');
  }
  if (!isObject(manifest) || manifest.type !== 'Manifest' || !Array.isArray(manifest.items))
    fail('not_manifest');
  const canvases = (manifest as Json).items as unknown[];
  if (canvases.length > MAX_CANVASES) tooMany();
  const images = canvases.flatMap((canvas, i) =>
    isObject(canvas) ? (imageOfCanvas(canvas, i + 1) ?? []) : [],
  );
  if (!images.length) fail('no_canvases');
  return { label: labelOf((manifest as Json).label), images };
}
