import { createPath, type PathRecordType, recordCollectionPaths } from '@fontes/domain';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../i18n/lazyScreen.ts';
import { type DefinitionLoader, loadDefinition } from '../records/loadDefinition.ts';
import type { RecordScreenMode } from '../records/RecordScreen.tsx';
import { parseRecordId } from '../records/recordId.ts';
import { prefetchRecord, prefetchViewParts } from '../records/recordPrefetch.ts';
import type { RouteHandle } from '../ui/routeHandle.ts';
import { RequireContributor } from './guards.tsx';

const RecordRoute = lazyScreen(() => import('../records/RecordRoute.tsx').then((m) => m.RecordRoute));

interface RecordRouteOptions {
  /** The entity's definition. */
  definition: DefinitionLoader;
  /** Which of the three screens the product has (spec §2: pages have no view). */
  screens?: readonly RecordScreenMode[];
  /**
   * Starts loading what the screens will draw with (a score's music engraver) as the route is entered,
   * beside the screen's own code rather than after it.
   */
  preload?: () => void;
}

/**
 * The create, view and edit routes of one entity at its collection path (domain `recordCollectionPaths`, which
 * builds its links too); create and edit are for contributors.
 */
export function recordRoutes(
  type: PathRecordType,
  { definition, screens = ['create', 'view', 'edit'], preload }: RecordRouteOptions,
): RouteObject[] {
  const basePath = recordCollectionPaths[type];
  const paths: Record<RecordScreenMode, string> = {
    create: createPath(type),
    view: `${basePath}/:id`,
    edit: `${basePath}/:id/edit`,
  };
  const handle = (mode: RecordScreenMode): RouteHandle => ({
    preload: ({ params, search, client }) => {
      const id = parseRecordId(params.id);
      // The record first (its definition names what to ask for), then the screen's code.
      const asked = loadDefinition(definition)
        .then((loaded) => {
          if (id === null) return;
          prefetchRecord(client, loaded, id);
          if (mode === 'view') prefetchViewParts(client, loaded, id, search);
        })
        // A failed load is the screen's to report, when it asks again.
        .catch(() => undefined);
      preload?.();
      return Promise.all([asked, RecordRoute.preload()]);
    },
  });
  const route = (mode: RecordScreenMode): RouteObject => ({
    path: paths[mode],
    handle: handle(mode),
    element: (
      <Preloading preload={preload}>
        <RecordRoute load={definition} mode={mode} />
      </Preloading>
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
