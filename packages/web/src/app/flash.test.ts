import { describe, expect, it } from 'vitest';
import { flashFrom, withFlash } from './flash.ts';

describe('flash messages', () => {
  it('travel in the navigation state', () => {
    expect(flashFrom(withFlash({ severity: 'success', text: 'Gespeichert.' }))).toEqual({
      severity: 'success',
      text: 'Gespeichert.',
    });
  });

  it('keep the i18n key of their message, so that it can be shown in the language chosen later', () => {
    const flash = { severity: 'success', text: 'Gespeichert.', messageKey: 'Server.saved' } as const;
    expect(flashFrom(withFlash(flash))).toEqual(flash);
    expect(flashFrom({ flash: { ...flash, messageKey: 5 } })).toEqual({
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
