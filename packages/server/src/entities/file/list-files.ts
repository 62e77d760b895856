import { normalizeFolderPath } from '@fontes/domain';
import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import { digitalCopies, digitalCopyFiles, files } from '../../db/schema.ts';
import { refuseUnless } from '../../graphql/authorize.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { FileSort } from '../../graphql/generated/resolvers.ts';
import { pageCursor, pageRequest } from '../../graphql/paging.ts';
import { serialize } from '../../records/serialize.ts';
import type { FileRecord } from './file-record.ts';

interface FileListArgs {
  folder?: string | null;
  search?: string | null;
  sort?: FileSort | null;
  descending?: boolean | null;
  first?: number | null;
  after?: string | null;
}

const { sha256: _content, ...listed } = getTableColumns(files);

// Each but `mime` (rarely sorted by) has its listing index (db/tables/digital-copies.ts).
const sortColumns: Record<FileSort, SQL> = {
  filename: sql`lower(${files.filename})`,
  mime: sql`coalesce(${files.mime}, '')`,
  size: sql`${files.size}`,
  created_at: sql`${files.created_at}`,
};

/** In `path` itself, or (searching) at any depth under it; prefixes compared as text, not LIKE. */
function within(path: string, deep: boolean): SQL | undefined {
  if (!deep) return eq(files.folder, path);
  if (path === '') return undefined;
  return or(eq(files.folder, path), eq(sql`left(${files.folder}, ${path.length + 1})`, `${path}/`));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Contributors: one page of a folder, folders first. The folders and the files are read apart, each in
 * the order of an index on (folder, is_folder, column, id) either way, so that a page deep in a folder of
 * 10,000 files reads no more than the rows up to it; offsets as cursors, as users and search page.
 */
export async function listFiles(ctx: GraphQLContext, args: FileListArgs) {
  refuseUnless(ctx, 'contributor');
  const { first, offset } = pageRequest(ctx.t, args, 50);
  const needle = args.search?.trim();
  const where = and(
    within(normalizeFolderPath(args.folder), Boolean(needle)),
    needle ? ilike(files.filename, `%${escapeLike(needle)}%`) : undefined,
  );
  const column = sortColumns[args.sort ?? 'filename'] ?? sortColumns.filename;
  const direction = args.descending ? desc : asc;
  const [counts] = await ctx.db
    .select({
      total: count(),
      folders: sql<number>`count(*) filter (where ${files.is_folder})`.mapWith(Number),
    })
    .from(files)
    .where(where);
  const total = counts?.total ?? 0;
  const folders = counts?.folders ?? 0;
  const page = (isFolder: boolean, limit: number, skip: number) =>
    ctx.db
      .select(listed)
      .from(files)
      .where(and(where, eq(files.is_folder, isFolder)))
      .orderBy(direction(column), direction(files.id))
      .limit(limit)
      .offset(skip);
  const folderRows = offset < folders ? await page(true, first, offset) : [];
  const rest = first - folderRows.length;
  const fileRows =
    rest > 0 && offset + folderRows.length < total
      ? await page(false, rest, Math.max(0, offset - folders))
      : [];
  const items = [...folderRows, ...fileRows].map((file) => serialize(file) as FileRecord);
  return { total, items, ...pageCursor({ first, offset }, items.length, total) };
}

/** The digital copies that show a file, by name. */
export async function digitalCopiesOf(ctx: GraphQLContext, fileId: number) {
  const rows = await ctx.db
    .selectDistinct(getTableColumns(digitalCopies))
    .from(digitalCopies)
    .innerJoin(digitalCopyFiles, eq(digitalCopyFiles.digital_copy_id, digitalCopies.id))
    .where(eq(digitalCopyFiles.file_id, fileId))
    .orderBy(asc(digitalCopies.name), asc(digitalCopies.id));
  return rows.map((row) => serialize(row));
}
