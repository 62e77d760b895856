// What the viewer shows of a digital copy's images: one entry per image with a canvas, taken from the
// painting annotation the server derives (its IIIF image service, or the image's address alone).

/** One image as the viewer needs it. */
export interface ViewerImage {
  /** The digital copy file's id. */
  id: number;
  label: string;
  width: number;
  height: number;
  /** Where the whole image is served: /file/{id}/view, or an imported image's address. */
  url: string;
  /** The IIIF Image API service's id, when the image has one. */
  service: string | null;
  format: string;
}

/** An annotation as GraphQL answers it (`iiif_canvases { label annotations { … } }`). */
export interface AnnotatedImage {
  id: number;
  iiif_canvases: readonly {
    label: string;
    annotations: readonly {
      url: string;
      service?: string | null;
      width: number;
      height: number;
      format: string;
    }[];
  }[];
}

/** The images that can be shown, in order: an image without a size has no canvas and is left out. */
export function viewerImages(files: readonly AnnotatedImage[]): ViewerImage[] {
  return files.flatMap((file) => {
    const canvas = file.iiif_canvases[0];
    const annotation = canvas?.annotations[0];
    if (!canvas || !annotation) return [];
    const { url, width, height, format } = annotation;
    return [
      { id: file.id, label: canvas.label, width, height, url, format, service: annotation.service ?? null },
    ];
  });
}

/** An OpenSeadragon tile source: the service's info.json (deep zoom by tiles), else the plain image. */
export type TileSourceSpec = string | { type: 'image'; url: string; buildPyramid: boolean };

export function tileSourceOf(image: Pick<ViewerImage, 'url' | 'service'>): TileSourceSpec {
  if (image.service) return `${withoutTrailingSlash(image.service)}/info.json`;
  // Without a service the browser scales the one image; no pyramid keeps its memory at one bitmap.
  return { type: 'image', url: image.url, buildPyramid: false };
}

/** A small image for the thumbnail strip: 120 pixels high from the service, else the image itself. */
export function thumbnailOf(image: Pick<ViewerImage, 'url' | 'service'>): string {
  if (image.service) return `${withoutTrailingSlash(image.service)}/full/,120/0/default.jpg`;
  return image.url;
}

/** The page a key turns to from `current` of `total`, or null when the key turns no page. */
export function pageAfterKey(key: string, current: number, total: number): number | null {
  const turns: Record<string, number> = {
    ArrowRight: current + 1,
    PageDown: current + 1,
    ArrowLeft: current - 1,
    PageUp: current - 1,
    Home: 0,
    End: total - 1,
  };
  const page = turns[key];
  if (page === undefined || total === 0) return null;
  return Math.min(Math.max(page, 0), total - 1);
}

function withoutTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
