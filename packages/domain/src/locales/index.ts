import { de } from './de.ts';
import { en } from './en.ts';

export { de, en };

/** i18next resources of the domain (code labels, validation and server messages), one per language. */
export const domainResources = { en, de };

export type DomainMessages = typeof en;
export type DomainLanguage = keyof typeof domainResources;
