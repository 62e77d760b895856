import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../graphql/generated/index.ts';

const SiteSettings = graphql(`
  query SiteSettings {
    siteTitle: getSetting(key: "site_title") {
      key
      value
    }
    themeColor: getSetting(key: "theme_color") {
      key
      value
    }
  }
`);

/** The site title and theme colour the administrators chose; defaults until they load. */
export function useSiteSettings(): { siteTitle: string; themeColor: string | null } {
  const { t } = useTranslation();
  const { data } = useQuery(SiteSettings);
  return {
    siteTitle: data?.siteTitle?.value || t('shell.default_title'),
    themeColor: data?.themeColor?.value ?? null,
  };
}
