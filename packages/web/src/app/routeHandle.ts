import type { ApolloClient } from '@apollo/client';
import type { Params } from 'react-router';

/** What a route may start loading before it renders (`preloadRoute`): its code, its record. */
export interface RouteHandle {
  preload?: (page: { params: Params; client: ApolloClient }) => void;
}
