import { domainResources } from '../../packages/domain/src/locales/index.ts';
import { de as uiDe } from '../../packages/web/src/locales/de.ts';
import { en as uiEn } from '../../packages/web/src/locales/en.ts';

/**
 * The strings a user sees, from the same sources the app uses (domain messages and the interface's own),
 * so that a test asserts the translation of the right key rather than a copy of its wording.
 */
export const texts = {
  de: { ...domainResources.de, ...uiDe },
  en: { ...domainResources.en, ...uiEn },
};

export type Language = keyof typeof texts;

/** i18next-style `{{name}}` interpolation. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
