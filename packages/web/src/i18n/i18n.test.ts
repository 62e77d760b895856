import { facetLabelKey, searchFacetNames } from '@fontes/domain';
import { domainResources } from '@fontes/domain/locales';
import { describe, expect, it } from 'vitest';
import { de } from '../locales/de.ts';
import { en } from '../locales/en.ts';
import { i18n, loadScreenMessages } from './i18n.ts';

describe('i18n', () => {
  it('starts in German with the interface strings and the record types', () => {
    expect(i18n.language).toBe('de');
    expect(i18n.t('recordTypes.collection')).toBe(domainResources.de.recordTypes.collection);
    expect(i18n.t('shell.navigation')).not.toBe('shell.navigation');
  });

  it('starts with the title of every facet and the yes and no of the search screen, in German', () => {
    for (const facet of searchFacetNames)
      expect(i18n.t(facetLabelKey(facet))).toBe(domainResources.de.Search.facet[facet]);
    expect(i18n.t('Search.facet_yes')).toBe('Ja');
  });

  it('adds the strings of the other screens, those of the domain included, on demand', async () => {
    expect(i18n.exists('auth.login_title')).toBe(false);
    await loadScreenMessages();
    expect(i18n.t('auth.login_title')).toBe(de.auth.login_title);
    expect(i18n.t('Server.error_save')).toBe(domainResources.de.Server.error_save);
    expect(i18n.t('recordTypes.collection')).toBe(domainResources.de.recordTypes.collection);
  });

  it('loads English, interface and domain, on the switch to it', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('shell.navigation')).toBe(en.shell.navigation);
    expect(i18n.t('Server.error_save')).toBe(domainResources.en.Server.error_save);
    await i18n.changeLanguage('de');
    expect(i18n.t('Server.error_save')).toBe(domainResources.de.Server.error_save);
  });
});
