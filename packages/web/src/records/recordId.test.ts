import { describe, expect, it } from 'vitest';
import { parseRecordId } from './recordId.ts';

describe('parseRecordId', () => {
  it('accepts positive integers only', () => {
    expect(parseRecordId('12')).toBe(12);
    expect(['0', '-1', '1.5', '4abc', '', ' 3', undefined].map(parseRecordId)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
