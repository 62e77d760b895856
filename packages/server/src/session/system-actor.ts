import { PERMISSION_ADMIN } from '@fontes/domain';
import type { SessionUser } from './session-user.ts';

/**
 * The server acting on its own (`npm run demo`): an administrator that is no account, so that its saves
 * take exactly the path a user's do, without an account that would keep the first person to register
 * from becoming administrator. Its revisions name no user. Never the user of a request.
 */
export const systemUser: SessionUser = Object.freeze({
  id: 0,
  name: 'Fontes',
  email: '',
  status: 'activated',
  locale: null,
  email_verified_at: new Date(0),
  created_at: new Date(0),
  permissions: [PERMISSION_ADMIN],
  isAdmin: true,
  isContributor: true,
  isGuest: true,
  system: true,
});

/** The account a revision names: the caller's, or none for anonymous and system work. */
export function accountIdOf(user: SessionUser | null): number | null {
  return user && !user.system ? user.id : null;
}
