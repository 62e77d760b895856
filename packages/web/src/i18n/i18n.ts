import { domainResources } from '@fontes/domain/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { primaryLanguage } from '../graphql/requestHeaders.ts';
import { de } from '../locales/de.ts';
import { en } from '../locales/en.ts';

export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    de: { translation: { ...domainResources.de, ...de } },
    en: { translation: { ...domainResources.en, ...en } },
  },
  // The shell fixes the interface to German on start (spec §1, §9).
  lng: 'de',
  fallbackLng: 'de',
  supportedLngs: languages,
  initAsync: false,
  interpolation: { escapeValue: false },
});

function followLanguage(language: string) {
  document.documentElement.lang = primaryLanguage(language);
}
if (typeof document !== 'undefined') {
  followLanguage(i18n.language);
  i18n.on('languageChanged', followLanguage);
}

/** The language the interface shows, as one of ours. */
export function currentLanguage(): Language {
  const language = primaryLanguage(i18n.language);
  return (languages as readonly string[]).includes(language) ? (language as Language) : 'de';
}
