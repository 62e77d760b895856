import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { flashFrom, flashOf, flashText, withFlash } from './flash.ts';

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

  it('made from a server answer, are shown in the language of the moment, with its values', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'de',
      resources: {
        de: { translation: { Auth: { reset_done: 'Geändert.' }, Server: { limit: 'Höchstens {{limit}}.' } } },
        en: { translation: { Auth: { reset_done: 'Changed.' }, Server: { limit: 'At most {{limit}}.' } } },
      },
    });
    const answer = {
      message: 'Höchstens 5.',
      message_key: 'Server.limit',
      message_params: [{ name: 'limit', value: '5' }],
    };
    const flash = flashOf('error', answer, 'Auth.reset_done', i18n.t);
    expect(flashFrom(withFlash(flash))).toEqual(flash);
    expect(flashText(i18n.getFixedT('en'), flash)).toBe('At most 5.');
    const fallback = flashOf('success', { message: null }, 'Auth.reset_done', i18n.t);
    expect([flashText(i18n.t, fallback), flashText(i18n.getFixedT('en'), fallback)]).toEqual([
      'Geändert.',
      'Changed.',
    ]);
    expect(
      flashText(i18n.getFixedT('en'), flashOf('info', { message: 'Alt' }, 'Auth.reset_done', i18n.t)),
    ).toBe('Alt');
  });
});
