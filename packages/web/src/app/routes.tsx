import { recordCollectionPaths, searchPath } from '@fontes/domain';
import { type RouteObject, useRoutes } from 'react-router';
import { type LazyScreen, lazyScreen } from '../i18n/lazyScreen.ts';
import { startVerovio } from '../music/verovioWorker.ts';
import { melodySearchBase } from '../search/melody/melodyAddress.ts';
import { MissingPage } from '../ui/NotFound.tsx';
import { type RouteHandle, registerRoutes } from '../ui/routeHandle.ts';
import { RequireAdmin, RequireContributor, RequireSignedIn, RequireSignedOut } from './guards.tsx';
import { recordRoutes } from './recordRoutes.tsx';
import { Shell } from './Shell.tsx';

// The search needs only strings the shell has.
const SearchScreen = lazyScreen(() => import('../search/SearchScreen.tsx').then((m) => m.SearchScreen), {
  messages: false,
});
const MelodySearchScreen = lazyScreen(() =>
  import('../search/melody/MelodySearchScreen.tsx').then((m) => m.MelodySearchScreen),
);
const LoginScreen = lazyScreen(() => import('../auth/LoginScreen.tsx').then((m) => m.LoginScreen));
const LogoutScreen = lazyScreen(() => import('../auth/LogoutScreen.tsx').then((m) => m.LogoutScreen));
const RegisterScreen = lazyScreen(() => import('../auth/RegisterScreen.tsx').then((m) => m.RegisterScreen));
const VerifyScreen = lazyScreen(() => import('../auth/VerifyScreen.tsx').then((m) => m.VerifyScreen));
const RequestResetScreen = lazyScreen(() =>
  import('../auth/RequestResetScreen.tsx').then((m) => m.RequestResetScreen),
);
const ResetPasswordScreen = lazyScreen(() =>
  import('../auth/ResetPasswordScreen.tsx').then((m) => m.ResetPasswordScreen),
);
const WebsiteSettingsScreen = lazyScreen(() =>
  import('../settings/website/WebsiteSettingsScreen.tsx').then((m) => m.WebsiteSettingsScreen),
);
const UsersScreen = lazyScreen(() => import('../settings/users/UsersScreen.tsx').then((m) => m.UsersScreen));
const FilesScreen = lazyScreen(() => import('../files/FilesScreen.tsx').then((m) => m.FilesScreen));
const FileScreen = lazyScreen(() => import('../files/FileScreen.tsx').then((m) => m.FileScreen));
const JobsScreen = lazyScreen(() => import('../jobs/JobsScreen.tsx').then((m) => m.JobsScreen));
const ImportScreen = lazyScreen(() => import('../exchange/ImportScreen.tsx').then((m) => m.ImportScreen));
const DuplicatesScreen = lazyScreen(() =>
  import('../records/merge/DuplicatesScreen.tsx').then((m) => m.DuplicatesScreen),
);
const BulkEditScreen = lazyScreen(() =>
  import('../search/bulk/BulkEditScreen.tsx').then((m) => m.BulkEditScreen),
);
const MergeScreen = lazyScreen(() => import('../records/merge/MergeScreen.tsx').then((m) => m.MergeScreen));
const DeletedRecordsScreen = lazyScreen(() =>
  import('../records/history/DeletedRecordsScreen.tsx').then((m) => m.DeletedRecordsScreen),
);
const PageRedirect = lazyScreen(() =>
  import('../entities/page/PageRedirect.tsx').then((m) => m.PageRedirect),
);

/** A route's element: a lazy screen, whose code `preloadRoute` can ask for before the route renders. */
function screen(Screen: LazyScreen<object>, also?: () => void): Pick<RouteObject, 'element' | 'handle'> {
  const preload = () => {
    also?.();
    return Screen.preload();
  };
  return { element: <Screen />, handle: { preload } satisfies RouteHandle };
}

/** Every route of spec §2; each screen loads lazily. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, ...screen(SearchScreen) },
      { path: searchPath(null), ...screen(SearchScreen) },
      // A static path, ranked before `/search/:type`; Verovio starts loading with its code.
      { path: melodySearchBase, ...screen(MelodySearchScreen, startVerovio) },
      { path: `${searchPath(null)}/:type`, ...screen(SearchScreen) },
      ...recordRoutes('collection', {
        definition: () =>
          import('../entities/collection/collectionDefinition.ts').then((m) => m.collectionDefinition),
      }),
      ...recordRoutes('catalog', {
        definition: () => import('../entities/catalog/catalogDefinition.ts').then((m) => m.catalogDefinition),
      }),
      ...recordRoutes('person', {
        definition: () => import('../entities/person/personDefinition.ts').then((m) => m.personDefinition),
      }),
      ...recordRoutes('score', {
        definition: () => import('../entities/score/scoreDefinition.ts').then((m) => m.scoreDefinition),
        preload: startVerovio,
      }),
      ...recordRoutes('page', {
        definition: () => import('../entities/page/pageDefinition.ts').then((m) => m.pageDefinition),
        screens: ['create', 'edit'],
      }),
      { path: 'pages/:id', ...screen(PageRedirect) },
      // Spec §2 names create and edit only; the view shows the images in the viewer.
      ...recordRoutes('digital_copy', {
        definition: () =>
          import('../entities/digitalCopy/digitalCopyDefinition.ts').then((m) => m.digitalCopyDefinition),
      }),
      ...recordRoutes('composite', {
        definition: () =>
          import('../entities/composite/compositeDefinition.ts').then((m) => m.compositeDefinition),
      }),
      // Reached from search results (§2 keeps its menu entry hidden), so it has a view too.
      ...recordRoutes('publication', {
        definition: () =>
          import('../entities/publication/publicationDefinition.ts').then((m) => m.publicationDefinition),
      }),
      {
        element: <RequireSignedOut />,
        children: [
          { path: 'auth/login', ...screen(LoginScreen) },
          { path: 'auth/register', ...screen(RegisterScreen) },
        ],
      },
      { path: 'auth/logout', ...screen(LogoutScreen) },
      { path: 'auth/verify/:id/:hash', ...screen(VerifyScreen) },
      { path: 'auth/reset', ...screen(RequestResetScreen) },
      { path: 'auth/reset/:resetToken', ...screen(ResetPasswordScreen) },
      {
        element: <RequireAdmin />,
        children: [
          { path: 'settings/website', ...screen(WebsiteSettingsScreen) },
          { path: 'settings/users', ...screen(UsersScreen) },
        ],
      },
      { element: <RequireSignedIn />, children: [{ path: 'jobs', ...screen(JobsScreen) }] },
      // The menu shows Files to admins (spec §2); contributors, whom the server lets manage files, may come too.
      {
        element: <RequireContributor />,
        children: [
          { path: recordCollectionPaths.file, ...screen(FilesScreen) },
          { path: `${recordCollectionPaths.file}/:id`, ...screen(FileScreen) },
          { path: 'import', ...screen(ImportScreen) },
          { path: 'deleted', ...screen(DeletedRecordsScreen) },
          { path: 'duplicates', ...screen(DuplicatesScreen) },
          { path: 'merge', ...screen(MergeScreen) },
          { path: 'bulk-edit', ...screen(BulkEditScreen) },
        ],
      },
      { path: '*', element: <MissingPage /> },
    ],
  },
];
registerRoutes(routes);

export function AppRoutes() {
  return useRoutes(routes);
}
