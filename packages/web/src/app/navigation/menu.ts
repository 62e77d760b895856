import { createPath, type PathRecordType } from '@fontes/domain';

export interface MenuAudience {
  loggedIn: boolean;
  isContributor: boolean;
  isAdmin: boolean;
}

export interface MenuEntry {
  key: string;
  labelKey: string;
  /** Where the entry leads; entries without one open their submenu. */
  to?: string;
  children?: MenuEntry[];
}

interface MenuEntryDefinition extends Omit<MenuEntry, 'children' | 'to'> {
  to?: (currentPath: string) => string;
  visible: (audience: MenuAudience) => boolean;
  children?: MenuEntryDefinition[];
}

const always = () => true;
const never = () => false;
const contributors = (a: MenuAudience) => a.isContributor;
const admins = (a: MenuAudience) => a.isAdmin;

function createEntry(type: PathRecordType, visible = contributors): MenuEntryDefinition {
  return { key: `create-${type}`, labelKey: `recordTypes.${type}`, to: () => createPath(type), visible };
}

// Spec §2 "Shell": the entries, and who sees them (§6).
const menuDefinition: MenuEntryDefinition[] = [
  { key: 'search', labelKey: 'shell.menu.search', to: () => '/', visible: always },
  {
    key: 'create',
    labelKey: 'shell.menu.create',
    visible: contributors,
    children: [
      createEntry('collection'),
      createEntry('score'),
      createEntry('catalog'),
      createEntry('person'),
      createEntry('digital_copy'),
      createEntry('composite', never),
      createEntry('publication', never),
    ],
  },
  {
    key: 'settings',
    labelKey: 'shell.menu.settings',
    visible: admins,
    children: [
      {
        key: 'settings-website',
        labelKey: 'shell.menu.website',
        to: () => '/settings/website',
        visible: admins,
      },
      { key: 'settings-users', labelKey: 'shell.menu.users', to: () => '/settings/users', visible: admins },
    ],
  },
  { key: 'files', labelKey: 'shell.menu.files', to: () => '/files', visible: admins },
  { key: 'import', labelKey: 'shell.menu.import', to: () => '/import', visible: contributors },
  { key: 'deleted', labelKey: 'shell.menu.deleted', to: () => '/deleted', visible: contributors },
  { key: 'duplicates', labelKey: 'shell.menu.duplicates', to: () => '/duplicates', visible: contributors },
  {
    key: 'login',
    labelKey: 'shell.menu.login',
    to: (currentPath) => `/auth/login?redirect=${encodeURIComponent(currentPath)}`,
    visible: (a) => !a.loggedIn,
  },
  { key: 'jobs', labelKey: 'shell.menu.jobs', to: () => '/jobs', visible: (a) => a.loggedIn },
  { key: 'logout', labelKey: 'shell.menu.logout', to: () => '/auth/logout', visible: (a) => a.loggedIn },
];

function resolve(entries: MenuEntryDefinition[], audience: MenuAudience, currentPath: string): MenuEntry[] {
  return entries
    .filter((entry) => entry.visible(audience))
    .map(({ key, labelKey, to, children }) => ({
      key,
      labelKey,
      ...(to ? { to: to(currentPath) } : {}),
      ...(children ? { children: resolve(children, audience, currentPath) } : {}),
    }));
}

/** The menu this audience sees; `currentPath` (path and query) is where login returns to. */
export function visibleMenu(audience: MenuAudience, currentPath: string): MenuEntry[] {
  return resolve(menuDefinition, audience, currentPath);
}

/** Whether an entry's target is the page at `pathname`; search also owns `/search…`. */
export function isActiveEntry(entry: MenuEntry, pathname: string): boolean {
  if (!entry.to) return false;
  const target = entry.to.split('?')[0];
  if (target === '/') return pathname === '/' || pathname === '/search' || pathname.startsWith('/search/');
  return pathname === target;
}

/** The submenu holding the page at `pathname`, so that the menu opens where the user is. */
export function submenuOf(entries: MenuEntry[], pathname: string): MenuEntry | undefined {
  return entries.find((entry) => entry.children?.some((child) => isActiveEntry(child, pathname)));
}
