import type { ApolloClient } from '@apollo/client';
import { matchRoutes, type Params, type RouteObject } from 'react-router';

/**
 * What a route may start loading before it renders (`preloadRoute`): its code, its record, and what the
 * screen shows beside the record; `search` is the address's query (which tab, which page of a catalog).
 */
export interface RouteHandle {
  /** Settles once the code has loaded and the requests have been made (not answered). */
  preload?: (page: { params: Params; search: URLSearchParams; client: ApolloClient }) => Promise<unknown>;
}

/** The app's route table, registered by the table itself (routes.tsx) so that what loads early needs not import it. */
let registered: RouteObject[] = [];

export function registerRoutes(routes: RouteObject[]): void {
  registered = routes;
}

/**
 * Starts loading the code (and what it draws with) and the records of the screens at `address` (a path with
 * its query), beside what runs meanwhile: the app's own start and the user's session, on which the screen's
 * guard waits, when the page opens on them; the form's own leaving when a saved form goes to them.
 * Settles once the code is there and the records have been asked for.
 */
export function preloadRoute(address: string, client: ApolloClient): Promise<void> {
  const { pathname, searchParams: search } = new URL(address, window.location.origin);
  const asked = (matchRoutes(registered, pathname) ?? []).map(({ route, params }) =>
    (route.handle as RouteHandle | undefined)?.preload?.({ params, search, client }),
  );
  return Promise.allSettled(asked).then(() => undefined);
}
