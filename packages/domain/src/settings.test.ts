import { describe, expect, it } from 'vitest';
import { isSettingKey, settingValueSchemas } from './settings.ts';
import { validate } from './validation.ts';

describe('website settings', () => {
  it.each(['#6d4c2f', '#ABC', ' #00ff7f '])('accepts the hex colour %s, lower-cased and trimmed', (value) => {
    const checked = validate(settingValueSchemas.theme_color, value);
    expect(checked).toEqual({ ok: true, data: value.trim().toLowerCase() });
  });

  it.each(['red', '#12345', '#ggg', '6d4c2f', '', null])('refuses %s as theme colour', (value) => {
    expect(validate(settingValueSchemas.theme_color, value)).toEqual({
      ok: false,
      errors: [{ path: '', key: 'Setting.error_theme_color_invalid' }],
    });
  });

  it('requires a site title that is not blank', () => {
    expect(validate(settingValueSchemas.site_title, '  Fontes Einsiedeln ')).toEqual({
      ok: true,
      data: 'Fontes Einsiedeln',
    });
    expect(validate(settingValueSchemas.site_title, '   ')).toMatchObject({
      ok: false,
      errors: [{ key: 'Setting.error_site_title_empty' }],
    });
  });

  it('knows only its own keys', () => {
    expect(isSettingKey('theme_color')).toBe(true);
    expect(isSettingKey('database_url')).toBe(false);
  });
});
