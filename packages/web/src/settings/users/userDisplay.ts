import {
  PERMISSION_ADMIN,
  PERMISSION_CONTRIBUTOR,
  PERMISSION_GUEST,
  rolesFromPermissions,
} from '@fontes/domain';

/** The three roles an administrator chooses from, by the permission id that grants each (spec §6). */
export const roleOptions = [
  { role: 'admin', permission: PERMISSION_ADMIN },
  { role: 'contributor', permission: PERMISSION_CONTRIBUTOR },
  { role: 'guest', permission: PERMISSION_GUEST },
] as const;

export type Role = (typeof roleOptions)[number]['role'];

/** The highest role the permissions give (they are cumulative), or null for none. */
export function roleOf(permissions: ReadonlyArray<{ id: number }>): Role | null {
  const roles = rolesFromPermissions(permissions);
  if (roles.isAdmin) return 'admin';
  if (roles.isContributor) return 'contributor';
  if (roles.isGuest) return 'guest';
  return null;
}

export function permissionOf(role: Role): number {
  return roleOptions.find((option) => option.role === role)?.permission ?? PERMISSION_GUEST;
}

/** A date of the server (ISO 8601) as the interface language writes it; the text as is if it is none. */
export function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
