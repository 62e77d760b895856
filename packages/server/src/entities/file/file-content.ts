import { FILE_TOO_LARGE } from '@fontes/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import { files } from '../../db/schema.ts';
import { type FileContent, inspectContent } from '../../files/inspect.ts';
import { ReceivedUpload } from '../../files/multipart.ts';
import { type FileStorage, type IncomingContent, storageFor } from '../../files/storage.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { Refusal } from '../../graphql/results.ts';
import { derivedCacheFor } from '../../iiif/derived-cache.ts';
import type { AfterCommit, Deleted, Prepared, SaveRequest } from '../../records/record-definition.ts';

/** A received upload on its way to be a file's content: read before the save, stored inside it. */
export interface Upload {
  storage: FileStorage;
  incoming: IncomingContent;
  /** Hash, size, type and pixel size: the columns written with the row. */
  content: FileContent;
  /** The file whose content it replaces, and the hash of that content. */
  id: number | null;
  replaced: string | undefined;
}

/**
 * A file save's `beforeSave`: the received file (already on disk, hashed, cut off at MAX_UPLOAD_MB)
 * checked and inspected (`type` as the client claims it is only a fallback for what is not recognised).
 * A folder, or a file saved without new content, is its fields alone.
 */
export async function readUpload(ctx: GraphQLContext, request: SaveRequest): Promise<Prepared<Upload>> {
  // A batch (renameFiles) brings its records inside the transaction, and never an upload.
  if (request.input == null) return { input: {} };
  const { file: upload, ...fields } = request.input;
  const refuse = (key: string) => {
    throw new Refusal(key === FILE_TOO_LARGE ? key : 'Server.error_validation', {}, [{ path: 'file', key }]);
  };
  // The Upload scalar takes whatever the request holds: a string in JSON, or the text of a multipart
  // part sent without a file name. Only a file the server received itself is one.
  if (upload != null && !(upload instanceof ReceivedUpload)) refuse('File.error_upload_not_file');
  const received = upload as ReceivedUpload | null | undefined;
  if (received && !received.content) refuse(FILE_TOO_LARGE);
  if (received?.content?.size === 0) refuse('File.error_upload_no_content');
  const folder = fields.is_folder === true;
  if (!received && !folder && fields.id == null) refuse('File.error_upload_empty');
  if (!received?.content || folder) return { input: fields };
  const id = fields.id == null ? null : Number(fields.id);
  const extra = {
    storage: storageFor(ctx.config),
    incoming: received.content,
    content: await inspectContent(received.content, received.type),
    id,
    replaced: id === null ? undefined : await contentOf(ctx.db, id),
  };
  // A new file is named by its upload unless named; a replaced content keeps the file's name.
  const stored = id === null ? undefined : await filenameOf(ctx.db, id);
  return { input: { ...fields, filename: fields.filename ?? stored ?? received.name }, extra };
}

/**
 * Held, until its transaction ends, by whoever writes or removes the bytes with this SHA-256: a delete
 * that finds no other file with the same bytes cannot remove them under an upload whose row is not
 * committed yet, and an upload waits for such a delete before it stores them again.
 */
const lockContent = (tx: Executor, sha256: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${sha256}, 0))`);

/** Stores the bytes by a rename, once the row passed validation and the version check. */
export async function storeUpload(tx: Transaction, upload: Upload): Promise<void> {
  await lockContent(tx, upload.content.sha256);
  await upload.storage.adopt(upload.incoming);
}

/**
 * After the save: the received content is dropped unless stored (a failed save leaves at most a
 * content-addressed blob no row names); replaced content goes when no file has it any more, and the
 * image service's derivatives of the old content with it.
 */
export async function settleUpload(ctx: GraphQLContext, upload: Upload | undefined, saved: boolean) {
  if (!upload) return;
  await upload.storage.discard(upload.incoming);
  const { id, replaced } = upload;
  if (!saved || id === null || !replaced || replaced === upload.content.sha256) return;
  await derivedCacheFor(ctx.config).drop(id);
  await removeContentIfUnused(ctx, replaced);
}

async function contentOf(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ sha256: files.sha256 }).from(files).where(eq(files.id, id));
  return row?.sha256 ?? undefined;
}

async function filenameOf(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ filename: files.filename }).from(files).where(eq(files.id, id));
  return row?.filename;
}

/** Removes the bytes with this SHA-256 from the storage when no file has them any more. */
async function removeContentIfUnused(ctx: GraphQLContext, sha256: string) {
  await ctx.db.transaction((tx) => removeUnusedContent(tx, ctx, sha256));
}

/** The same inside a transaction, holding the content's lock until it ends. */
async function removeUnusedContent(tx: Executor, ctx: GraphQLContext, sha256: string) {
  await lockContent(tx, sha256);
  const [others] = await tx.select({ n: count() }).from(files).where(eq(files.sha256, sha256));
  if (others?.n === 0) await storageFor(ctx.config).remove(sha256);
}

/**
 * A deleted file's `afterDelete`: once the delete is committed, its bytes go when no other file has them
 * (under the content's lock, so that an upload of the same bytes waits and stores them again), and the
 * image service's derivatives of them with it. After the commit, so that a delete undone keeps its bytes.
 */
export async function dropDeletedContent(
  _tx: Transaction,
  ctx: GraphQLContext,
  deleted: Deleted<unknown>,
): Promise<AfterCommit> {
  const sha256 = deleted.row.sha256 as string | null;
  return async () => {
    await derivedCacheFor(ctx.config).drop(deleted.id);
    if (sha256) await removeContentIfUnused(ctx, sha256);
  };
}
