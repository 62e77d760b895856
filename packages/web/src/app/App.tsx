import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nextProvider } from 'react-i18next';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createBrowserHistory } from 'react-router';
import { i18n } from '../i18n/i18n.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { guardHistory, NavigationGuardContext } from '../ui/navigationGuard.ts';
import { AppRoutes } from './routes.tsx';

// One per page, made once: a form with unsaved changes holds every navigation through it (forms/LeaveGuard).
const guard = guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));

/** The page's one app; `client` is made before it (main.tsx), so that the first screen's record can be asked for sooner. */
export function App({ client }: { client: ApolloClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <SessionProvider>
          <NavigationGuardContext value={guard}>
            {/* Outside a transition: a new address is drawn at once (or its screen's loading indicator), never
                the old screen left clickable under it, whose links and facets were made for the old address. */}
            <HistoryRouter history={guard.history} useTransitions={false}>
              <AppRoutes />
            </HistoryRouter>
          </NavigationGuardContext>
        </SessionProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
}
