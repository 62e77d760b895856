import { type Language, languages } from '../i18n/i18n.ts';

/** The interface language a user saved (`locale`), when it is one the interface has. */
export function userLanguage(locale: string | null | undefined): Language | null {
  const primary = locale?.split(/[-_]/)[0]?.toLowerCase();
  return (languages as readonly string[]).includes(primary ?? '') ? (primary as Language) : null;
}
