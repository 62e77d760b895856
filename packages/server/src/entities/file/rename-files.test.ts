import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { files, revisions } from '../../db/schema.ts';
import { describeCatalogue, pngBytes } from '../../test/catalogue.ts';

const RENAME = `mutation R($renames: [FileRenameInput!]!) {
  renameFiles(renames: $renames) { success message errors { path key message } }
}`;

describeCatalogue('renaming files at once', (env) => {
  /** Uploads `names` into `folder`; their ids and versions, as the file list loads them. */
  async function folderOf(folder: string, names: string[]) {
    const { api } = env();
    for (const [i, name] of names.entries()) {
      const answer = await api.upload({ bytes: await pngBytes(4, 4, i + 300), name }, { folder });
      expect(answer.success).toBe(true);
    }
    return env()
      .server.db.select({ id: files.id, filename: files.filename, updated_at: files.updated_at })
      .from(files)
      .where(and(eq(files.folder, folder), eq(files.is_folder, false)));
  }
  const loaded = (rows: { id: number; updated_at: Date }[], name: (i: number) => string) =>
    rows.map((row, i) => ({ id: row.id, filename: name(i), updated_at: row.updated_at.toISOString() }));
  const namesIn = async (folder: string) =>
    (
      await env()
        .server.db.select({ filename: files.filename })
        .from(files)
        .where(and(eq(files.folder, folder), eq(files.is_folder, false)))
    )
      .map((row) => row.filename)
      .sort();
  const rename = async (renames: unknown[], token?: string | null) =>
    (await env().api.call(RENAME, { renames }, { token })).renameFiles;

  it('renames every file of a selection in one request, each with its revision', async () => {
    const rows = await folderOf('rename/all', [
      'Violino primo 1r.png',
      'Violino primo 1v.png',
      'Basso 1r.png',
    ]);
    const before = await env().server.db.$count(revisions);
    const answer = await rename(loaded(rows, (i) => `new_${i}.png`));
    expect(answer).toMatchObject({ success: true, errors: [] });
    expect(await namesIn('rename/all')).toEqual(['new_0.png', 'new_1.png', 'new_2.png']);
    expect(await env().server.db.$count(revisions)).toBe(before + 3);
  });

  it('renames none when one new name is invalid', async () => {
    const rows = await folderOf('rename/invalid', ['a.png', 'b.png']);
    const answer = await rename(loaded(rows, (i) => (i === 1 ? '  ' : 'renamed.png')));
    expect(answer).toMatchObject({
      success: false,
      errors: [{ path: 'filename', key: 'File.error_filename_empty' }],
    });
    expect(await namesIn('rename/invalid')).toEqual(['a.png', 'b.png']);
  });

  it('renames none when a new name is taken in its folder, case ignored; a name renamed away is free', async () => {
    const rows = await folderOf('rename/clash', ['a.png', 'b.png', 'c.png']);
    const [a, b] = rows.sort((x, y) => x.filename.localeCompare(y.filename));
    const taken = await rename(loaded([a, b] as typeof rows, (i) => (i === 0 ? 'x.png' : 'C.PNG')));
    expect(taken).toMatchObject({
      success: false,
      message: '“C.PNG” is already the name of another file in this folder!',
      errors: [{ path: 'filename', key: 'File.error_name_taken' }],
    });
    const twice = await rename(loaded([a, b] as typeof rows, () => 'same.png'));
    expect(twice).toMatchObject({ success: false, errors: [{ key: 'File.error_name_taken' }] });
    expect(await namesIn('rename/clash')).toEqual(['a.png', 'b.png', 'c.png']);
    // Swapped names clash with nothing once all are renamed.
    const swapped = await rename(loaded([a, b] as typeof rows, (i) => (i === 0 ? 'b.png' : 'a.png')));
    expect(swapped).toMatchObject({ success: true });
    const ids = await env()
      .server.db.select({ id: files.id, filename: files.filename })
      .from(files)
      .where(inArray(files.id, [a?.id as number, b?.id as number]));
    expect(Object.fromEntries(ids.map((row) => [row.id, row.filename]))).toEqual({
      [a?.id as number]: 'b.png',
      [b?.id as number]: 'a.png',
    });
  });

  it('renames none when a file changed since it was loaded or is gone, and nothing for a visitor', async () => {
    const rows = await folderOf('rename/stale', ['a.png', 'b.png']);
    const renames = loaded(rows, (i) => `z${i}.png`);
    const stale = await rename([renames[0], { ...renames[1], updated_at: new Date(0).toISOString() }]);
    expect(stale).toMatchObject({ success: false });
    const missing = await rename([renames[0], { ...renames[1], id: 999_999 }]);
    expect(missing).toMatchObject({ success: false, message: 'The record does not exist.' });
    const anonymous = await rename(renames, null);
    expect(anonymous).toMatchObject({ success: false });
    expect(await namesIn('rename/stale')).toEqual(['a.png', 'b.png']);
  });
});
