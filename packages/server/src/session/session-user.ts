import { rolesFromPermissions } from '@fontes/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { userPermissions, users } from '../db/schema.ts';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  status: string;
  locale: string | null;
  email_verified_at: Date | null;
  created_at: Date;
  permissions: number[];
  isAdmin: boolean;
  isContributor: boolean;
  isGuest: boolean;
  /** The server itself (see system-actor.ts), not an account. */
  system?: boolean;
}

type UserRow = typeof users.$inferSelect;

export function toSessionUser(row: UserRow, permissionIds: number[]): SessionUser {
  const roles = rolesFromPermissions(permissionIds.map((id) => ({ id })));
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    status: row.status,
    locale: row.locale,
    email_verified_at: row.email_verified_at,
    created_at: row.created_at,
    permissions: [...permissionIds].sort((a, b) => a - b),
    ...roles,
  };
}

/** A user's permission ids, as one column of a statement that selects from `users`. */
export const permissionIdsOfUser: SQL<number[]> = sql<
  number[]
>`coalesce((select array_agg(${userPermissions.permission_id}) from ${userPermissions} where ${userPermissions.user_id} = ${users.id}), '{}')`;

export async function loadSessionUser(db: Executor, userId: number): Promise<SessionUser | null> {
  const [found] = await db
    .select({ user: users, permissions: permissionIdsOfUser })
    .from(users)
    .where(eq(users.id, userId));
  return found ? toSessionUser(found.user, found.permissions) : null;
}

/** The GraphQL `User` shape. */
export function userResult(user: SessionUser) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    permissions: user.permissions.map((id) => ({ id })),
    locale: user.locale,
    email_verified_at: user.email_verified_at?.toISOString() ?? null,
    registered_at: user.created_at.toISOString(),
    status: user.status,
  };
}
