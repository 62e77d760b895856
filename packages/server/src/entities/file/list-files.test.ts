import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { files } from '../../db/schema.ts';
import { describeCatalogue, pngBytes } from '../../test/catalogue.ts';
import { createUser, gql } from '../../test/harness.ts';

const LIST = `query L($folder: String, $search: String, $sort: FileSort, $descending: Boolean, $first: Int, $after: String) {
  files(folder: $folder, search: $search, sort: $sort, descending: $descending, first: $first, after: $after) {
    total endCursor hasNextPage items { filename folder is_folder size }
  }
}`;

describeCatalogue('the file list', (env) => {
  const list = async (variables: Record<string, unknown>) => (await env().api.call(LIST, variables)).files;
  const names = (page: { items: Array<{ filename: string }> }) => page.items.map((item) => item.filename);

  it('lists the folders an upload went into, created with it; a second folder of one name is refused', async () => {
    const { api } = env();
    const answer = await api.upload(
      { bytes: await pngBytes(6, 6, 6), name: 'vl1_001r.png' },
      { folder: 'scans/1795' },
    );
    expect(answer.success).toBe(true);
    expect(names(await list({}))).toContain('scans');
    expect(names(await list({ folder: 'scans' }))).toEqual(['1795']);
    expect(names(await list({ folder: 'scans/1795' }))).toEqual(['vl1_001r.png']);
    const twin = await api.upsert(
      'File',
      { filename: '1795', folder: 'scans', is_folder: true },
      { locale: 'en' },
    );
    expect(twin).toMatchObject({
      success: false,
      errors: [
        {
          path: 'filename',
          key: 'File.error_folder_exists',
          message: 'A folder of this name already exists here!',
        },
      ],
    });
    expect(names(await list({ folder: 'scans' }))).toEqual(['1795']);
  });

  it('lists a folder, its folders first, sorted by name, size or date either way', async () => {
    const { api } = env();
    await api.upsert('File', { filename: 'Violino', folder: 'Haydn', is_folder: true });
    await api.upsert('File', { filename: 'Basso', folder: 'Haydn', is_folder: true });
    for (const [name, size] of [
      ['b 2r.png', 20],
      ['A 1r.png', 40],
      ['c 3r.png', 10],
    ] as const) {
      const answer = await api.upload({ bytes: await pngBytes(size, size, size), name }, { folder: 'Haydn' });
      expect(answer.success).toBe(true);
    }
    await api.upload({ bytes: await pngBytes(5, 5, 5), name: 'deeper.png' }, { folder: 'Haydn/Violino' });
    expect(names(await list({ folder: 'Haydn' }))).toEqual([
      'Basso',
      'Violino',
      'A 1r.png',
      'b 2r.png',
      'c 3r.png',
    ]);
    expect(names(await list({ folder: 'Haydn', descending: true }))).toEqual([
      'Violino',
      'Basso',
      'c 3r.png',
      'b 2r.png',
      'A 1r.png',
    ]);
    expect(names(await list({ folder: 'Haydn', sort: 'size' })).slice(2)).toEqual([
      'c 3r.png',
      'b 2r.png',
      'A 1r.png',
    ]);
    expect(names(await list({ folder: 'Haydn', sort: 'created_at', descending: true })).slice(2)).toEqual([
      'c 3r.png',
      'A 1r.png',
      'b 2r.png',
    ]);
    expect(names(await list({ folder: 'Haydn/Violino' }))).toEqual(['deeper.png']);
  });

  it('searches names under a folder at any depth, LIKE characters taken literally', async () => {
    const { api } = env();
    await api.upload({ bytes: await pngBytes(6, 6, 6), name: '100% Oboe_1.png' }, { folder: 'Suche/tief' });
    await api.upload({ bytes: await pngBytes(7, 7, 7), name: '100 Oboe 1.png' }, { folder: 'Suche' });
    await api.upload({ bytes: await pngBytes(8, 8, 8), name: 'oboe elsewhere.png' }, { folder: 'Anderswo' });
    expect(names(await list({ folder: 'Suche', search: 'OBOE' })).sort()).toEqual([
      '100 Oboe 1.png',
      '100% Oboe_1.png',
    ]);
    expect(names(await list({ folder: 'Suche', search: '% oboe_' }))).toEqual(['100% Oboe_1.png']);
    expect(names(await list({ folder: '', search: 'oboe' }))).toHaveLength(3);
  });

  it('pages with cursors, at most 100 at a time, folders first across pages, either way', async () => {
    const { server, api } = env();
    const scans = Array.from({ length: 130 }, (_, i) => `scan ${String(i).padStart(3, '0')}.png`);
    await server.db.insert(files).values(scans.map((filename) => ({ filename, folder: 'Viele' })));
    for (const filename of ['Zweitschriften', 'Abschriften']) {
      await api.upsert('File', { filename, folder: 'Viele', is_folder: true });
    }
    const first = await list({ folder: 'Viele', first: 100 });
    expect(first).toMatchObject({ total: 132, hasNextPage: true, endCursor: '100' });
    const second = await list({ folder: 'Viele', first: 50, after: first.endCursor });
    expect(second).toMatchObject({ total: 132, hasNextPage: false, endCursor: '132' });
    expect([...names(first), ...names(second)]).toEqual(['Abschriften', 'Zweitschriften', ...scans]);
    // More than 100, or a cursor no page gave, is refused as every list query refuses it.
    for (const variables of [{ first: 500 }, { first: 0 }, { after: 'abc' }]) {
      const refused = await gql(env().server.app, {
        query: LIST,
        variables: { folder: 'Viele', ...variables },
        token: env().api.token,
        locale: 'de',
      });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Die Anfrage konnte nicht verarbeitet werden.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const pages = [];
    for (let after: string | null = null, more = true; more; ) {
      const page = await list({ folder: 'Viele', descending: true, first: 1, after });
      pages.push(...names(page));
      [after, more] = [page.endCursor, page.hasNextPage];
      if (pages.length > 3) break;
    }
    expect(pages).toEqual(['Zweitschriften', 'Abschriften', 'scan 129.png', 'scan 128.png']);
    await api.upsert('File', { filename: 'leer', is_folder: true });
    expect(await list({ folder: 'leer' })).toEqual({
      total: 0,
      items: [],
      endCursor: null,
      hasNextPage: false,
    });
  });

  it('answers a page of a folder of 10,000 files fast, in any order', async () => {
    const { server } = env();
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      filename: `f${i}.jpg`,
      folder: 'Groß',
      size: i,
    }));
    for (let i = 0; i < rows.length; i += 2000) await server.db.insert(files).values(rows.slice(i, i + 2000));
    for (const sort of ['filename', 'size', 'created_at'] as const) {
      await list({ folder: 'Groß', sort, first: 100, after: '9000' });
      const start = performance.now();
      const page = await list({ folder: 'Groß', sort, descending: true, first: 100, after: '5000' });
      const elapsed = performance.now() - start;
      expect(page.total).toBe(10_000);
      expect(page.items).toHaveLength(100);
      expect(elapsed, `${sort}: ${elapsed.toFixed(1)} ms`).toBeLessThan(500);
    }
  });

  it('names the digital copies that show a file', async () => {
    const { api, fx } = env();
    const image = await fx.image();
    const catalog = (await fx.catalog()).id;
    for (const name of ['Zweite Kopie', 'Erste Kopie']) {
      const copy = await api.upsert('DigitalCopy', {
        name,
        digitizable_type: 'catalog',
        digitizable_id: catalog,
        files: [{ file: image }, { file: image }],
      });
      expect(copy.success).toBe(true);
    }
    const data = await api.call('query($id: Int!) { getFile(id: $id) { digital_copies { name } } }', {
      id: image,
    });
    expect(data.getFile.digital_copies).toEqual([{ name: 'Erste Kopie' }, { name: 'Zweite Kopie' }]);
  });

  it('is for contributors: guests and the signed-out are refused', async () => {
    const { server } = env();
    const guest = await createUser(server.db, { permission: 3 });
    for (const token of [guest.token, undefined]) {
      const answer = await gql(server.app, { query: '{ files { total } }', token, locale: 'en' });
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(answer.data).toBeNull();
    }
  });
});
