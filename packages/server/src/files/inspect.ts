import { open } from 'node:fs/promises';
import sharp from 'sharp';
import type { IncomingContent } from './storage.ts';

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

/** The first bytes of a file, as Latin-1 text. */
async function startOf(path: string, length: number): Promise<string> {
  const file = await open(path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead).toString('latin1');
  } finally {
    await file.close();
  }
}

/**
 * Hash, size, type and pixel size of received content. Images are recognised by sharp (which reads only
 * their header), PDF by its first bytes.
 */
export async function inspectContent(content: IncomingContent, claimedType: string): Promise<FileContent> {
  const { sha256, size } = content;
  const image = await sharp(content.path)
    .metadata()
    .catch(() => null);
  const format = image?.format ? imageTypes[image.format] : undefined;
  // As the image is shown: a camera's EXIF orientation turns it (the image service turns it too).
  const shown = image?.autoOrient ?? image;
  if (format)
    return { sha256, size, mime: format, width: shown?.width ?? null, height: shown?.height ?? null };
  const pdf = (await startOf(content.path, 5)) === '%PDF-';
  const claimed = claimedType.split(';')[0].trim().toLowerCase();
  const mime = pdf
    ? 'application/pdf'
    : MIME.test(claimed) && !detectedOnly.has(claimed)
      ? claimed
      : 'application/octet-stream';
  return { sha256, size, mime, width: null, height: null };
}
