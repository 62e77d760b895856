import sharp, { type Sharp } from 'sharp';
import { FORMATS, type ImagePlan, MAX_AREA, MAX_SIDE, QUALITIES } from './image-request.ts';

export const TILE = 512;
// libvips's operation cache would keep decoded pixels of large scans between requests, beyond any
// bound of ours; derivatives are cached on disk instead.
sharp.cache(false);
const IMAGE_CONTEXT = 'http://iiif.io/api/image/3/context.json';

/** Scale factors 1, 2, 4… until the whole image fits in one tile. */
function scaleFactors(width: number, height: number): number[] {
  const factors = [1];
  while (Math.max(width, height) / factors[factors.length - 1] > TILE) factors.push(2 ** factors.length);
  return factors;
}

/** Image API 3.0 info.json of an image of `width` × `height` served at `id`. */
export function imageInfo(id: string, width: number, height: number) {
  const factors = scaleFactors(width, height);
  // The whole image halved and halved again down to about a hundred pixels: thumbnails and overviews.
  const sizes: Array<{ width: number; height: number }> = [];
  for (let f = 1; Math.max(width, height) / f >= 100 || f === 1; f *= 2) {
    const size = { width: Math.ceil(width / f), height: Math.ceil(height / f) };
    if (size.width <= MAX_SIDE && size.height <= MAX_SIDE && size.width * size.height <= MAX_AREA)
      sizes.unshift(size);
  }
  return {
    '@context': IMAGE_CONTEXT,
    id,
    type: 'ImageService3',
    protocol: 'http://iiif.io/api/image',
    profile: 'level2',
    width,
    height,
    maxWidth: MAX_SIDE,
    maxHeight: MAX_SIDE,
    maxArea: MAX_AREA,
    sizes,
    tiles: [{ width: TILE, height: TILE, scaleFactors: factors }],
    extraQualities: QUALITIES.filter((q) => q !== 'default'),
    extraFormats: Object.keys(FORMATS).filter((f) => f !== 'jpg' && f !== 'png'),
    extraFeatures: ['mirroring', 'sizeUpscaling', 'cors', 'jsonldMediaType'],
  };
}

/**
 * Renders at a time: at most two (the machine's cores are few), and only while the images they read stay
 * within a pixel budget: decoded pixels are what a render holds, so a 100-megapixel scan renders alone.
 */
const MAX_RENDERS = 2;
const PIXEL_BUDGET = 120_000_000;
let running = 0;
let pixels = 0;
const waiting: Array<{ weight: number; resume: () => void }> = [];
const fits = (weight: number) => running === 0 || (running < MAX_RENDERS && pixels + weight <= PIXEL_BUDGET);

function wake() {
  while (waiting.length && fits(waiting[0].weight)) {
    const next = waiting.shift() as (typeof waiting)[number];
    running += 1;
    pixels += next.weight;
    next.resume();
  }
}

async function slot<T>(weight: number, work: () => Promise<T>): Promise<T> {
  if (waiting.length || !fits(weight)) await new Promise<void>((resume) => waiting.push({ weight, resume }));
  else {
    running += 1;
    pixels += weight;
  }
  try {
    return await work();
  } finally {
    running -= 1;
    pixels -= weight;
    wake();
  }
}

/**
 * The region at the requested size. A part of the image shrunk to half or less (a zoomed-out tile) is
 * cut from the whole image shrunk first, so that a JPEG is decoded at a fraction of its size
 * (shrink-on-load): a tile of a 100-megapixel scan at 1/16 held 217 MiB decoded in full and 71 MiB so.
 * Where the shrunk image's pixel grid falls, the cut may lie up to one output pixel off the exact one.
 * Turned or mirrored requests keep the exact cut (sharp turns before it cuts what it has resized).
 */
function cut(pipeline: Sharp, plan: ImagePlan, image: { width: number; height: number }) {
  const { region, size } = plan;
  const whole = region.x === 0 && region.y === 0 && region.w === image.width && region.h === image.height;
  const scaleX = size.w / region.w;
  const scaleY = size.h / region.h;
  if (!whole && !plan.rotation && !plan.mirror && scaleX <= 0.5 && scaleY <= 0.5) {
    const width = Math.max(size.w, Math.round(image.width * scaleX));
    const height = Math.max(size.h, Math.round(image.height * scaleY));
    const left = Math.min(Math.round(region.x * scaleX), width - size.w);
    const top = Math.min(Math.round(region.y * scaleY), height - size.h);
    return pipeline
      .resize(width, height, { fit: 'fill' })
      .extract({ left, top, width: size.w, height: size.h });
  }
  if (!whole)
    pipeline = pipeline.extract({ left: region.x, top: region.y, width: region.w, height: region.h });
  if (size.w !== region.w || size.h !== region.h) pipeline = pipeline.resize(size.w, size.h, { fit: 'fill' });
  return pipeline;
}

/**
 * The derivative `plan` names, cut from the image at `path` (of `width` × `height`). sharp refuses an
 * image of more than `maxInputPixels` before decoding it: a decompression bomb stays a header.
 */
export function renderImage(
  path: string,
  plan: ImagePlan,
  image: { width: number; height: number },
  maxInputPixels: number,
): Promise<Buffer> {
  return slot(image.width * image.height, async () => {
    // Turned upright first by its EXIF orientation: regions and sizes are those of the image as shown.
    let pipeline = sharp(path, { limitInputPixels: maxInputPixels, failOn: 'error', autoOrient: true });
    pipeline = cut(pipeline, plan, image);
    if (plan.mirror) pipeline = pipeline.flop();
    if (plan.rotation) pipeline = pipeline.rotate(plan.rotation);
    // One channel, not three equal ones: smaller files, and what a gray image is.
    if (plan.quality === 'gray') pipeline = pipeline.grayscale().toColourspace('b-w');
    if (plan.quality === 'bitonal') pipeline = pipeline.threshold(128).toColourspace('b-w');
    if (plan.format === 'jpg') pipeline = pipeline.jpeg({ quality: 85 });
    else if (plan.format === 'png') pipeline = pipeline.png();
    else pipeline = pipeline.webp({ quality: 85 });
    return pipeline.toBuffer();
  });
}

/**
 * The pixel size of the image at `path` as shown (after its EXIF orientation), read from its header; null
 * when it is no image sharp reads.
 */
export async function imageSize(path: string): Promise<{ width: number; height: number } | null> {
  const metadata = await sharp(path)
    .metadata()
    .catch(() => null);
  const shown = metadata?.autoOrient ?? metadata;
  return shown?.width && shown.height ? { width: shown.width, height: shown.height } : null;
}
