import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../session/sessionContext.ts';
import { isLoggedIn } from '../../session/sessionState.ts';
import { menuIcons } from '../../ui/menuIcons.tsx';
import { isActiveEntry, type MenuEntry, submenuOf, visibleMenu } from './menu.ts';

// Material 3 navigation drawer items: full-round, inset from the drawer's edges.
const itemSx = { borderRadius: 999, mx: 1.5, my: 0.25 } as const;

/**
 * The menu of spec §2 "Shell": submenus open in place, with a back entry to the parent. Each entry is a list
 * item holding its link or button, as a list must be for screen readers to count it.
 */
export function NavigationMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const audience = {
    loggedIn: isLoggedIn(session),
    isContributor: session.isContributor,
    isAdmin: session.isAdmin,
  };
  const entries = visibleMenu(audience, location.pathname + location.search);
  const currentSubmenu = submenuOf(entries, location.pathname)?.key ?? null;
  const [open, setOpen] = useState<{ key: string | null; focus: string | null }>(() => ({
    key: currentSubmenu,
    focus: null,
  }));

  // Follows the page the user went to, and the submenu that appears once the signed-in user has loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key is the trigger, not an input
  useEffect(() => {
    setOpen({ key: currentSubmenu, focus: null });
  }, [location.key, currentSubmenu]);

  const submenu = entries.find((entry) => entry.key === open.key && entry.children);
  const link = (entry: MenuEntry, focus: boolean) => {
    const active = isActiveEntry(entry, location.pathname);
    return (
      <ListItem key={entry.key} disablePadding>
        <ListItemButton
          component={Link}
          to={entry.to ?? '/'}
          selected={active}
          aria-current={active ? 'page' : undefined}
          autoFocus={focus}
          data-testid={`menu-${entry.key}`}
          sx={itemSx}
        >
          <ListItemIcon>{menuIcons[entry.key]}</ListItemIcon>
          <ListItemText primary={t(entry.labelKey)} />
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <nav aria-label={t('shell.navigation')} data-testid="navigation">
      {submenu ? (
        <List
          subheader={
            <ListSubheader sx={{ bgcolor: 'transparent', pl: 3 }}>{t(submenu.labelKey)}</ListSubheader>
          }
        >
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => setOpen({ key: null, focus: submenu.key })}
              autoFocus={open.focus === 'back'}
              data-testid="menu-back"
              sx={itemSx}
            >
              <ListItemIcon>
                <ArrowBackIcon />
              </ListItemIcon>
              <ListItemText primary={t('shell.menu.back')} />
            </ListItemButton>
          </ListItem>
          {submenu.children?.map((child) => link(child, false))}
        </List>
      ) : (
        <List>
          {entries.map((entry) =>
            entry.children ? (
              <ListItem key={entry.key} disablePadding>
                <ListItemButton
                  onClick={() => setOpen({ key: entry.key, focus: 'back' })}
                  autoFocus={open.focus === entry.key}
                  data-testid={`menu-${entry.key}`}
                  sx={itemSx}
                >
                  <ListItemIcon>{menuIcons[entry.key]}</ListItemIcon>
                  <ListItemText primary={t(entry.labelKey)} />
                  <ChevronRightIcon fontSize="small" />
                </ListItemButton>
              </ListItem>
            ) : (
              link(entry, open.focus === entry.key)
            ),
          )}
        </List>
      )}
    </nav>
  );
}
