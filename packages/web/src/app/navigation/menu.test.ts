import { describe, expect, it } from 'vitest';
import { isActiveEntry, type MenuAudience, submenuOf, visibleMenu } from './menu.ts';

const visitor: MenuAudience = { loggedIn: false, isContributor: false, isAdmin: false };
const guest: MenuAudience = { loggedIn: true, isContributor: false, isAdmin: false };
const contributor: MenuAudience = { loggedIn: true, isContributor: true, isAdmin: false };
const admin: MenuAudience = { loggedIn: true, isContributor: true, isAdmin: true };

const keys = (audience: MenuAudience) => visibleMenu(audience, '/').map((entry) => entry.key);

describe('visibleMenu', () => {
  it('shows search and login to a logged-out visitor', () => {
    expect(keys(visitor)).toEqual(['search', 'login']);
  });

  it('shows the jobs and logout instead of login when logged in', () => {
    expect(keys(guest)).toEqual(['search', 'jobs', 'logout']);
  });

  it('gives contributors the Create submenu without composites and publications, the import, the deleted records and the duplicates', () => {
    expect(keys(contributor)).toEqual([
      'search',
      'create',
      'import',
      'deleted',
      'duplicates',
      'jobs',
      'logout',
    ]);
    const create = visibleMenu(contributor, '/').find((entry) => entry.key === 'create');
    expect(create?.children?.map((entry) => entry.to)).toEqual([
      '/collections/create',
      '/scores/create',
      '/catalogs/create',
      '/people/create',
      '/digital-copies/create',
    ]);
  });

  it('gives admins Settings and Files', () => {
    expect(keys(admin)).toEqual([
      'search',
      'create',
      'settings',
      'files',
      'import',
      'deleted',
      'duplicates',
      'jobs',
      'logout',
    ]);
    const settings = visibleMenu(admin, '/').find((entry) => entry.key === 'settings');
    expect(settings?.children?.map((entry) => entry.to)).toEqual(['/settings/website', '/settings/users']);
  });

  it('sends login back to the current path', () => {
    const login = visibleMenu(visitor, '/collections/4?tab=x').find((entry) => entry.key === 'login');
    expect(login?.to).toBe('/auth/login?redirect=%2Fcollections%2F4%3Ftab%3Dx');
  });
});

describe('active entries', () => {
  const menu = visibleMenu(admin, '/');

  it('highlights search on its paths only', () => {
    const search = menu[0];
    expect(['/', '/search', '/search/score'].map((p) => isActiveEntry(search, p))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isActiveEntry(search, '/collections/1')).toBe(false);
  });

  it('finds the submenu of the current page', () => {
    expect(submenuOf(menu, '/collections/create')?.key).toBe('create');
    expect(submenuOf(menu, '/settings/users')?.key).toBe('settings');
    expect(submenuOf(menu, '/')).toBeUndefined();
  });
});
