import { fileViewPath } from '@fontes/domain';

/** Image types the image service reads (what sharp decodes of the types uploads are recognised as; not SVG). */
export const SERVED_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/tiff',
  'image/avif',
  'image/heif',
  'image/jp2',
]);

/** The version of a file's content in its image service's id: its SHA-256's first 16 hex digits. */
export const contentVersion = (sha256: string) => sha256.slice(0, 16);

/**
 * An uploaded image's IIIF image service. With the version of its content (`{id}-{version}`), what the
 * service answers never changes, so browsers keep it for good; a new content gets a new id. Without it,
 * the id stays valid through replacements and every answer is revalidated.
 */
export const imageServicePath = (fileId: number, sha256?: string | null) =>
  `/iiif/image/${fileId}${sha256 ? `-${contentVersion(sha256)}` : ''}`;

/** The columns of an uploaded image file a viewer needs. */
export type ImageFileColumns = {
  id: number;
  /** Its content's hash: the image service's id carries its version. */
  sha256: string | null;
  mime: string | null;
  width: number | null;
  height: number | null;
};

/** An image of a digital copy as its row holds it: an uploaded file, or an image elsewhere. */
export interface ImageRow {
  file: ImageFileColumns | null;
  remote_image: string | null;
  remote_service: string | null;
  remote_service_type: string | null;
  remote_format: string | null;
  remote_width: number | null;
  remote_height: number | null;
}

/** What a viewer needs of an image: its address, size, type and image service. */
export interface ImageSource {
  fileId: number | null;
  /** `/file/{id}/view` (relative) or the remote image's address. */
  url: string;
  width: number;
  height: number;
  format: string;
  service: { id: string; type: string } | null;
}

/** The image's source, or null when its size is unknown (a file that is no image). */
export function imageSource(
  image: Omit<ImageRow, 'file'>,
  file: ImageFileColumns | null,
  publicUrl: string,
): ImageSource | null {
  if (file) {
    if (!file.width || !file.height) return null;
    const mime = file.mime ?? 'application/octet-stream';
    return {
      fileId: file.id,
      url: fileViewPath(file.id),
      width: file.width,
      height: file.height,
      format: mime,
      service: SERVED_TYPES.has(mime)
        ? { id: `${publicUrl}${imageServicePath(file.id, file.sha256)}`, type: 'ImageService3' }
        : null,
    };
  }
  if (!image.remote_image || !image.remote_width || !image.remote_height) return null;
  return {
    fileId: null,
    url: image.remote_image,
    width: image.remote_width,
    height: image.remote_height,
    format: image.remote_format ?? 'image/jpeg',
    service: image.remote_service
      ? { id: image.remote_service, type: image.remote_service_type ?? 'ImageService3' }
      : null,
  };
}
