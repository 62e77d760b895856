import { type RouteObject, useRoutes } from 'react-router';
import { startVerovio } from '../music/verovioWorker.ts';
import { RequireAdmin, RequireContributor, RequireSignedOut } from './guards.tsx';
import { lazyScreen } from './lazyScreen.ts';
import { MissingPage } from './NotFound.tsx';
import { recordRoutes } from './recordRoutes.tsx';
import { Shell } from './Shell.tsx';

// The search needs only strings the shell has.
const SearchScreen = lazyScreen(() => import('../search/SearchScreen.tsx').then((m) => m.SearchScreen), {
  messages: false,
});
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

/** Every route of spec §2; each screen loads lazily. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <SearchScreen /> },
      { path: 'search', element: <SearchScreen /> },
      { path: 'search/:type', element: <SearchScreen /> },
      ...recordRoutes('/collections', {
        definition: () =>
          import('../entities/collection/collectionDefinition.ts').then((m) => m.collectionDefinition),
      }),
      ...recordRoutes('/catalogs'),
      ...recordRoutes('/people', {
        definition: () => import('../entities/person/personDefinition.ts').then((m) => m.personDefinition),
      }),
      ...recordRoutes('/scores', {
        definition: () => import('../entities/score/scoreDefinition.ts').then((m) => m.scoreDefinition),
        preload: startVerovio,
      }),
      ...recordRoutes('/pages', { screens: ['create', 'edit'] }),
      // Spec §2 names create and edit only; the view shows the images in the viewer (issue 12).
      ...recordRoutes('/digital-copies', {
        definition: () =>
          import('../entities/digitalCopy/digitalCopyDefinition.ts').then((m) => m.digitalCopyDefinition),
      }),
      ...recordRoutes('/composites', {
        definition: () =>
          import('../entities/composite/compositeDefinition.ts').then((m) => m.compositeDefinition),
      }),
      // Reached from search results (§2 keeps its menu entry hidden), so it has a view too.
      ...recordRoutes('/publications', {
        definition: () =>
          import('../entities/publication/publicationDefinition.ts').then((m) => m.publicationDefinition),
      }),
      {
        element: <RequireSignedOut />,
        children: [
          { path: 'auth/login', element: <LoginScreen /> },
          { path: 'auth/register', element: <RegisterScreen /> },
        ],
      },
      { path: 'auth/logout', element: <LogoutScreen /> },
      { path: 'auth/verify/:id/:hash', element: <VerifyScreen /> },
      { path: 'auth/reset', element: <RequestResetScreen /> },
      { path: 'auth/reset/:resetToken', element: <ResetPasswordScreen /> },
      {
        element: <RequireAdmin />,
        children: [
          { path: 'settings/website', element: <WebsiteSettingsScreen /> },
          { path: 'settings/users', element: <UsersScreen /> },
        ],
      },
      // The menu shows Files to admins (spec §2); contributors, whom the server lets manage files, may come too.
      {
        element: <RequireContributor />,
        children: [
          { path: 'files', element: <FilesScreen /> },
          { path: 'files/:id', element: <FileScreen /> },
        ],
      },
      { path: '*', element: <MissingPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
