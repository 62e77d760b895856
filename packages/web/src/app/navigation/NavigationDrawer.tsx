import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { lazyScreen } from '../../i18n/lazyScreen.ts';
import { drawerWidth } from './drawerWidth.ts';
import { NavigationMenu } from './NavigationMenu.tsx';

export { drawerWidth };

// Only narrow windows need the modal drawer (and its modal, focus trap and transitions): it loads as soon
// as the window is narrow, before the toggle is used.
const TemporaryDrawer = lazyScreen(() => import('./TemporaryDrawer.tsx').then((m) => m.TemporaryDrawer), {
  messages: false,
});

// The permanent drawer as MUI's Drawer renders it (variant "permanent", anchor left), theme overrides included,
// without the modal machinery only the temporary variant uses.
const DockedRoot = styled('div', { name: 'MuiDrawer', slot: 'Docked' })({ flex: '0 0 auto' });
const DockedPaper = styled(Paper, { name: 'MuiDrawer', slot: 'Paper' })(({ theme }) => ({
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  flex: '1 0 auto',
  zIndex: theme.zIndex.drawer,
  position: 'fixed',
  top: 0,
  left: 0,
  outline: 0,
  borderRight: `1px solid ${theme.palette.divider}`,
}));

export interface NavigationDrawerProps {
  /** Under the collapse width the drawer is temporary, behind a toggle and a scrim. */
  collapsed: boolean;
  open: boolean;
  onClose(): void;
  siteTitle: string;
}

export function NavigationDrawer({ collapsed, open, onClose, siteTitle }: NavigationDrawerProps) {
  const content = (
    <>
      <Toolbar sx={{ px: 3 }}>
        {/* A long title an administrator chose wraps rather than being cut off. */}
        <Typography
          component={Link}
          to="/"
          variant="h6"
          data-testid="menu-site-title"
          sx={{
            color: 'primary.main',
            textDecoration: 'none',
            fontWeight: 600,
            lineHeight: 1.3,
            py: 1,
            overflowWrap: 'anywhere',
          }}
        >
          {siteTitle}
        </Typography>
      </Toolbar>
      <Box sx={{ overflowY: 'auto', pb: 2 }}>
        <NavigationMenu />
      </Box>
    </>
  );
  if (collapsed) {
    return (
      <Suspense fallback={null}>
        <TemporaryDrawer open={open} onClose={onClose}>
          {content}
        </TemporaryDrawer>
      </Suspense>
    );
  }
  return (
    <DockedRoot
      id="navigation-drawer"
      data-testid="navigation-drawer"
      className="MuiDrawer-root MuiDrawer-docked"
      sx={{ width: drawerWidth, flexShrink: 0 }}
    >
      <DockedPaper
        elevation={0}
        square
        className="MuiDrawer-paper MuiDrawer-paperAnchorLeft MuiDrawer-paperAnchorDockedLeft"
        sx={{ width: drawerWidth, boxSizing: 'border-box' }}
      >
        {content}
      </DockedPaper>
    </DockedRoot>
  );
}
