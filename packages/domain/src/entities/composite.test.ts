import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import { compositeSchema, compositeTitle } from './composite.ts';

describe('compositeSchema', () => {
  it('requires the shelfmark', () => {
    expect(validate(compositeSchema, { title: 'Vesperpsalmen' })).toEqual({
      ok: false,
      errors: [{ path: 'shelfmark', key: 'Composite.error_shelfmark_empty' }],
    });
  });

  it('takes an optional parent composite', () => {
    expect(validate(compositeSchema, { shelfmark: 'Ms. 112', parent: 4 })).toEqual({
      ok: true,
      data: { shelfmark: 'Ms. 112', title: null, notes: null, parent: 4 },
    });
    expect(validate(compositeSchema, { shelfmark: 'Ms. 112', parent: 'x' })).toEqual({
      ok: false,
      errors: [{ path: 'parent', key: 'Validation.error_invalid' }],
    });
  });
});

describe('compositeTitle', () => {
  it('is the shelfmark and the title', () => {
    expect(compositeTitle({ shelfmark: ' Ms. 112 ', title: 'Vesperpsalmen' })).toBe(
      'Ms. 112 — Vesperpsalmen',
    );
    expect(compositeTitle({ shelfmark: 'Ms. 112', title: null })).toBe('Ms. 112');
    expect(compositeTitle({ title: 'Vesperpsalmen' })).toBe('Vesperpsalmen');
  });
});
