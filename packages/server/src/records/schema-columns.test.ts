import { scoreSchema } from '@fontes/domain';
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scores } from '../db/schema.ts';
import { schemaColumns, schemaFields } from './schema-columns.ts';

describe('columns from the domain schema', () => {
  it('takes the fields a score’s schema and table share, leaving links, lists and the save’s own columns', () => {
    expect(schemaFields(scoreSchema, scores)).toEqual([
      'shelfmark',
      'former_shelfmarks',
      'short_title',
      'title',
      'alternative_name',
      'opus',
      'work_date',
      'key',
      'provenance',
      'notes',
      'has_digital_copy',
    ]);
  });

  it('saves a field added to the schema and the table, with its value as validated', () => {
    const shelves = pgTable('shelves', {
      id: serial('id').primaryKey(),
      updated_at: timestamp('updated_at').notNull(),
      position: integer('position'),
      label: text('label'),
      open: boolean('open'),
      room_id: integer('room_id'),
    });
    const schema = z.object({
      id: z.number(),
      position: z.number(),
      label: z.string().trim(),
      open: z.boolean(),
      room: z.number(),
      books: z.array(z.string()),
    });
    const columns = schemaColumns(schema, shelves);
    const values = schema.parse({ id: 1, position: 2, label: ' A ', open: true, room: 3, books: [] });
    expect(columns(values)).toEqual({ label: 'A', open: true });
  });
});
