import type { ViewerImage } from './viewerImages.ts';

// The image a cataloguer opens next (a catalog's next page) is asked of the server before it is shown: its
// info.json at once, and the tiles the viewer will want, so that the server has cut them (it keeps what it
// cuts: iiif/derived-cache.ts) and the browser holds them. Which tiles: the ones the viewer drew of the
// image open now, at the same places, when the next image has the same size (the scans of one catalog
// mostly have). Each is asked for as the same tile of the open image arrives, so that the next image's
// never delay the open one's.

/** The tiles drawn of each image size (`width×height`), as paths after the image's service. */
const drawnPaths = new Map<string, Set<string>>();
/** A few tiles per size are the first view; deeper zooms are not what the next image opens at. */
const PATHS_PER_SIZE = 12;

let coming: ViewerImage[] = [];
const asked = new Set<string>();

const sizeOf = (image: Pick<ViewerImage, 'width' | 'height'>) => `${image.width}×${image.height}`;
const baseOf = (service: string) => (service.endsWith('/') ? service.slice(0, -1) : service);

/** Images being loaded ahead, held until they have arrived. */
const loading = new Set<HTMLImageElement>();

/**
 * Asks for `url` once, as the viewer will: info.json as data (OpenSeadragon reads it by XHR), a tile as
 * an image in CORS mode (OpenSeadragon's crossOriginPolicy), so that the viewer's own request finds it in
 * the browser's cache. A fetch of a tile would not do: the server's answers vary by Origin, which an
 * image sends and a fetch from the same origin does not, so the viewer would ask the server again.
 * A failure is the viewer's to meet when it asks itself.
 */
function ask(url: string) {
  if (asked.has(url)) return;
  asked.add(url);
  if (url.endsWith('/info.json')) {
    void fetch(url, { priority: 'low' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    return;
  }
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.fetchPriority = 'low';
  image.onload = image.onerror = () => loading.delete(image);
  loading.add(image);
  image.src = url;
}

/**
 * The images to be opened next: their info.json now; their tiles where images of their size were drawn
 * before (an earlier page) now, and as the open image's arrive.
 */
export function prepareNextImages(images: readonly ViewerImage[]): void {
  coming = images.filter((image) => image.service);
  asked.clear();
  for (const image of coming) {
    const base = baseOf(image.service as string);
    ask(`${base}/info.json`);
    for (const path of drawnPaths.get(sizeOf(image)) ?? []) ask(`${base}/${path}`);
  }
}

/** A tile of `url` arrived for one of `shown`: the same tile of each coming image of its size. */
export function tileArrived(shown: readonly ViewerImage[], url: string): void {
  const image = shown.find((image) => image.service && url.startsWith(`${baseOf(image.service)}/`));
  if (!image?.service) return;
  const path = url.slice(baseOf(image.service).length + 1);
  const size = sizeOf(image);
  const paths = drawnPaths.get(size) ?? new Set<string>();
  drawnPaths.set(size, paths);
  if (!paths.has(path) && paths.size >= PATHS_PER_SIZE) return;
  paths.add(path);
  for (const next of coming)
    if (next.id !== image.id && sizeOf(next) === size) ask(`${baseOf(next.service as string)}/${path}`);
}

/** Forgets what was drawn and asked (between tests). */
export function forgetDrawnTiles(): void {
  drawnPaths.clear();
  coming = [];
  asked.clear();
  loading.clear();
}
