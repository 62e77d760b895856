import { folderPathOf } from '@fontes/domain';

/** The crumbs of a folder path: each segment with the whole path up to it. */
export function folderCrumbs(folder: string): { name: string; path: string }[] {
  const segments = folder.split('/').filter(Boolean);
  return segments.map((name, index) => ({ name, path: segments.slice(0, index + 1).join('/') }));
}

/** Where a folder's own contents lie. */
export const pathOfFolder = (file: { folder: string; filename: string }) =>
  folderPathOf(file.folder, file.filename);

/** The file manager at a folder. */
export const filesPath = (folder: string) =>
  folder ? `/files?folder=${encodeURIComponent(folder)}` : '/files';

/** Images the browser shows and PDF are previewed in place; other types are only downloaded. */
export function previewKind(mime: string | null | undefined): 'image' | 'pdf' | null {
  if (mime === 'application/pdf') return 'pdf';
  return mime && /^image\/(png|jpeg|gif|webp)$/.test(mime) ? 'image' : null;
}

export const viewUrl = (id: number) => `/file/${id}/view`;
/** A small picture of an uploaded image, from its IIIF image service (the viewer's thumbnails' size). */
export const fileThumbnail = (id: number) => `/iiif/image/${id}/full/,120/0/default.jpg`;
export const downloadUrl = (id: number) => `/file/${id}/download`;

/** Starts the browser's download of each file, one after the other. */
export function downloadFiles(ids: number[]) {
  ids.forEach((id, index) => {
    setTimeout(() => {
      const link = document.createElement('a');
      link.href = downloadUrl(id);
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
    }, index * 300);
  });
}

/**
 * The server's words when it refused the request itself (413: far over the size limit, before reading
 * it), which Apollo reports as a ServerError with the body as text.
 */
export function uploadRefusal(error: unknown): string | null {
  const body = (error as { bodyText?: unknown }).bodyText;
  if (typeof body !== 'string') return null;
  try {
    const message = JSON.parse(body)?.errors?.[0]?.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    return null;
  }
}
