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

/**
 * A first box for drawing with the keyboard: across the middle of the part of the image in view (corners
 * `from` and `to`), three fifths of its width and a line of writing high (a twentieth of the view).
 */
export function regionInView(from: Point, to: Point, width: number, height: number): Region | null {
  const [w, h] = [to.x - from.x, to.y - from.y];
  const middle = from.y + h / 2;
  return regionBetween(
    { x: from.x + w / 5, y: middle - h / 40 },
    { x: from.x + (w * 4) / 5, y: middle + h / 40 },
    width,
    height,
  );
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

export const isArrow = (key: string) => key in ARROWS;

/**
 * The region an arrow key makes of a box drawn with the keyboard: moved a `step` (in image pixels) that
 * way, or with `resize` its right or bottom edge moved, never smaller than a pixel; inside the image.
 */
export function regionStepped(
  region: Region,
  key: string,
  resize: boolean,
  step: Point,
  width: number,
  height: number,
): Region {
  const [dx, dy] = (ARROWS[key] ?? [0, 0]).map((d, i) => d * Math.max(1, Math.round(i ? step.y : step.x)));
  if (resize)
    return {
      ...region,
      w: Math.max(1, Math.min(region.w + dx, width - region.x)),
      h: Math.max(1, Math.min(region.h + dy, height - region.y)),
    };
  return {
    ...region,
    x: clamp(region.x + dx, width - region.w),
    y: clamp(region.y + dy, height - region.h),
  };
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
