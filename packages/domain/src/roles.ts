// Spec §6: roles are cumulative; a lower permission id includes every higher one.
export const PERMISSION_ADMIN = 1;
export const PERMISSION_CONTRIBUTOR = 2;
export const PERMISSION_GUEST = 3;

export type Roles = { isAdmin: boolean; isContributor: boolean; isGuest: boolean };

export function rolesFromPermissions(permissions: ReadonlyArray<{ id: number }> | null | undefined): Roles {
  const roles: Roles = { isAdmin: false, isContributor: false, isGuest: false };
  for (const { id } of permissions ?? []) {
    // Real permission ids are positive integers; anything else must not grant admin.
    if (!Number.isInteger(id) || id < 1) continue;
    if (id <= PERMISSION_ADMIN) roles.isAdmin = true;
    if (id <= PERMISSION_CONTRIBUTOR) roles.isContributor = true;
    if (id <= PERMISSION_GUEST) roles.isGuest = true;
  }
  return roles;
}
