import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApolloClient } from '../graphql/createApolloClient.ts';
import { i18n } from '../i18n/i18n.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { routes } from './routes.tsx';

// A data router: its blockers let a form with unsaved changes ask before any navigation (forms/LeaveGuard).
// One per page, made once: it listens to the browser's history from the start.
const router = createBrowserRouter(routes);

export function App() {
  const [client] = useState(() => createApolloClient(() => i18n.language));
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
}
