import type { digitalCopies, digitalCopyFiles } from '../../db/schema.ts';
import type { Serialized } from '../../db/serialized.ts';
import type { FileRecord } from '../file/file-record.ts';

// What the DigitalCopy and DigitalCopyFile resolvers get (codegen's mappers): digital copies and their
// images also come as bare rows (a catalog's or score's copies, a page's image); what such a row lacks
// is loaded when asked for.

/** An image's file, with its content's hash (which versions the image service's id). */
export type ImageFile = FileRecord & { sha256: string | null };

/** An image with its file (none for an image elsewhere), as a loaded digital copy lists it. */
export type DigitalCopyImage = DigitalCopyFileRow & { file: ImageFile | null };

/** A digital copy: a bare row, or loaded with its images. */
export type DigitalCopyRow = Serialized<typeof digitalCopies.$inferSelect> & { files?: DigitalCopyImage[] };

/** An image: a bare row, or loaded with its file, its copy and what that shows. */
export type DigitalCopyFileRow = typeof digitalCopyFiles.$inferSelect & {
  file?: ImageFile | null;
  digital_copy?: DigitalCopyRow;
  digitizable_type?: string;
  digitizable_id?: number;
};
