import { type ComponentType, lazy } from 'react';
import { loadDomainMessages } from '../i18n/i18n.ts';

export interface LazyScreenOptions {
  /**
   * Whether the screen shows domain strings beyond the record types (code lists, entity, validation,
   * account and server messages): it then renders once they are loaded too. Default true.
   */
  domainMessages?: boolean;
}

/** A screen component that loads its code on the first visit. */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { domainMessages = true }: LazyScreenOptions = {},
): ComponentType<P> {
  return lazy(async () => {
    const [component] = await Promise.all([load(), domainMessages ? loadDomainMessages() : undefined]);
    return { default: component };
  });
}
