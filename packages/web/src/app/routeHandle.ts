import type { ApolloClient } from '@apollo/client';
import type { Params } from 'react-router';

/**
 * What a route may start loading before it renders (`preloadRoute`): its code, its record, and what the
 * screen shows beside the record; `search` is the address's query (which tab, which page of a catalog).
 */
export interface RouteHandle {
  /** Settles once the code has loaded and the requests have been made (not answered). */
  preload?: (page: { params: Params; search: URLSearchParams; client: ApolloClient }) => Promise<unknown>;
}
