// The parameters of an IIIF Image API 3.0 request (https://iiif.io/api/image/3.0/#4-image-requests),
// checked against the image's size and brought to one canonical form: the pixels to cut, the pixels to
// produce, rotation, mirroring, quality and format. Equivalent requests share the canonical form, so they
// share a cached derivative.

export const QUALITIES = ['default', 'color', 'gray', 'bitonal'] as const;
export const FORMATS = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export type Quality = (typeof QUALITIES)[number];
export type Format = keyof typeof FORMATS;

/** The largest image the service produces: info.json announces them, `max` keeps within them. */
export const MAX_SIDE = 10_000;
export const MAX_AREA = 25_000_000;

export interface ImagePlan {
  region: { x: number; y: number; w: number; h: number };
  size: { w: number; h: number };
  mirror: boolean;
  rotation: 0 | 90 | 180 | 270;
  quality: Quality;
  format: Format;
}

/** The i18n key of what is wrong with a request (`Iiif.error_region`…), with the part it names. */
export type PlanResult = { ok: true; plan: ImagePlan } | { ok: false; key: string };

const fail = (key: string): PlanResult => ({ ok: false, key: `Iiif.error_${key}` });
// At most nine digits: anything larger is no pixel position of an image this service reads.
const INT = '(\\d{1,9})';
const NUM = '(\\d{1,9}(?:\\.\\d{1,6})?|\\.\\d{1,6})';
const PX_REGION = new RegExp(`^${INT},${INT},${INT},${INT}$`);
const PCT_REGION = new RegExp(`^pct:${NUM},${NUM},${NUM},${NUM}$`);

type Region = ImagePlan['region'];

function parseRegion(text: string, width: number, height: number): Region | null {
  if (text === 'full') return { x: 0, y: 0, w: width, h: height };
  if (text === 'square') {
    const side = Math.min(width, height);
    return { x: (width - side) >> 1, y: (height - side) >> 1, w: side, h: side };
  }
  const px = PX_REGION.exec(text);
  const pct = px ? null : PCT_REGION.exec(text);
  const values = (px ?? pct)?.slice(1).map(Number);
  if (!values) return null;
  const [x, y, w, h] = pct
    ? [
        Math.round((values[0] * width) / 100),
        Math.round((values[1] * height) / 100),
        Math.round((values[2] * width) / 100),
        Math.round((values[3] * height) / 100),
      ]
    : values;
  // A region reaching beyond the image is cut at its edges; one that starts outside shows nothing.
  if (w <= 0 || h <= 0 || x >= width || y >= height) return { x: -1, y: -1, w: 0, h: 0 };
  return { x, y, w: Math.min(w, width - x), h: Math.min(h, height - y) };
}

const SIZE = new RegExp(`^(\\^)?(?:(max)|pct:${NUM}|(!)?${INT}?,${INT}?)$`);

/** The output size, or a key saying why there is none. */
function parseSize(text: string, region: Region): { w: number; h: number } | string {
  const match = SIZE.exec(text);
  if (!match) return 'size';
  const [, up, max, pct, confined, wText, hText] = match;
  const upscale = up === '^';
  const ratio = region.w / region.h;
  const limit = (w: number, h: number) => {
    const scale = Math.min(1, MAX_SIDE / w, MAX_SIDE / h, Math.sqrt(MAX_AREA / (w * h)));
    return { w: Math.max(1, Math.floor(w * scale)), h: Math.max(1, Math.floor(h * scale)) };
  };
  let size: { w: number; h: number };
  if (max) size = upscale ? limit(MAX_SIDE * ratio, MAX_SIDE) : limit(region.w, region.h);
  else if (pct !== undefined) {
    const p = Number(pct) / 100;
    size = { w: Math.round(region.w * p), h: Math.round(region.h * p) };
  } else {
    const w = wText === undefined ? undefined : Number(wText);
    const h = hText === undefined ? undefined : Number(hText);
    if (w === undefined && h === undefined) return 'size';
    if (confined && (w === undefined || h === undefined)) return 'size';
    if (confined) {
      const scale = Math.min((w as number) / region.w, (h as number) / region.h);
      size = { w: Math.round(region.w * scale), h: Math.round(region.h * scale) };
    } else
      size = {
        w: w ?? Math.round((h as number) * ratio),
        h: h ?? Math.round((w as number) / ratio),
      };
  }
  if (size.w < 1 || size.h < 1) return 'size_empty';
  if (!upscale && (size.w > region.w || size.h > region.h)) return 'size_upscale';
  if (size.w > MAX_SIDE || size.h > MAX_SIDE || size.w * size.h > MAX_AREA) return 'size_limit';
  return size;
}

/** Checks the four path segments of an image request against an image of `width` × `height`. */
export function planImage(
  segments: { region: string; size: string; rotation: string; file: string },
  width: number,
  height: number,
): PlanResult {
  const region = parseRegion(segments.region, width, height);
  if (!region) return fail('region');
  if (region.w === 0) return fail('region_outside');
  const size = parseSize(segments.size, region);
  if (typeof size === 'string') return fail(size);
  const rotation = /^(!)?(0|90|180|270)$/.exec(segments.rotation);
  if (!rotation) return fail('rotation');
  const dot = segments.file.lastIndexOf('.');
  const quality = segments.file.slice(0, dot) as Quality;
  const format = segments.file.slice(dot + 1) as Format;
  if (dot < 0 || !QUALITIES.includes(quality)) return fail('quality');
  if (!Object.hasOwn(FORMATS, format)) return fail('format');
  return {
    ok: true,
    plan: {
      region,
      size,
      mirror: rotation[1] === '!',
      rotation: Number(rotation[2]) as ImagePlan['rotation'],
      quality,
      format,
    },
  };
}

/** The canonical form of a plan: one name for every request that yields the same image. */
export function canonicalName(plan: ImagePlan): string {
  const { region: r, size: s } = plan;
  return `${r.x},${r.y},${r.w},${r.h}_${s.w},${s.h}_${plan.mirror ? 'm' : ''}${plan.rotation}_${plan.quality}.${plan.format}`;
}
