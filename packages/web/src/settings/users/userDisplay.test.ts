import { describe, expect, it } from 'vitest';
import { formatDate, permissionOf, roleOf } from './userDisplay.ts';

describe('roleOf', () => {
  it('names the highest role of cumulative permissions', () => {
    expect(roleOf([{ id: 1 }])).toBe('admin');
    expect(roleOf([{ id: 3 }, { id: 2 }])).toBe('contributor');
    expect(roleOf([{ id: 3 }])).toBe('guest');
    expect(roleOf([{ id: 4 }])).toBeNull();
    expect(roleOf([])).toBeNull();
  });

  it('is the inverse of permissionOf', () => {
    for (const role of ['admin', 'contributor', 'guest'] as const) {
      expect(roleOf([{ id: permissionOf(role) }])).toBe(role);
    }
  });
});

describe('formatDate', () => {
  it('writes the date the way the language does', () => {
    expect(formatDate('2026-03-07T10:00:00.000Z', 'de')).toBe('07.03.2026');
    expect(formatDate('2026-03-07T10:00:00.000Z', 'en')).toBe('Mar 7, 2026');
  });

  it('keeps text that is no date', () => {
    expect(formatDate('gestern', 'de')).toBe('gestern');
  });
});
