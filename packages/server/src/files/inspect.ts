import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** What the server reads from an upload's bytes; nothing of it is taken from the client but a fallback type. */
export interface FileContent {
  sha256: string;
  size: number;
  mime: string;
  width: number | null;
  height: number | null;
}

const imageTypes: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  tiff: 'image/tiff',
  avif: 'image/avif',
  heif: 'image/heif',
  svg: 'image/svg+xml',
  jp2: 'image/jp2',
};

/** Types a browser may show inline (`/file/{id}/view`): raster images it renders itself, and PDF. */
export const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

// Types the server only ever assigns after recognising the content: a client cannot claim them.
const detectedOnly = new Set([...Object.values(imageTypes), 'application/pdf']);
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,127}$/;

/** Hash, size, type and pixel size of uploaded bytes. Images are recognised by sharp, PDF by its header. */
export async function inspectContent(bytes: Uint8Array, claimedType: string): Promise<FileContent> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const image = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const format = image?.format ? imageTypes[image.format] : undefined;
  if (format) {
    return {
      sha256,
      size: bytes.length,
      mime: format,
      width: image?.width ?? null,
      height: image?.height ?? null,
    };
  }
  const pdf = Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
  const claimed = claimedType.split(';')[0].trim().toLowerCase();
  const mime = pdf
    ? 'application/pdf'
    : MIME.test(claimed) && !detectedOnly.has(claimed)
      ? claimed
      : 'application/octet-stream';
  return { sha256, size: bytes.length, mime, width: null, height: null };
}
