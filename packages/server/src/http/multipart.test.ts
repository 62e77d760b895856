import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { de } from '@fontes/domain/locales';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, revisions } from '../db/schema.ts';
import { pngBytes } from '../test/catalogue.ts';
import { createUser, databaseKinds, startTestServer, type TestServer } from '../test/harness.ts';

// Uploads as the GraphQL multipart request spec sends them, read as they stream in: every file part goes
// to disk on its way, so what the server keeps after each request is what is checked here.

const UPLOAD = 'mutation U($input: FileInput!) { upsertFile(input: $input) { success id errors { key } } }';
const BOUNDARY = '----fontes-multipart-test';

type Part = { name: string; text: string } | { name: string; file: Uint8Array; fileName: string };

/** A multipart body of `parts`, closed unless `open` (a request cut off). */
function body(parts: Part[], open = false): Buffer {
  const chunks = parts.flatMap((part) =>
    'text' in part
      ? [
          Buffer.from(
            `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.name}"\r\n\r\n${part.text}\r\n`,
          ),
        ]
      : [
          Buffer.from(
            `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\ncontent-type: image/png\r\n\r\n`,
          ),
          Buffer.from(part.file),
          Buffer.from('\r\n'),
        ],
  );
  return Buffer.concat([...chunks, Buffer.from(open ? '' : `--${BOUNDARY}--\r\n`)]);
}

const operations = (value: unknown): Part => ({ name: 'operations', text: JSON.stringify(value) });
const map = (value: unknown): Part => ({ name: 'map', text: JSON.stringify(value) });
const upload = (input: Record<string, unknown> = {}) => ({
  query: UPLOAD,
  variables: { input: { ...input, file: null } },
});

