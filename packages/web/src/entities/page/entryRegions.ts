import type { Region } from '@fontes/domain';

// The geometry of an entry's region on its page's image, apart from the viewer that draws it.

export type Point = { x: number; y: number };

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);

/**
 * The region between two corners dragged on an image (in its pixels, in any order), kept inside the
 * image and rounded to whole pixels; null when it is less than a pixel wide or high (a click).
 */
export function regionBetween(a: Point, b: Point, width: number, height: number): Region | null {
  const left = Math.round(clamp(Math.min(a.x, b.x), width));
  const top = Math.round(clamp(Math.min(a.y, b.y), height));
  const right = Math.round(clamp(Math.max(a.x, b.x), width));
  const bottom = Math.round(clamp(Math.max(a.y, b.y), height));
  const w = right - left;
  const h = bottom - top;
  return w >= 1 && h >= 1 ? { x: left, y: top, w, h } : null;
}

/** The part of the image to show for a region: the region with a margin around it, inside the image. */
export function regionView(region: Region, width: number, height: number): Region {
  const margin = Math.max(region.w, region.h) / 4;
  const x = clamp(region.x - margin, width);
  const y = clamp(region.y - margin, height);
  return {
    x,
    y,
    w: clamp(region.x + region.w + margin, width) - x,
    h: clamp(region.y + region.h + margin, height) - y,
  };
}

/** The index of the entry whose grid cell an element is (`field-entries.3.genre`), or null. */
export function entryIndexOf(element: Element | null): number | null {
  const match = /^field-entries\.(\d+)\./.exec(element?.id ?? '');
  return match ? Number(match[1]) : null;
}
