import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { createApolloClient } from '../graphql/createApolloClient.ts';
import { i18n } from '../i18n/i18n.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { AppRoutes } from './routes.tsx';

export function App() {
  const [client] = useState(() => createApolloClient(() => i18n.language));
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
}
