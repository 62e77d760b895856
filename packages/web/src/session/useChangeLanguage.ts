import { useApolloClient } from '@apollo/client/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../graphql/generated/index.ts';
import type { Language } from '../i18n/i18n.ts';
import { useSession } from './sessionContext.ts';

const UpdateLocale = graphql(`
  mutation UpdateLocale($locale: String!) {
    updateLocale(locale: $locale) {
      success
      message
    }
  }
`);

/** Switches the interface language; a signed-in user's choice is saved and applies after their next login. */
export function useChangeLanguage(): (language: Language) => void {
  const { i18n } = useTranslation();
  const session = useSession();
  const client = useApolloClient();
  // One save after the other, so that the last choice is the one saved even when switching quickly.
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  return (language) => {
    void i18n.changeLanguage(language);
    // Signed in, or signing in as the page starts: a choice made before the user has loaded counts too.
    if (!session.token) return;
    // The session's user follows at once, so that applying the saved language never switches back.
    session.chooseLanguage(language);
    // Saving is a convenience: when it fails, the interface keeps the language all the same.
    saving.current = saving.current.then(() =>
      client.mutate({ mutation: UpdateLocale, variables: { locale: language } }).catch(() => undefined),
    );
  };
}
