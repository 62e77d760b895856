import { FILE_TOO_LARGE, folderTrail } from '@fontes/domain';
import { count, eq, sql } from 'drizzle-orm';
import { refusalFor } from '../../auth/authorize.ts';
import type { Executor } from '../../db/database.ts';
import { files } from '../../db/schema.ts';
import { mayReadFile } from '../../files/file-access.ts';
import { inspectContent } from '../../files/inspect.ts';
import { type IncomingContent, storageFor } from '../../files/storage.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { refused, say, translateErrors, type UpsertResult } from '../../graphql/results.ts';
import { ReceivedUpload } from '../../http/multipart.ts';
import { derivedCacheFor } from '../../iiif/derived-cache.ts';
import { deleteRecord } from '../../records/delete-record.ts';
import { type RecordInput, saveRecord } from '../../records/save-record.ts';
import { fileRecord } from './file-record.ts';
import { digitalCopiesOf, listFiles } from './list-files.ts';

/**
 * The generic save with the upload beside it: who may write is checked first, then the received file
 * (already on disk, hashed, cut off at MAX_UPLOAD_MB) is saved as the file's content.
 */
async function upsertFile(
  ctx: GraphQLContext,
  input: RecordInput & { file?: unknown },
): Promise<UpsertResult> {
  const refusal = refusalFor(ctx, fileRecord.writeRequirement);
  if (refusal) return refused(refusal);
  const { file: upload, ...fields } = input;
  const fail = (key: string) =>
    refused(
      say(ctx.t, key === FILE_TOO_LARGE ? key : 'Server.error_validation'),
      translateErrors(ctx.t, [{ path: 'file', key }]),
    );
  // The Upload scalar takes whatever the request holds: a string in JSON, or the text of a multipart
  // part sent without a file name. Only a file the server received itself is one.
  if (upload != null && !(upload instanceof ReceivedUpload)) return fail('File.error_upload_not_file');
  if (upload && !upload.content) return fail(FILE_TOO_LARGE);
  if (upload?.content?.size === 0) return fail('File.error_upload_no_content');
  const folder = fields.is_folder === true;
  if (!upload && !folder && fields.id == null) return fail('File.error_upload_empty');
  if (upload?.content && !folder) {
    // A new file is named by its upload unless named; a replaced content keeps the file's name.
    const stored = fields.id == null ? undefined : await filenameOf(ctx, Number(fields.id));
    const named = { ...fields, filename: fields.filename ?? stored ?? upload.name };
    return saveFileWithContent(ctx, named, upload.content, upload.type);
  }
  return saveRecord(ctx, fileRecord, fields);
}

/**
 * Held, until its transaction ends, by whoever writes or removes the bytes with this SHA-256: a delete
 * that finds no other file with the same bytes cannot remove them under an upload whose row is not
 * committed yet, and an upload waits for such a delete before it stores them again.
 */
const lockContent = (tx: Executor, sha256: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${sha256}, 0))`);

/**
 * A file record saved with received content (`FileStorage.receive`), whoever saves it (an upload, the
 * demo's scans): the generic save, the content inspected before the transaction (`claimedType` is only a
 * fallback for what is not recognised), its hash, size and type written with the row, and its bytes
 * stored inside the transaction by a rename, after the row passed validation and the version check. A
 * save that fails leaves the received content dropped, or at most a content-addressed blob no row names.
 * Who may upload how much is the caller's to check.
 */
export async function saveFileWithContent(
  ctx: GraphQLContext,
  fields: RecordInput,
  incoming: IncomingContent,
  claimedType: string,
): Promise<UpsertResult> {
  const storage = storageFor(ctx.config);
  const content = await inspectContent(incoming, claimedType);
  const replaced = fields.id == null ? undefined : await contentOf(ctx, Number(fields.id));
  const result = await saveRecord(ctx, fileRecord, fields, {
    columns: { ...content },
    async afterWrite(tx) {
      await lockContent(tx, content.sha256);
      await storage.adopt(incoming);
    },
  }).finally(() => storage.discard(incoming));
  if (result.success && replaced && replaced !== content.sha256) {
    // The image service's derivatives showed the old content.
    await derivedCacheFor(ctx.config).drop(Number(fields.id));
    await removeContentIfUnused(ctx, replaced);
  }
  return result;
}

async function filenameOf(ctx: GraphQLContext, id: number): Promise<string | undefined> {
  const [row] = await ctx.db.select({ filename: files.filename }).from(files).where(eq(files.id, id));
  return row?.filename;
}

async function contentOf(ctx: GraphQLContext, id: number): Promise<string | undefined> {
  const [row] = await ctx.db.select({ sha256: files.sha256 }).from(files).where(eq(files.id, id));
  return row?.sha256 ?? undefined;
}

/** Removes the bytes with this SHA-256 from the storage when no file has them any more. */
async function removeContentIfUnused(ctx: GraphQLContext, sha256: string) {
  await ctx.db.transaction(async (tx) => {
    await lockContent(tx, sha256);
    const [others] = await tx.select({ n: count() }).from(files).where(eq(files.sha256, sha256));
    if (others?.n === 0) await storageFor(ctx.config).remove(sha256);
  });
}

/** The generic delete; the content goes too when no other file has the same bytes. */
async function deleteFile(ctx: GraphQLContext, id: number) {
  const sha256 = await contentOf(ctx, id);
  const result = await deleteRecord(ctx, fileRecord, id);
  if (result.success) await derivedCacheFor(ctx.config).drop(id);
  if (result.success && sha256) await removeContentIfUnused(ctx, sha256);
  return result;
}

/** A file's path as folders, what uses it, the file list, and its save and delete with the content beside the row. */
export const fileOperations: Resolvers = {
  File: {
    folders: (file) => folderTrail(file.folder),
    digital_copies: (file, _, ctx) => digitalCopiesOf(ctx, file.id),
  },
  Query: {
    // A visitor reads the images of digital copies alone (files/file-access.ts); any other is not found.
    getFile: async (_, { id }, ctx) =>
      (await mayReadFile(ctx.db, ctx.user, id)) ? fileRecord.load(ctx.db, id) : null,
    files: (_, args, ctx) => listFiles(ctx, args),
  },
  Mutation: {
    upsertFile: (_, { input }, ctx) => upsertFile(ctx, input as RecordInput & { file?: File | null }),
    deleteFile: (_, { id }, ctx) => deleteFile(ctx, id),
  },
};
