import { describe, expect, it } from 'vitest';
import { rolesFromPermissions } from './roles.ts';

const ids = (...list: number[]) => list.map((id) => ({ id }));
const none = { isAdmin: false, isContributor: false, isGuest: false };

describe('rolesFromPermissions', () => {
  it('gives admin, contributor and guest for id 1', () => {
    expect(rolesFromPermissions(ids(1))).toEqual({ isAdmin: true, isContributor: true, isGuest: true });
  });

  it('gives contributor and guest for id 2', () => {
    expect(rolesFromPermissions(ids(2))).toEqual({ isAdmin: false, isContributor: true, isGuest: true });
  });

  it('gives guest only for id 3', () => {
    expect(rolesFromPermissions(ids(3))).toEqual({ isAdmin: false, isContributor: false, isGuest: true });
  });

  it('gives nothing for id 4 or higher', () => {
    expect(rolesFromPermissions(ids(4))).toEqual(none);
    expect(rolesFromPermissions(ids(4, 17))).toEqual(none);
  });

  it('takes the strongest id of a mixture, in any order', () => {
    expect(rolesFromPermissions(ids(4, 3, 2))).toEqual({
      isAdmin: false,
      isContributor: true,
      isGuest: true,
    });
    expect(rolesFromPermissions(ids(3, 1))).toEqual({ isAdmin: true, isContributor: true, isGuest: true });
    expect(rolesFromPermissions(ids(5, 3))).toEqual({ isAdmin: false, isContributor: false, isGuest: true });
  });

  it('gives nothing for empty, null or undefined permissions', () => {
    expect(rolesFromPermissions([])).toEqual(none);
    expect(rolesFromPermissions(null)).toEqual(none);
    expect(rolesFromPermissions(undefined)).toEqual(none);
  });

  it('ignores ids that are not positive integers instead of reading them as admin', () => {
    expect(rolesFromPermissions(ids(0, -1, 1.5, Number.NaN))).toEqual(none);
  });
});
