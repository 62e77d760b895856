import { domainResources } from '@fontes/domain/locales';
import i18next, { type TFunction } from 'i18next';

export const locales = ['de', 'en'] as const;
export type Locale = (typeof locales)[number];
export type Translate = TFunction;

// One instance for the process; translators are fixed per request, so nothing request-specific is shared.
const instance = i18next.createInstance();
void instance.init({
  resources: {
    de: { translation: domainResources.de },
    en: { translation: domainResources.en },
  },
  lng: 'de',
  fallbackLng: 'de',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The request's language: the locale header, else the browser's first language, else German (spec §1). */
export function localeFrom(headers: Record<string, string | string[] | undefined>): Locale {
  const candidates = [headers['x-locale'], headers.locale, headers['accept-language']];
  for (const value of candidates) {
    const first = (Array.isArray(value) ? value[0] : value)
      ?.split(',')[0]
      ?.split(/[-_;]/)[0]
      ?.trim()
      .toLowerCase();
    if (first && (locales as readonly string[]).includes(first)) return first as Locale;
  }
  return 'de';
}

export function translator(locale: Locale): Translate {
  return instance.getFixedT(locale);
}
