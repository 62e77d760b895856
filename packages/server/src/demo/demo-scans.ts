import sharp from 'sharp';
import type { Random } from './random.ts';

// The demo's "scans" of a historical catalog: parchment with a ruled margin, and per entry a line of
// handwriting and a staff with its incipit. Drawn from shapes only (no SVG text: fonts may be missing),
// in few colours, so that each page is a PNG of a few tens of kB.

export const SCAN_WIDTH = 1000;
export const SCAN_HEIGHT = 1400;

const INK = '#3b2a1c';
const RULE = '#9b6a4a';

const round = (n: number) => Math.round(n * 10) / 10;

/** A scribbled word: a zigzag as a quill leaves it, `width` long, starting at x, y. */
function word(random: Random, x: number, y: number, width: number, weight = 2): string {
  const points: string[] = [];
  for (let dx = 0; dx <= width; dx += random.int(4, 8)) {
    const up = points.length % 2 === 0;
    points.push(`${round(x + dx)},${round(y + (up ? -random.int(3, 9) : random.int(0, 3)))}`);
  }
  return `<polyline points="${points.join(' ')}" fill="none" stroke="${INK}" stroke-width="${weight}" stroke-linejoin="round"/>`;
}

/** A line of words from x to at most `end`; returns the svg. */
function handwriting(random: Random, x: number, y: number, end: number, weight = 2): string {
  const parts: string[] = [];
  let at = x;
  while (at < end - 40) {
    const width = Math.min(random.int(25, 110), end - at);
    parts.push(word(random, at, y, width, weight));
    at += width + random.int(12, 22);
  }
  return parts.join('');
}

/** Five staff lines with a clef stroke, a few bars of note heads with stems, and barlines. */
function staff(random: Random, x: number, top: number, width: number): string {
  const gap = 10;
  const parts: string[] = [];
  for (let line = 0; line < 5; line++) {
    const y = top + line * gap;
    parts.push(`<line x1="${x}" y1="${y}" x2="${x + width}" y2="${y}" stroke="${INK}" stroke-width="1.2"/>`);
  }
  // The clef: a loop-like stroke across the staff.
  parts.push(
    `<polyline points="${x + 14},${top - 8} ${x + 20},${top + 12} ${x + 10},${top + 30} ${x + 22},${top + 36} ${x + 16},${top + 48}" fill="none" stroke="${INK}" stroke-width="3"/>`,
  );
  const bars = random.int(2, 4);
  const barWidth = (width - 50) / bars;
  for (let bar = 0; bar < bars; bar++) {
    const start = x + 45 + bar * barWidth;
    const notes = random.pick([2, 3, 4, 4, 6]);
    for (let n = 0; n < notes; n++) {
      const cx = round(start + 14 + (n * (barWidth - 24)) / notes);
      const step = random.int(-2, 10); // half-gaps below the top line
      const cy = top + (step * gap) / 2;
      const filled = random.chance(0.8);
      parts.push(
        `<ellipse cx="${cx}" cy="${cy}" rx="6" ry="4.3" transform="rotate(-20 ${cx} ${cy})" fill="${filled ? INK : 'none'}" stroke="${INK}" stroke-width="1.5"/>`,
      );
      const up = step > 4;
      const sx = round(up ? cx + 5.5 : cx - 5.5);
      parts.push(
        `<line x1="${sx}" y1="${cy}" x2="${sx}" y2="${cy + (up ? -32 : 32)}" stroke="${INK}" stroke-width="1.4"/>`,
      );
      // Ledger lines for notes above or below the staff.
      for (let s = step; s <= -2; s += 2) {
        const ly = top + (s * gap) / 2;
        parts.push(
          `<line x1="${cx - 10}" y1="${ly}" x2="${cx + 10}" y2="${ly}" stroke="${INK}" stroke-width="1.2"/>`,
        );
      }
      for (let s = step; s >= 10; s -= 2) {
        const ly = top + (s * gap) / 2;
        parts.push(
          `<line x1="${cx - 10}" y1="${ly}" x2="${cx + 10}" y2="${ly}" stroke="${INK}" stroke-width="1.2"/>`,
        );
      }
    }
    const bx = round(start + barWidth);
    parts.push(
      `<line x1="${bx}" y1="${top}" x2="${bx}" y2="${top + 4 * gap}" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }
  return parts.join('');
}

/**
 * The SVG of one catalog page: a folio number, a heading on the first page, and for each of its
 * `entries` a ruled band with a line of writing and an incipit. Recto and verso mirror the margin.
 */
export function scanSvg(random: Random, page: { number: string; entries: number; first: boolean }): string {
  const shade = random.int(-10, 6);
  const paper = `rgb(${236 + shade},${222 + shade},${190 + shade})`;
  const edge = `rgb(${214 + shade},${192 + shade},${150 + shade})`;
  const verso = page.number.endsWith('v');
  const left = verso ? 90 : 130;
  const right = SCAN_WIDTH - (verso ? 130 : 90);
  const parts = [
    `<rect width="${SCAN_WIDTH}" height="${SCAN_HEIGHT}" fill="${edge}"/>`,
    `<rect x="14" y="12" width="${SCAN_WIDTH - 28}" height="${SCAN_HEIGHT - 26}" rx="10" fill="${paper}"/>`,
  ];
  // A stain or two, faint.
  for (let i = random.int(0, 2); i > 0; i--) {
    parts.push(
      `<ellipse cx="${random.int(150, 850)}" cy="${random.int(150, 1250)}" rx="${random.int(40, 120)}" ry="${random.int(30, 90)}" fill="${edge}" opacity="0.45"/>`,
    );
  }
  // The folio number in the outer corner, the margin rule.
  const corner = verso ? left : right - 60;
  parts.push(handwriting(random, corner, 70, corner + 60, 2.5));
  parts.push(
    `<line x1="${left + 70}" y1="110" x2="${left + 70}" y2="${SCAN_HEIGHT - 90}" stroke="${RULE}" stroke-width="1.5"/>`,
  );
  let top = 130;
  if (page.first) {
    parts.push(handwriting(random, left + 160, 150, right - 160, 4));
    parts.push(handwriting(random, left + 220, 200, right - 220, 2.5));
    top = 250;
  }
  const count = Math.max(page.entries, 1);
  const band = Math.min(200, (SCAN_HEIGHT - 120 - top) / count);
  for (let e = 0; e < page.entries; e++) {
    const y = top + e * band;
    parts.push(word(random, left + 20, y + 34, random.int(14, 34), 2.5)); // the entry's number in the margin
    parts.push(handwriting(random, left + 90, y + 34, right - random.int(0, 200)));
    parts.push(staff(random, left + 90, y + 62, right - left - 90 - random.int(0, 120)));
    parts.push(
      `<line x1="${left}" y1="${round(y + band - 8)}" x2="${right}" y2="${round(y + band - 8)}" stroke="${RULE}" stroke-width="1" opacity="0.7"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCAN_WIDTH}" height="${SCAN_HEIGHT}">${parts.join('')}</svg>`;
}

/** The page as a PNG of few colours. */
export function pageScan(random: Random, page: { number: string; entries: number; first: boolean }) {
  return sharp(Buffer.from(scanSvg(random, page)))
    .png({ palette: true, colours: 16, dither: 0, compressionLevel: 9 })
    .toBuffer();
}
