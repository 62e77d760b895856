import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { jobs } from './jobs.ts';

/**
 * Where an imported record came from: its type and id, the import job that wrote it, its 001 and the name
 * of the file. Importing the same file again finds its records here and updates them.
 */
export const importSources = pgTable(
  'import_sources',
  {
    id: serial('id').primaryKey(),
    record_type: text('record_type').notNull(),
    record_id: integer('record_id').notNull(),
    /** The import that wrote the record first; kept when that job's row goes. */
    job_id: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    control_number: text('control_number').notNull(),
    file_name: text('file_name').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('import_sources_record_unique').on(t.record_type, t.record_id),
    index('import_sources_file_idx').on(t.file_name, t.control_number),
  ],
);
