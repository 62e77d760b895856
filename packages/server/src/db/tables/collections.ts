import { pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';

export const collections = pgTable('collections', {
  ...recordColumns(),
  name: text('name').notNull(),
  prefix: text('prefix').notNull(),
  description: text('description'),
  url: text('url'),
});
