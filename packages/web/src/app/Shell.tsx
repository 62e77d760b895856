import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
// The system's provider: Material's own would add the CSS-variables provider, which this theme never uses.
import ThemeProvider from '@mui/system/ThemeProvider';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { lazyScreen } from '../i18n/lazyScreen.ts';
import { useSession } from '../session/sessionContext.ts';
import { DeskScreenContext, keepMenuHiddenOnDesk, menuHiddenOnDesk } from '../ui/deskScreen.ts';
import { FlashMessage } from '../ui/FlashMessage.tsx';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { SharedTooltipHost } from '../ui/SharedTooltip.tsx';
import { documentTitle, ScreenTitleContext } from '../ui/screenTitle.ts';
import { NavigationDrawer } from './navigation/NavigationDrawer.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { TopBar } from './TopBar.tsx';
import { useRouteTheme } from './theme/useRouteTheme.ts';
import { useTranslatedTheme } from './theme/useTranslatedTheme.ts';
import { useSiteSettings } from './useSiteSettings.ts';

// Loaded only for the few who need it: a signed-in user whose address is not confirmed yet.
const VerificationNotice = lazyScreen(() =>
  import('../auth/VerificationNotice.tsx').then((m) => m.VerificationNotice),
);

/** Spec §9: under this window width the menu collapses behind a toggle. */
export const collapseBelowPx = 1000;

/** Navigation menu and content area (spec §2 "Shell"). */
export function Shell() {
  const location = useLocation();
  const { siteTitle, themeColor } = useSiteSettings();
  const theme = useTranslatedTheme(useRouteTheme(themeColor, location.key));
  const collapsed = useMediaQuery(`(max-width:${collapseBelowPx - 0.02}px)`, { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const [desk, setDesk] = useState(false);
  const [hiddenOnDesk, setHiddenOnDesk] = useState(menuHiddenOnDesk);
  // On a desk screen of a wide window the docked menu is shown and hidden by the top bar's toggle.
  const deskToggle = desk && !collapsed;
  const menuHidden = deskToggle && hiddenOnDesk;
  const toggleDeskMenu = () => {
    keepMenuHiddenOnDesk(!hiddenOnDesk);
    setHiddenOnDesk(!hiddenOnDesk);
  };
  const [screenName, setScreenName] = useState<string | null>(null);
  const session = useSession();
  const showNavigation = !location.pathname.startsWith('/auth/');
  const showVerificationNotice = showNavigation && !!session.user && !session.verified;

  // The menu closes on every route change (going back restores an earlier key, so the location itself is
  // watched), and collapsing hides it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the triggers, not inputs
  useEffect(() => setMenuOpen(false), [location, collapsed]);

  useEffect(() => {
    document.title = documentTitle(siteTitle, screenName);
  }, [siteTitle, screenName]);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        {showNavigation && !menuHidden && (
          <NavigationDrawer
            collapsed={collapsed}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            siteTitle={siteTitle}
          />
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <TopBar
            siteTitle={siteTitle}
            showTitle={collapsed || menuHidden || !showNavigation}
            showMenuButton={(collapsed || deskToggle) && showNavigation}
            menuOpen={deskToggle ? !menuHidden : menuOpen}
            onMenuClick={deskToggle ? toggleDeskMenu : () => setMenuOpen((open) => !open)}
          />
          <Box component="main" sx={{ flex: 1 }}>
            {showVerificationNotice && (
              <Suspense fallback={null}>
                <Container maxWidth="md" sx={{ pt: { xs: 2, md: 3 } }}>
                  <VerificationNotice />
                </Container>
              </Suspense>
            )}
            <FlashMessage />
            <DeskScreenContext value={setDesk}>
              <ScreenTitleContext value={setScreenName}>
                <RouteErrorBoundary resetKey={location.pathname}>
                  <Suspense fallback={<LoadingIndicator />}>
                    <SharedTooltipHost>
                      <Outlet />
                    </SharedTooltipHost>
                  </Suspense>
                </RouteErrorBoundary>
              </ScreenTitleContext>
            </DeskScreenContext>
          </Box>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
