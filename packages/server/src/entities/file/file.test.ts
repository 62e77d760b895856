import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, revisions } from '../../db/schema.ts';
import { contentDisposition } from '../../files/content-disposition.ts';
import { CatalogueApi, pngBytes, type SaveAnswer } from '../../test/catalogue.ts';
import { inputOf } from '../../test/catalogue-inputs.ts';
import { createUser, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { describeRecord } from '../../test/record-contract.ts';

/** Every content file under the server's storage folder. */
async function storedBlobs(server: TestServer): Promise<string[]> {
  const root = join(server.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** An upsertFile whose `file` part is a plain form field: the part has no file name. */
async function multipartWithoutFileName(server: TestServer, token: string): Promise<SaveAnswer> {
  const boundary = '----fontes-upload';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const query =
    'mutation U($input: FileInput!) { upsertFile(input: $input) { success id errors { path key message } } }';
  const operations = JSON.stringify({ query, variables: { input: { filename: 'b.png', file: null } } });
  const payload = `${part('operations', operations)}${part('map', '{"0":["variables.input.file"]}')}${part('0', 'not a file')}--${boundary}--\r\n`;
  const response = await server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
      'x-locale': 'en',
    },
    payload,
  });
  return response.json().data.upsertFile;
}

/** What every answer of `/file/*` carries: it runs nothing, loads nothing, and is for this site's pages. */
const fileAnswerHeaders = {
  'content-security-policy': "sandbox; default-src 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};

/** A GET by the contributor, who reads every file (files/file-access.test.ts). */
const get = (api: CatalogueApi, url: string) =>
  api.server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${api.token}` } });

// The record contract on folders (which need no upload); uploads, storage and the routes below.
let folders = 1794;
describeRecord(
  {
    entity: 'File',
    name: 'file',
    table: files,
    // Each folder its own name: two folders of one name in one place are refused.
    create: async () => ({ filename: `Scans ${++folders}`, folder: 'archiv/../inventare', is_folder: true }),
    expected: (input) => ({
      filename: input.filename,
      folder: 'archiv/inventare',
      is_folder: true,
      size: 0,
      mime: null,
      width: null,
      height: null,
    }),
    async change(record) {
      return {
        input: inputOf('File', record, { filename: `Scans ${record.id} neu`, folder: '' }),
        check: (before, after) =>
          expect(after).toMatchObject({ id: before.id, filename: `Scans ${before.id} neu`, folder: '' }),
      };
    },
    invalid: [
      {
        name: 'a blank file name',
        input: (f) => ({ ...f, filename: ' ' }),
        errors: [['filename', 'File.error_filename_empty']],
      },
      {
        name: 'a file name that is only a parent folder',
        input: (f) => ({ ...f, filename: '../..' }),
        errors: [['filename', 'File.error_filename_empty']],
      },
    ],
  },
  (env) => {
    it('reads width, height, type and size from uploaded PNG and JPEG images', async () => {
      const { api } = env();
      const png = await pngBytes(64, 48, 1);
      const jpeg = await sharp({ create: { width: 33, height: 21, channels: 3, background: '#804020' } })
        .jpeg()
        .toBuffer();
      const first = await api.upload({ bytes: png, name: 'folio 1r.png', type: 'image/png' });
      expect(first).toMatchObject({ success: true, errors: [] });
      expect(await api.get('File', first.id as number)).toMatchObject({
        id: first.id,
        filename: 'folio 1r.png',
        mime: 'image/png',
        size: png.length,
        width: 64,
        height: 48,
        is_folder: false,
        folder: '',
        folders: [],
      });
      // The type comes from the content, not from what the client claims.
      const second = await api.upload(
        { bytes: jpeg, name: 'folio 1v.png', type: 'text/html' },
        { folder: 'a/b' },
      );
      expect(await api.get('File', second.id as number)).toMatchObject({
        filename: 'folio 1v.png',
        mime: 'image/jpeg',
        size: jpeg.length,
        width: 33,
        height: 21,
        folder: 'a/b',
        folders: ['a', 'a/b'],
      });
    });

    it('stores the same bytes once, under their SHA-256, and removes them with the last file', async () => {
      const { api, server } = env();
      const before = await storedBlobs(server);
      const bytes = await pngBytes(10, 10, 4242);
      const a = await api.upload({ bytes, name: 'a.png' });
      const b = await api.upload({ bytes, name: 'b.png' });
      expect(a.id).not.toBe(b.id);
      const added = (await storedBlobs(server)).filter((path) => !before.includes(path));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(/\/files\/[0-9a-f]{2}\/[0-9a-f]{64}$/);
      expect((await api.remove('File', a.id as number)).success).toBe(true);
      expect(await storedBlobs(server)).toContain(added[0]);
      expect((await api.remove('File', b.id as number)).success).toBe(true);
      expect(await storedBlobs(server)).not.toContain(added[0]);
    });

    it('keeps row and bytes of a file a digital copy holds, and deletes a free one with its revision', async () => {
      const { api, fx, server } = env();
      const bytes = await pngBytes(12, 12, 4343);
      const held = await api.upload({ bytes, name: 'held.png' });
      const blobs = await storedBlobs(server);
      const copy = await api.save('DigitalCopy', {
        name: 'Scan',
        digitizable_type: 'catalog',
        digitizable_id: (await fx.catalog()).id,
        files: [{ file: held.id }],
      });
      const refused = await api.remove('File', held.id as number);
      expect(refused).toMatchObject({ success: false, message: expect.stringContaining('1 digital copy') });
      expect(await storedBlobs(server)).toEqual(blobs);
      expect((await get(api, `/file/${held.id}/download`)).rawPayload.equals(bytes)).toBe(true);
      expect((await api.remove('DigitalCopy', copy.id)).success).toBe(true);
      expect(await api.remove('File', held.id as number)).toMatchObject({
        success: true,
        message: 'Deleted.',
      });
      expect((await storedBlobs(server)).length).toBe(blobs.length - 1);
      const logged = await server.db
        .select()
        .from(revisions)
        .where(eq(revisions.record_id, held.id as number));
      expect(logged.filter((r) => r.record_type === 'file').map((r) => r.action)).toEqual([
        'create',
        'delete',
      ]);
    });

    it('keeps the content of an upload that races the delete of the last file with the same bytes', async () => {
      const { api } = env();
      for (let round = 0; round < 12; round++) {
        const bytes = await pngBytes(9, 9, 7000 + round);
        const old = await api.upload({ bytes, name: 'alt.png' });
        const [, fresh] = await Promise.all([
          api.remove('File', old.id as number),
          api.upload({ bytes, name: 'neu.png' }),
        ]);
        const response = await get(api, `/file/${fresh.id}/download`);
        expect(response.statusCode, `round ${round}`).toBe(200);
        expect(response.rawPayload.equals(bytes), `round ${round}`).toBe(true);
      }
    });

    it('sanitises hostile names, which never reach the disk path', async () => {
      const { api, server } = env();
      const cases: Array<[string, string]> = [
        ['../../etc/passwd', 'passwd'],
        ['..\\..\\boot.ini', 'boot.ini'],
        // A NUL is refused like in any text (graphql/storable-arguments.test.ts); other controls go.
        ['scan.png\u0007\n\u001b', 'scan.png'],
        // Shown as "invoiceexe.jpg" while it is an .exe.
        ['invoice\u202Egpj.exe', 'invoicegpj.exe'],
        ['\u2066folio\u2069 1r\u202D.png', 'folio 1r.png'],
        [`${'x'.repeat(500)}.png`, `${'x'.repeat(251)}.png`],
      ];
      for (const [name, stored] of cases) {
        const answer = await api.upload(
          { bytes: await pngBytes(5, 5, name.length), name: 'x' },
          { filename: name },
        );
        expect(answer, name).toMatchObject({ success: true });
        expect((await api.get('File', answer.id as number)).filename).toBe(stored);
      }
      // The name of the multipart part itself goes the same way.
      const part = await api.upload({ bytes: await pngBytes(5, 5, 1), name: '../../etc/passwd' });
      expect((await api.get('File', part.id as number)).filename).toBe('passwd');
      const reversed = await api.upload({ bytes: await pngBytes(5, 5, 2), name: 'rechnung\u202Egpj.exe' });
      expect((await api.get('File', reversed.id as number)).filename).toBe('rechnunggpj.exe');
      for (const path of await storedBlobs(server))
        expect(path).toMatch(/\/files\/[0-9a-f]{2}\/[0-9a-f]{64}$/);
      const refused = await api.upload(
        { bytes: await pngBytes(5, 5, 77), name: 'x' },
        { filename: '..' },
        { locale: 'de' },
      );
      expect(refused).toMatchObject({ success: false, id: null });
      expect(refused.errors).toEqual([
        {
          path: 'filename',
          key: 'File.error_filename_empty',
          message: 'Der Dateiname darf nicht leer sein!',
        },
      ]);
    });

    it('renames a file without a new upload and replaces its content with one', async () => {
      const { api, server } = env();
      const before = await storedBlobs(server);
      const answer = await api.upload({ bytes: await pngBytes(8, 8, 5), name: 'alt.png' });
      const [oldContent] = (await storedBlobs(server)).filter((path) => !before.includes(path));
      const saved = await api.get('File', answer.id as number);
      const renamed = await api.save('File', inputOf('File', saved, { filename: 'neu.png', folder: 'x' }));
      expect(renamed).toMatchObject({ filename: 'neu.png', folder: 'x', width: 8, mime: 'image/png' });
      const replaced = await api.upload(
        { bytes: await pngBytes(20, 9, 6), name: 'ignored.png' },
        inputOf('File', renamed),
      );
      expect(replaced).toMatchObject({ success: true, id: saved.id });
      expect(await api.get('File', saved.id)).toMatchObject({ filename: 'neu.png', width: 20, height: 9 });
      // Its history names the rename and the new content; an earlier version is shown, not restored.
      const history = await api.call(
        'query H($id: Int!) { revisions(type: file, id: $id) { items { id summary } } }',
        { id: saved.id },
      );
      expect(history.revisions.items.map((item: { summary: string }) => item.summary)).toEqual([
        'Size, Width (pixels), Height (pixels)',
        'File name, Folder',
        'Created',
      ]);
      const oldest = history.revisions.items[2].id;
      const restore = await api.call(
        'mutation R($id: Int!, $revision: Int!) { restoreRevision(type: file, id: $id, revision: $revision) { success message } }',
        { id: saved.id, revision: oldest },
      );
      expect(restore.restoreRevision).toEqual({
        success: false,
        message: expect.stringContaining('earlier version of a file cannot be restored'),
      });
      // Without a name, the file keeps its own rather than taking the upload's.
      const current = await api.get('File', saved.id);
      const unnamed = await api.upload(
        { bytes: await pngBytes(20, 9, 6), name: 'upload-name.png' },
        { id: saved.id, updated_at: current.updated_at, folder: 'x' },
      );
      expect(unnamed).toMatchObject({ success: true, id: saved.id });
      expect((await api.get('File', saved.id)).filename).toBe('neu.png');
      // The replaced bytes, which no other file has, are gone from the storage.
      expect(await storedBlobs(server)).not.toContain(oldContent);
      expect((await get(api, `/file/${saved.id}/download`)).rawPayload.equals(await pngBytes(20, 9, 6))).toBe(
        true,
      );
    });

    it('keeps a file a file and a folder a folder', async () => {
      const { api } = env();
      const file = await api.get(
        'File',
        (await api.upload({ bytes: await pngBytes(4, 4, 8), name: 'a.png' })).id as number,
      );
      const folder = await api.save('File', { filename: 'Ordner', is_folder: true });
      for (const [record, is_folder] of [
        [file, true],
        [folder, false],
      ] as const) {
        const answer = await api.upsert('File', inputOf('File', record, { is_folder }), { locale: 'de' });
        expect(answer).toMatchObject({ success: false });
        expect(answer.errors).toEqual([
          {
            path: 'is_folder',
            key: 'File.error_kind_change',
            message: 'Eine Datei kann nicht zum Ordner werden und ein Ordner nicht zur Datei!',
          },
        ]);
        expect(await api.get('File', record.id)).toEqual(record);
      }
    });

    it('deletes, renames and moves a folder only while nothing lies in it', async () => {
      const { api } = env();
      const outer = await api.save('File', { filename: '50%_scans', folder: 'archiv', is_folder: true });
      const inner = await api.save('File', { filename: '1795', folder: 'archiv/50%_scans', is_folder: true });
      const image = await api.upload(
        { bytes: await pngBytes(4, 4, 21), name: 'recto.png' },
        {
          folder: 'archiv/50%_scans/1795',
        },
      );
      // A folder whose name only begins like this one's holds nothing of it.
      const look = await api.save('File', { filename: '50%_scans-alt', folder: 'archiv', is_folder: true });
      const lookalike = await api.upload(
        { bytes: await pngBytes(4, 4, 22), name: 'x.png' },
        {
          folder: 'archiv/50%_scans-alt',
        },
      );

      expect(await api.remove('File', outer.id, { locale: 'de' })).toEqual({
        success: false,
        message:
          'Dieser Datensatz kann nicht gelöscht werden, weil noch folgende Datensätze auf ihn verweisen: 2 Dateien (1795; recto.png).',
      });
      const renamed = await api.upsert('File', inputOf('File', inner, { filename: '1796' }), {
        locale: 'en',
      });
      expect(renamed.errors).toEqual([
        {
          path: 'filename',
          key: 'File.error_folder_not_empty',
          message: 'A folder that holds files cannot be renamed or moved. Move its files first.',
        },
      ]);
      const moved = await api.upsert('File', inputOf('File', inner, { folder: 'archiv' }));
      expect(moved.errors?.map((e) => e.key)).toEqual(['File.error_folder_not_empty']);
      expect(await api.get('File', inner.id)).toEqual(inner);

      expect(await api.remove('File', look.id)).toMatchObject({ success: false });
      expect(await api.remove('File', lookalike.id as number)).toMatchObject({ success: true });
      expect((await api.save('File', inputOf('File', look, { filename: 'leer' }))).filename).toBe('leer');
      expect(await api.remove('File', look.id)).toMatchObject({ success: true });
      expect(await api.remove('File', image.id as number)).toMatchObject({ success: true });
      expect(await api.remove('File', inner.id)).toMatchObject({ success: true });
      expect(await api.remove('File', outer.id)).toMatchObject({ success: true });
    });

    it('asks for a file when a new one comes without content', async () => {
      const { api } = env();
      const answer = await api.upsert('File', { filename: 'leer.png' });
      expect(answer).toMatchObject({ success: false, id: null });
      expect(answer.errors).toEqual([
        { path: 'file', key: 'File.error_upload_empty', message: 'Please choose a file to upload!' },
      ]);
    });

    it('refuses an upload that is not a file, or is empty, in the caller’s language and writes nothing', async () => {
      const { api, server } = env();
      const written = async () => ({
        rows: await server.db.$count(files),
        revisions: await server.db.$count(revisions),
        blobs: (await storedBlobs(server)).length,
      });
      const before = await written();
      const NOT_FILE = 'File.error_upload_not_file';
      const refusals: [string, () => Promise<SaveAnswer>, string][] = [
        ['a string in JSON', () => api.upsert('File', { filename: 'a.png', file: 'iVBORw0KGgo=' }), NOT_FILE],
        ['a multipart part without a file name', () => multipartWithoutFileName(server, api.token), NOT_FILE],
        [
          'an empty file',
          () => api.upload({ bytes: new Uint8Array(0), name: 'leer.png' }),
          'File.error_upload_no_content',
        ],
      ];
      for (const [name, send, key] of refusals) {
        const answer = await send();
        expect(answer, name).toMatchObject({ success: false, id: null });
        expect(answer.errors, name).toEqual([{ path: 'file', key, message: expect.any(String) }]);
        expect(answer.errors[0].message, name).not.toMatch(/unexpected/i);
      }
      const german = await api.upload({ bytes: new Uint8Array(0), name: 'leer.png' }, {}, { locale: 'de' });
      expect(german.errors[0].message).toBe('Die Datei ist leer.');
      const english = await api.upsert('File', { filename: 'a.png', file: 'x' });
      expect(english.errors[0].message).toBe(
        'The upload must be a file (a multipart file part with a file name).',
      );
      expect(await written()).toEqual(before);
    });

    it('refuses uploads by anyone but verified contributors and writes nothing', async () => {
      const { api, server } = env();
      const before = { rows: await server.db.$count(files), blobs: (await storedBlobs(server)).length };
      const tokens = [
        null,
        (await createUser(server.db, { permission: 3 })).token,
        (await createUser(server.db, { permission: 2, verified: false })).token,
        (await createUser(server.db, { permission: 1, status: 'suspended' })).token,
      ];
      for (const token of tokens) {
        // Refused before the upload is read (files/multipart.test.ts), in the caller's language.
        const response = await api.uploadResponse(
          { bytes: await pngBytes(6, 6, 999), name: 'x.png' },
          {},
          { token, locale: 'de' },
        );
        expect(response.statusCode).toBe(403);
        expect(response.json().errors[0].message).toMatch(/^Bitte|nicht berechtigt/);
      }
      expect({ rows: await server.db.$count(files), blobs: (await storedBlobs(server)).length }).toEqual(
        before,
      );
    });

    describe('download and view', () => {
      async function upload(bytes: Uint8Array, name: string, type?: string) {
        const answer = await env().api.upload({ bytes, name, type });
        expect(answer).toMatchObject({ success: true });
        return answer.id as number;
      }

      it('serves a download as an attachment with its RFC 6266 name, never sniffed', async () => {
        const { api } = env();
        const bytes = await pngBytes(12, 12, 31);
        const id = await upload(bytes, 'Übersicht; 50% (1).png');
        const response = await get(api, `/file/${id}/download`);
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(bytes)).toBe(true);
        expect(response.headers).toMatchObject({
          'content-type': 'image/png',
          'content-length': String(bytes.length),
          'x-content-type-options': 'nosniff',
          'content-disposition':
            'attachment; filename="_bersicht_ 50_ (1).png"; filename*=UTF-8\'\'%C3%9Cbersicht%3B%2050%25%20%281%29.png',
        });
      });

      it('quotes and encodes any name safely', () => {
        expect(contentDisposition('inline', 'a "b" \\ c\r\n.pdf')).toBe(
          'inline; filename="a _b_ _ c__.pdf"; filename*=UTF-8\'\'a%20%22b%22%20%5C%20c%0D%0A.pdf',
        );
        expect(contentDisposition('attachment', '')).toBe('attachment; filename="file"; filename*=UTF-8\'\'');
      });

      it('shows PNG, JPEG, GIF, WebP and PDF inline, everything else as an attachment of no type of its own', async () => {
        const { api } = env();
        const image = (format: 'gif' | 'webp' | 'tiff') =>
          sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
            .toFormat(format)
            .toBuffer();
        const OCTETS = 'application/octet-stream';
        // The content, its name, the type the client claims, the type kept, the type served, the disposition.
        const cases: Array<
          [Uint8Array, string, string | undefined, string, string, 'inline' | 'attachment']
        > = [
          [await pngBytes(3, 3, 32), 'a.png', undefined, 'image/png', 'image/png', 'inline'],
          [await image('gif'), 'a.gif', undefined, 'image/gif', 'image/gif', 'inline'],
          [await image('webp'), 'a.webp', undefined, 'image/webp', 'image/webp', 'inline'],
          [await image('tiff'), 'a.tif', 'image/tiff', 'image/tiff', OCTETS, 'attachment'],
          [
            Buffer.from('%PDF-1.4\n%%EOF\n'),
            'a.pdf',
            'application/pdf',
            'application/pdf',
            'application/pdf',
            'inline',
          ],
          [
            Buffer.from('<script>alert(1)</script>'),
            'a.html',
            'text/html',
            'text/html',
            OCTETS,
            'attachment',
          ],
          // A script served as one from this origin would be trusted by the app's script-src 'self'.
          [Buffer.from('alert(1)'), 'a.js', 'text/javascript', 'text/javascript', OCTETS, 'attachment'],
          [
            Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"><script>alert(1)</script></svg>',
            ),
            'a.svg',
            'image/svg+xml',
            'image/svg+xml',
            OCTETS,
            'attachment',
          ],
          // A client claiming an image type for what is no image gets no image type.
          [Buffer.from('<html></html>'), 'fake.png', 'image/png', OCTETS, OCTETS, 'attachment'],
        ];
        for (const [bytes, name, type, kept, served, disposition] of cases) {
          const id = await upload(bytes, name, type);
          expect((await api.get('File', id)).mime, name).toBe(kept);
          for (const mode of ['view', 'download']) {
            const response = await get(api, `/file/${id}/${mode}`);
            expect(response.statusCode, name).toBe(200);
            expect(response.headers['content-type'], `${name} ${mode}`).toBe(
              mode === 'download' && served !== OCTETS ? kept : served,
            );
            expect(String(response.headers['content-disposition']).split(';')[0], name).toBe(
              mode === 'view' ? disposition : 'attachment',
            );
            expect(response.headers, name).toMatchObject(fileAnswerHeaders);
          }
        }
      });

      it('answers 404 for unknown, non-numeric and folder ids', async () => {
        const { api } = env();
        const folder = await api.save('File', { filename: 'Ordner ohne Inhalt', is_folder: true });
        for (const url of [
          '/file/999999/view',
          '/file/abc/download',
          '/file/-1/view',
          '/file/1e3/view',
          '/file/99999999999999/download',
          `/file/${folder.id}/download`,
        ]) {
          const response = await get(api, url);
          expect(response.statusCode, url).toBe(404);
          expect(response.json(), url).toEqual({ error: 'Nicht gefunden.' });
          expect(response.headers, url).toMatchObject(fileAnswerHeaders);
        }
      });
    });
  },
);

describe.each(databaseKinds)('upload size limit on %s', (kind) => {
  let server: TestServer;
  let api: CatalogueApi;
  beforeAll(async () => {
    server = await startTestServer(kind, { maxUploadMb: 1 });
    api = new CatalogueApi(server, (await createUser(server.db, { permission: 2 })).token);
  });
  afterAll(() => server.close());

  it('refuses a file over MAX_UPLOAD_MB in the caller’s language and writes nothing', async () => {
    const bytes = new Uint8Array(1024 * 1024 + 1).fill(7);
    for (const [locale, message] of [
      ['en', 'File too large.'],
      ['de', 'Die Datei ist zu groß.'],
    ] as const) {
      const answer = await api.upload({ bytes, name: 'big.bin' }, {}, { locale });
      expect(answer).toMatchObject({ success: false, id: null, message });
      expect(answer.errors).toEqual([{ path: 'file', key: 'File.error_too_large', message }]);
    }
    expect(await server.db.$count(files)).toBe(0);
    expect(await storedBlobs(server)).toEqual([]);
    const fits = await api.upload({ bytes: bytes.subarray(2), name: 'fits.bin' });
    expect(fits.success).toBe(true);
    expect(
      (
        await server.db
          .select()
          .from(files)
          .where(eq(files.id, fits.id as number))
      )[0].size,
    ).toBe(1024 * 1024 - 1);
  });

  it('refuses a request announcing far more than the limit before reading it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-locale': 'de' },
      payload: Buffer.alloc(4 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe('Die Datei ist zu groß.');
  });
});
