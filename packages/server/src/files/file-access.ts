import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/database.ts';
import { files } from '../db/schema.ts';
import { refusalKey } from '../graphql/authorize.ts';
import type { SessionUser } from '../session/session-user.ts';
import { bearerToken, userForToken } from '../session/sessions.ts';

// Who may read which file (docs/api.md): verified contributors and admins every file; a visitor
// (anonymous, a guest, an account not verified) what a visitor's screens show, the images of digital
// copies, and nothing else, so that counting ids upward does not list the whole store.

/** Whether `user` reads every file. */
export const readsEveryFile = (user: SessionUser | null): boolean => refusalKey(user, 'contributor') === null;

/** Whether the row's file is an image of a digital copy, which anyone may read: a column of a file query. */
export const shownToVisitors: SQL<boolean> = sql<boolean>`exists (select 1 from digital_copy_files where digital_copy_files.file_id = files.id)`;

/** Whether `user` may read the file `id` (an unknown id is no file anybody reads). */
export async function mayReadFile(db: Executor, user: SessionUser | null, id: number): Promise<boolean> {
  if (readsEveryFile(user)) return true;
  const [row] = await db.select({ shown: shownToVisitors }).from(files).where(eq(files.id, id));
  return Boolean(row?.shown);
}

/**
 * Whether the caller of a file route (`/file/*`, `/iiif/image/*`) reads every file: by its bearer token,
 * or by the session cookie the web app keeps, since an image or a download link carries no header.
 */
export async function fileReaderReadsEvery(db: Executor, request: FastifyRequest): Promise<boolean> {
  const token = bearerToken(request.headers.authorization) ?? request.cookies.token;
  const session = token ? await userForToken(db, token) : null;
  return readsEveryFile(session?.user ?? null);
}
