import { Box, Drawer, Toolbar, Typography } from '@mui/material';
import type { HTMLAttributes } from 'react';
import { Link } from 'react-router';
import { NavigationMenu } from './NavigationMenu.tsx';

export const drawerWidth = 280;

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
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        id="navigation-drawer"
        data-testid="navigation-drawer"
        slotProps={{
          paper: { sx: { width: drawerWidth } },
          backdrop: { 'data-testid': 'navigation-scrim' } as HTMLAttributes<HTMLDivElement>,
        }}
      >
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      id="navigation-drawer"
      data-testid="navigation-drawer"
      sx={{
        width: drawerWidth,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
      }}
    >
      {content}
    </Drawer>
  );
}
