import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, stamp, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    email_verified_at: stamp('email_verified_at'),
    status: text('status').notNull().default('activated'),
    locale: text('locale'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export const userPermissions = pgTable(
  'user_permissions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.permission_id] })],
);

/** Opaque session tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: createdAt(),
    last_used_at: stamp('last_used_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.token_hash),
    index('sessions_user_idx').on(t.user_id),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value'),
  updated_at: updatedAt(),
});

/** A mailed verification link: the random token is known only to the mailbox, the row holds its hash. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: stamp('expires_at').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.user_id)],
);

/** A mailed password-reset link: single use, short-lived, stored hashed. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    expires_at: stamp('expires_at').notNull(),
    used_at: stamp('used_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('password_resets_token_unique').on(t.token_hash),
    index('password_resets_user_idx').on(t.user_id),
  ],
);

/** Fixed-window counters for login attempts and mail sending, shared by every app server. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_start: stamp('window_start').notNull(),
  count: integer('count').notNull().default(0),
});
