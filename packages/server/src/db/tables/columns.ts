import { serial, timestamp } from 'drizzle-orm/pg-core';

// Millisecond precision so that the `updated_at` a client echoes back compares equal to the stored one.
export const stamp = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
export const createdAt = () => stamp('created_at').notNull().defaultNow();
export const updatedAt = () => stamp('updated_at').notNull().defaultNow();

/** The columns every catalogue record has: the generic save path relies on `id` and `updated_at`. */
export const recordColumns = () => ({
  id: serial('id').primaryKey(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});
