import { asc, ilike, inArray, or, sql } from 'drizzle-orm';
import { userPermissions, users } from '../db/schema.ts';
import { refuseUnless } from '../graphql/authorize.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { pageCursor, pageRequest } from '../graphql/paging.ts';
import { toSessionUser, userResult } from '../session/session-user.ts';

/** Admins: accounts by name, with search over name and e-mail, paged like search. */
export async function listUsers(
  ctx: GraphQLContext,
  args: { search?: string | null; first?: number | null; after?: string | null },
) {
  refuseUnless(ctx, 'admin');
  const page = pageRequest(ctx.t, args, 25);
  const needle = args.search?.trim();
  const where = needle
    ? or(ilike(users.name, `%${escapeLike(needle)}%`), ilike(users.email, `%${escapeLike(needle)}%`))
    : undefined;
  const rows = await ctx.db
    .select({ user: users, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(page.first)
    .offset(page.offset);
  const ids = rows.map((r) => r.user.id);
  const perms = ids.length
    ? await ctx.db.select().from(userPermissions).where(inArray(userPermissions.user_id, ids))
    : [];
  const items = rows.map(({ user }) =>
    userResult(
      toSessionUser(
        user,
        perms.filter((p) => p.user_id === user.id).map((p) => p.permission_id),
      ),
    ),
  );
  const total = rows[0]?.total ?? 0;
  return { total, items, ...pageCursor(page, items.length, total) };
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
