import { deRecordTypes } from '@fontes/domain/locales/de-record-types';
import { deSearchFacets } from '@fontes/domain/locales/de-search-facets';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { primaryLanguage } from '../graphql/requestHeaders.ts';
import { deShell } from '../locales/de-shell.ts';

export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];

/**
 * The interface's and the domain's strings of one language. German, the start language, is bundled;
 * English loads on the first switch to it, so a first visit does not carry both.
 */
async function loadResources(language: string): Promise<ResourceKey> {
  if (primaryLanguage(language) !== 'en') return {};
  const [domain, ui] = await Promise.all([import('@fontes/domain/locales/en'), import('../locales/en.ts')]);
  return { ...domain.en, ...ui.en };
}

const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadResources(language).then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    // German strings of the shell and the search screen: their own and, of the domain's, the record types
    // and the facets' titles.
    // The rest (other screens, code lists, entity, validation, account and server messages) comes with the
    // screens that show it: loadScreenMessages.
    resources: { de: { translation: { recordTypes: deRecordTypes, Search: deSearchFacets, ...deShell } } },
    // Languages missing from `resources` come from the backend; changeLanguage waits for them.
    partialBundledLanguages: true,
    // The shell fixes the interface to German on start (spec §1, §9).
    lng: 'de',
    fallbackLng: 'de',
    supportedLngs: languages,
    initAsync: false,
    interpolation: { escapeValue: false },
  });

let screenMessages: Promise<void> | undefined;

/**
 * Adds the German strings of the screens beyond the search, the domain's included (English loads whole
 * with English). Those screens wait for it before they render: see app/lazyScreen.ts.
 */
export function loadScreenMessages(): Promise<void> {
  screenMessages ??= Promise.all([
    import('@fontes/domain/locales/de'),
    import('../locales/de-screens.ts'),
  ]).then(
    ([domain, ui]) => {
      i18n.addResourceBundle('de', 'translation', { ...domain.de, ...ui.deScreens }, true, false);
    },
    (error: unknown) => {
      screenMessages = undefined;
      throw error;
    },
  );
  return screenMessages;
}

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
