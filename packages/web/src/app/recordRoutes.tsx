import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { DefinitionLoader } from '../forms/RecordRoute.tsx';
import type { RecordScreenMode } from '../forms/RecordScreen.tsx';
import { RequireContributor } from './guards.tsx';
import { lazyScreen } from './lazyScreen.ts';
import { UnbuiltPage } from './NotFound.tsx';

const RecordRoute = lazyScreen(() => import('../forms/RecordRoute.tsx').then((m) => m.RecordRoute));

interface RecordRouteOptions {
  /** The entity's definition; omitted while its screens are not built. */
  definition?: DefinitionLoader;
  /** Which of the three screens the product has (spec §2: pages have no view). */
  screens?: readonly RecordScreenMode[];
  /**
   * Starts loading what the screens will draw with (a score's music engraver) as the route is entered,
   * beside the screen's own code rather than after it.
   */
  preload?: () => void;
}

/** The create, view and edit routes of one entity at `basePath`; create and edit are for contributors. */
export function recordRoutes(
  basePath: string,
  { definition, screens = ['create', 'view', 'edit'], preload }: RecordRouteOptions = {},
): RouteObject[] {
  const paths: Record<RecordScreenMode, string> = {
    create: `${basePath}/create`,
    view: `${basePath}/:id`,
    edit: `${basePath}/:id/edit`,
  };
  const route = (mode: RecordScreenMode): RouteObject => ({
    path: paths[mode],
    element: definition ? (
      <Preloading preload={preload}>
        <RecordRoute load={definition} mode={mode} />
      </Preloading>
    ) : (
      <UnbuiltPage />
    ),
  });
  return [
    { element: <RequireContributor />, children: screens.filter((mode) => mode !== 'view').map(route) },
    ...(screens.includes('view') ? [route('view')] : []),
  ];
}

/** Calls `preload` as it renders, before the screen inside suspends for its code (an effect would wait for it). */
function Preloading({ preload, children }: { preload?: () => void; children: ReactNode }) {
  preload?.();
  return children;
}
