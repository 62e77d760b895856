import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from './LanguageSwitch.tsx';

export interface TopBarProps {
  siteTitle: string;
  /** Shown where the menu header with the title is not (collapsed menu, /auth/ screens). */
  showTitle: boolean;
  showMenuButton: boolean;
  menuOpen: boolean;
  onMenuClick(): void;
}

export function TopBar({ siteTitle, showTitle, showMenuButton, menuOpen, onMenuClick }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ bgcolor: 'background.default' }}>
      <Toolbar sx={{ gap: 1 }}>
        {showMenuButton && (
          <IconButton
            edge="start"
            onClick={onMenuClick}
            aria-label={t(menuOpen ? 'shell.close_menu' : 'shell.open_menu')}
            aria-expanded={menuOpen}
            aria-controls="navigation-drawer"
            data-testid="menu-toggle"
          >
            <MenuIcon />
          </IconButton>
        )}
        {showTitle && (
          <Typography
            component={Link}
            to="/"
            variant="h6"
            noWrap
            data-testid="site-title"
            sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 600 }}
          >
            {siteTitle}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <LanguageSwitch />
      </Toolbar>
    </AppBar>
  );
}
