import { describe, expect, it } from 'vitest';
import { demoKeys, generateIncipit, timeSignatures } from './demo-incipit.ts';
import { Random } from './random.ts';

const sixteenths: Record<string, number> = { '1': 16, '2': 8, '4': 4, '8': 2, '6': 1 };
const meters: Record<string, number> = { c: 16, 'c/': 16, '3/4': 12, '6/8': 12, '2/4': 8 };

/** The length of each measure of PAE data in sixteenths; throws on anything but octaves, durations, notes. */
export function measureLengths(pae: string): number[] {
  const token = /('+|,+)|([12468])(\.?)|([xbn]?)([A-G])|(-)|(\/)/y;
  const lengths: number[] = [];
  let duration = 0;
  let length = 0;
  token.lastIndex = 0;
  while (token.lastIndex < pae.length) {
    const match = token.exec(pae);
    if (!match) throw new Error(`Not PAE at ${token.lastIndex}: ${pae}`);
    if (match[2]) duration = sixteenths[match[2]] * (match[3] ? 1.5 : 1);
    if (match[5] || match[6]) length += duration;
    if (match[7]) lengths.push(length);
    if (match[7]) length = 0;
  }
  return lengths;
}

describe('demo incipits', () => {
  it('fill every measure of their time signature and end on a barline', () => {
    const random = new Random(7);
    for (const key of Object.keys(demoKeys)) {
      for (const meter of timeSignatures) {
        for (const clef of ['G-2', 'C-1', 'C-3', 'F-4'] as const) {
          const incipit = generateIncipit(random, key, clef, meter);
          expect(incipit.pae.endsWith('/')).toBe(true);
          expect(measureLengths(incipit.pae), incipit.pae).toEqual([
            meters[meter],
            meters[meter],
            meters[meter],
          ]);
        }
      }
    }
  });

  it('is the same for the same seed', () => {
    const make = () => generateIncipit(new Random(3), 'd-Moll', 'C-1', 'c');
    expect(make()).toEqual(make());
    expect(make().pae).toMatch(/xC/);
  });
});
