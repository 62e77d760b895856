import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { catalogs } from './catalogs.ts';
import { recordColumns } from './columns.ts';
import { scores } from './scores.ts';

/** An uploaded file or a folder. The content lives in storage under its SHA-256, never a user-chosen path. */
export const files = pgTable(
  'files',
  {
    ...recordColumns(),
    filename: text('filename').notNull(),
    mime: text('mime'),
    size: integer('size').notNull().default(0),
    is_folder: boolean('is_folder').notNull().default(false),
    folder: text('folder').notNull().default(''),
    sha256: text('sha256'),
    width: integer('width'),
    height: integer('height'),
  },
  // The file list reads a page of a folder's folders or files in the order of one of these, either way.
  (t) => [
    index('files_folder_idx').on(t.folder, t.filename),
    index('files_sha256_idx').on(t.sha256),
    index('files_listing_name_idx').on(t.folder, t.is_folder, sql`lower(${t.filename})`, t.id),
    index('files_listing_size_idx').on(t.folder, t.is_folder, t.size, t.id),
    index('files_listing_date_idx').on(t.folder, t.is_folder, t.created_at, t.id),
  ],
);

/** Scanned images of a catalog or a score; exactly one of catalog_id and score_id is set. */
export const digitalCopies = pgTable(
  'digital_copies',
  {
    ...recordColumns(),
    name: text('name').notNull(),
    catalog_id: integer('catalog_id').references((): AnyPgColumn => catalogs.id, { onDelete: 'restrict' }),
    score_id: integer('score_id').references((): AnyPgColumn => scores.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('digital_copies_catalog_idx').on(t.catalog_id),
    index('digital_copies_score_idx').on(t.score_id),
    check('digital_copies_one_digitizable', sql`num_nonnulls(${t.catalog_id}, ${t.score_id}) = 1`),
  ],
);

/**
 * An image of a digital copy: an uploaded file, or an image elsewhere that a IIIF manifest named on
 * import (its image and image service addresses, its size and type as the manifest gave them).
 */
export const digitalCopyFiles = pgTable(
  'digital_copy_files',
  {
    id: serial('id').primaryKey(),
    digital_copy_id: integer('digital_copy_id')
      .notNull()
      .references(() => digitalCopies.id, { onDelete: 'cascade' }),
    file_id: integer('file_id').references(() => files.id, { onDelete: 'restrict' }),
    name: text('name'),
    position: integer('position').notNull(),
    remote_image: text('remote_image'),
    remote_service: text('remote_service'),
    /** ImageService2 or ImageService3. */
    remote_service_type: text('remote_service_type'),
    remote_format: text('remote_format'),
    remote_width: integer('remote_width'),
    remote_height: integer('remote_height'),
  },
  (t) => [
    index('digital_copy_files_copy_idx').on(t.digital_copy_id, t.position),
    index('digital_copy_files_file_idx').on(t.file_id),
    check('digital_copy_files_file_or_remote', sql`num_nonnulls(${t.file_id}, ${t.remote_image}) = 1`),
  ],
);
