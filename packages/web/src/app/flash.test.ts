import { describe, expect, it } from 'vitest';
import { flashFrom, withFlash } from './flash.ts';

describe('flash messages', () => {
  it('travel in the navigation state', () => {
    expect(flashFrom(withFlash({ severity: 'success', text: 'Gespeichert.' }))).toEqual({
      severity: 'success',
      text: 'Gespeichert.',
    });
  });

  it('ignore any other state', () => {
    expect(flashFrom(null)).toBeNull();
    expect(flashFrom({ flash: { severity: 'loud', text: 'x' } })).toBeNull();
    expect(flashFrom({ flash: { severity: 'info', text: '' } })).toBeNull();
    expect(flashFrom('flash')).toBeNull();
  });
});
