import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PERMISSION_ADMIN } from '@fontes/domain';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { configFromEnv } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { userPermissions, users } from '../db/schema.ts';

/** Makes `email` an activated, verified administrator; creates the account (with a printed password) when absent. */
export async function makeAdmin(
  db: Database,
  email: string,
): Promise<{ created: boolean; password?: string }> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, address));
    let password: string | undefined;
    let id = existing?.id;
    if (existing) {
      await tx
        .update(users)
        .set({ status: 'activated', email_verified_at: sql`coalesce(${users.email_verified_at}, now())` })
        .where(eq(users.id, existing.id));
    } else {
      password = randomBytes(12).toString('base64url');
      const name = address.split('@')[0];
      const [row] = await tx
        .insert(users)
        .values({
          name,
          email: address,
          password_hash: await hashPassword(password),
          email_verified_at: new Date(),
        })
        .returning();
      id = row.id;
    }
    await tx
      .insert(userPermissions)
      .values({ user_id: id as number, permission_id: PERMISSION_ADMIN })
      .onConflictDoNothing();
    return { created: !existing, password };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const email = process.argv[2];
  if (!email?.includes('@')) {
    console.error('Usage: npm run user:admin -- <email>');
    process.exit(2);
  }
  const config = configFromEnv();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
  const outcome = await makeAdmin(database.db, email);
  await database.close();
  console.log(
    outcome.created
      ? `Created the administrator ${email} with the password ${outcome.password} — change it after logging in (password reset).`
      : `${email} is now an activated, verified administrator.`,
  );
}
