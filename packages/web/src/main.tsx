// biome-ignore-all assist/source/organizeImports: earlyStart first, evaluated before the app's modules
import './app/earlyStart.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadRoute } from './ui/routeHandle.ts';
import { createApolloClient } from './graphql/createApolloClient.ts';
import { i18n } from './i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const client = createApolloClient(() => i18n.language);
// The screen the page opens on starts loading now, beside the app's own start.
preloadRoute(window.location.pathname + window.location.search, client);
createRoot(root).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