describe.each(databaseKinds)('multipart uploads on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let scan: Uint8Array;
  beforeAll(async () => {
    server = await startTestServer(kind, { maxUploadMb: 1 });
    token = (await createUser(server.db, { permission: 2 })).token;
    scan = await pngBytes(8, 8, 31);
  });
  afterAll(() => server.close());

  const send = (payload: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
    server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': contentType, authorization: `Bearer ${token}`, 'x-locale': 'de' },
      payload,
    });

  /** Every file under the storage folder, stored or still waiting in `incoming`. */
  const onDisk = async () =>
    (
      await readdir(join(server.config.dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(
        () => [],
      )
    )
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  const written = async () => ({
    rows: await server.db.$count(files),
    revisions: await server.db.$count(revisions),
    disk: (await onDisk()).sort(),
  });

  it('stores each mapped file of a batch and keeps nothing of a part no operation names', async () => {
    const before = (await onDisk()).length;
    const other = await pngBytes(8, 8, 32);
    const response = await send(
      body([
        operations([upload({ filename: 'a.png' }), upload({ filename: 'b.png' })]),
        map({ 0: ['0.variables.input.file'], 1: ['1.variables.input.file'] }),
        { name: '0', file: scan, fileName: 'erste.png' },
        { name: '1', file: other, fileName: 'zweite.png' },
        { name: '2', file: await pngBytes(8, 8, 33), fileName: 'ungenannt.png' },
      ]),
    );
    const answers = response.json() as { data: { upsertFile: { success: boolean } } }[];
    expect(answers.map((a) => a.data.upsertFile.success)).toEqual([true, true]);
    const after = await onDisk();
    expect(after).toHaveLength(before + 2);
    expect(after.some((path) => path.includes('incoming'))).toBe(false);
  });

  it('refuses malformed multipart requests in the caller’s language and keeps nothing of them', async () => {
    const before = await written();
    const file = { name: '0', file: scan, fileName: 'scan.png' };
    const valid = [operations(upload()), map({ 0: ['variables.input.file'] }), file];
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ ...file, name: String(i) }));
    const cases: [string, Buffer, number, string?][] = [
      ['no boundary', body(valid), 400, 'multipart/form-data'],
      ['cut off inside the file', body(valid, true).subarray(0, -40), 400],
      ['no operations', body([map({ 0: ['variables.input.file'] }), file]), 400],
      ['operations not JSON', body([{ name: 'operations', text: '{nope' }, map({}), file]), 400],
      ['operations a number', body([operations(5), map({}), file]), 400],
      ['an empty batch', body([operations([]), map({})]), 400],
      ['a map that is a list', body([operations(upload()), map([['variables.input.file']]), file]), 400],
      [
        'a map naming a missing part',
        body([operations(upload()), map({ 7: ['variables.input.file'] }), file]),
        400,
      ],
      [
        'a path the operations lack',
        body([operations(upload()), map({ 0: ['variables.nope.file'] }), file]),
        400,
      ],
      [
        'a path into the prototype',
        body([operations(upload()), map({ 0: ['__proto__.polluted'] }), file]),
        400,
      ],
      ['21 files', body([operations(upload()), map({ 0: ['variables.input.file'] }), ...tooMany]), 413],
      [
        'operations over 1 MB',
        body([operations({ ...upload(), pad: 'x'.repeat(1024 * 1024) }), map({})]),
        413,
      ],
    ];
    for (const [name, payload, status, contentType] of cases) {
      const response = await send(payload, contentType);
      expect(response.statusCode, name).toBe(status);
      expect(response.json().errors[0].message, name).toBe(
        status === 413 ? de.Server.error_too_large : de.Server.error_bad_input,
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await written()).toEqual(before);
  });

  it('answers generated hostile multipart requests with a message, never a 5xx, keeping no file', async () => {
    const before = await written();
    // Each request is spoiled at least once: an empty file name (refused by the save, after the file is
    // received), or the body cut off; around that, parts in any order, odd names, odd text.
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '{',
        '[]',
        'null',
        '{"0":"x"}',
        '{"0":["__proto__.x"]}',
        '{"9":["variables.input.file"]}',
      ),
    );
    const part = fc.oneof(
      fc.constant(operations(upload({ filename: '' }))),
      fc.constant(operations([upload({ filename: '' }), upload({ filename: ' ' })])),
      fc.constant(map({ 0: ['variables.input.file'], 1: ['1.variables.input.file'] })),
      fc.record({ name: fc.constantFrom('operations', 'map', '0', '1', 'x'), text }),
      fc.record({
        name: fc.constantFrom('0', '1', '2', 'operations'),
        file: fc.uint8Array({ maxLength: 2000 }),
        fileName: fc.constantFrom('scan.png', '../../etc/passwd', 'C:\\a\\b.jpg', '', '%00.png', 'ä ö.tif'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { minLength: 1, maxLength: 6 }),
        fc.option(fc.nat(), { nil: undefined }),
        async (parts, cut) => {
          const whole = body(parts);
          const response = await send(cut === undefined ? whole : whole.subarray(0, cut % whole.length));
          expect(response.statusCode).toBeLessThan(500);
          const answer = response.json() as { errors?: { message: string }[]; data?: unknown };
          const answers = Array.isArray(answer) ? answer : [answer];
          for (const one of answers) {
            const result = (one.data as { upsertFile?: { success: boolean } } | undefined)?.upsertFile;
            expect(
              one.errors?.[0]?.message ?? (result && !result.success ? 'refused' : undefined),
            ).toBeTruthy();
          }
          expect(await readdir(join(server.config.dataDir, 'files', 'incoming')).catch(() => [])).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
    expect(await written()).toEqual(before);
  });

  it('cuts a file off at MAX_UPLOAD_MB as it streams in, keeping nothing of it', async () => {
    const before = await written();
    const big = new Uint8Array(1024 * 1024 + 1).fill(9);
    // No Content-Length to refuse it by: the announced size is checked, then the stream itself.
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'transfer-encoding': 'chunked',
        authorization: `Bearer ${token}`,
        'x-locale': 'de',
      },
      payload: body([
        operations(upload({ filename: 'gross.bin' })),
        map({ 0: ['variables.input.file'] }),
        { name: '0', file: big, fileName: 'gross.bin' },
      ]),
    });
    expect(response.json().data.upsertFile).toMatchObject({
      success: false,
      errors: [{ key: 'File.error_too_large' }],
    });
    expect(await written()).toEqual(before);
  });

  it('drops at start what an earlier run left half received', async () => {
    const incoming = join(server.config.dataDir, 'files', 'incoming');
    await mkdir(incoming, { recursive: true });
    await writeFile(join(incoming, 'left-by-a-crash'), 'x');
    const restarted = await startTestServer(kind, { dataDir: server.config.dataDir });
    try {
      await restarted.app.ready();
      expect(await readdir(incoming).catch(() => [])).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});
