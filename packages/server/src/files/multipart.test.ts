import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { de } from '@fontes/domain/locales';
import { eq } from 'drizzle-orm';
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

  it('stores each mapped file of a batch', async () => {
    const before = (await onDisk()).length;
    const other = await pngBytes(8, 8, 32);
    const response = await send(
      body([
        operations([upload({ filename: 'a.png' }), upload({ filename: 'b.png' })]),
        map({ 0: ['0.variables.input.file'], 1: ['1.variables.input.file'] }),
        { name: '0', file: scan, fileName: 'erste.png' },
        { name: '1', file: other, fileName: 'zweite.png' },
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
      [
        'a file part the map does not name',
        body([operations(upload()), map({ 0: ['variables.input.file'] }), file, { ...file, name: '2' }]),
        400,
      ],
      [
        'a file part before the map',
        body([operations(upload()), file, map({ 0: ['variables.input.file'] })]),
        400,
      ],
      [
        'a mapped file part sent twice',
        body([operations(upload()), map({ 0: ['variables.input.file'] }), file, file]),
        400,
      ],
      [
        '21 files',
        body([
          operations(upload()),
          map(Object.fromEntries(tooMany.map((_, i) => [i, ['variables.input.file']]))),
          ...tooMany,
        ]),
        413,
      ],
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

  /**
   * A chunked body (no Content-Length): `start`, then `filler` bytes in 64 kB chunks, counting in `sent`
   * what was taken from it, and ending only when the reader stops asking (or after 64 MB).
   */
  function chunked(start: Buffer, sent: { bytes: number }) {
    const chunk = Buffer.alloc(64 * 1024, 7);
    return Readable.from(
      (function* () {
        sent.bytes += start.length;
        yield start;
        while (sent.bytes < 64 * 1024 * 1024) {
          sent.bytes += chunk.length;
          yield chunk;
        }
      })(),
    );
  }
  const fileStart = (fileName: string) =>
    Buffer.concat([
      body([operations(upload({ filename: fileName })), map({ 0: ['variables.input.file'] })]).subarray(
        0,
        -`--${BOUNDARY}--\r\n`.length,
      ),
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="0"; filename="${fileName}"\r\ncontent-type: image/png\r\n\r\n`,
      ),
    ]);
  const sendChunked = (payload: Readable, authorization?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'x-locale': 'de',
        ...(authorization ? { authorization: `Bearer ${authorization}` } : {}),
      },
      payload,
    });

  it('refuses an upload by a caller who may not upload before reading it, keeping nothing', async () => {
    const before = await written();
    const callers: [string, string | undefined, string][] = [
      ['anonymous', undefined, de.Server.error_unauthenticated],
      ['a guest', (await createUser(server.db, { permission: 3 })).token, de.Server.error_forbidden],
      [
        'an unverified contributor',
        (await createUser(server.db, { permission: 2, verified: false })).token,
        de.Server.error_unverified,
      ],
    ];
    for (const [caller, callerToken, message] of callers) {
      const sent = { bytes: 0 };
      // A body that would go on for 64 MB: answered long before, with nothing of it read.
      const response = await sendChunked(chunked(fileStart('voll.bin'), sent), callerToken);
      expect(response.statusCode, caller).toBe(403);
      expect(response.json().errors[0].message, caller).toBe(message);
      expect(response.headers.connection, caller).toBe('close');
      expect(sent.bytes, caller).toBeLessThan(1024 * 1024);
      expect(await readdir(join(server.config.dataDir, 'files', 'incoming')).catch(() => []), caller).toEqual(
        [],
      );
    }
    expect(await written()).toEqual(before);
  });

  it('cuts a chunked body off once it carries more than MAX_UPLOAD_MB, keeping nothing', async () => {
    const before = await written();
    const sent = { bytes: 0 };
    const response = await sendChunked(chunked(fileStart('endlos.bin'), sent), token);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe(de.Server.error_too_large);
    expect(response.headers.connection).toBe('close');
    // Read up to the limit (1 MB and room for the form), and not much beyond it.
    expect(sent.bytes).toBeLessThan(4 * 1024 * 1024);
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

describe.each(databaseKinds)('uploads larger than 25 MB over HTTP on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { maxUploadMb: 31 });
    token = (await createUser(server.db, { permission: 2 })).token;
    url = `${await server.app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
  });
  afterAll(() => server.close());

  /** An upsertFile as a browser's FormData sends it: its Content-Type and bytes. */
  async function browserForm(bytes: Uint8Array<ArrayBuffer>, name: string) {
    const form = new FormData();
    form.append('operations', JSON.stringify(upload({ filename: name })));
    form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    form.append('0', new Blob([bytes], { type: 'image/tiff' }), name);
    const request = new Request(url, { method: 'POST', body: form });
    return {
      type: request.headers.get('content-type') as string,
      body: new Uint8Array(await request.arrayBuffer()),
    };
  }

  it('saves a 30 MB scan with and without Content-Length', async () => {
    const scan = new Uint8Array(30 * 1000 * 1000);
    for (let i = 0; i < scan.length; i += 4096) scan[i] = i % 251;
    const form = await browserForm(scan, 'gross.tif');
    const headers = { 'content-type': form.type, authorization: `Bearer ${token}`, 'x-locale': 'de' };
    const whole = await fetch(url, { method: 'POST', headers, body: form.body });
    // The same bytes as a stream, sent chunked (a body whose length is not known beforehand).
    const chunks = Array.from({ length: Math.ceil(form.body.length / 2 ** 20) }, (_, i) =>
      form.body.subarray(i * 2 ** 20, (i + 1) * 2 ** 20),
    );
    const streamed = await fetch(url, {
      method: 'POST',
      headers,
      body: Readable.toWeb(Readable.from(chunks)),
      duplex: 'half',
    } as RequestInit);
    const sha256 = createHash('sha256').update(scan).digest('hex');
    for (const response of [whole, streamed]) {
      expect(response.status).toBe(200);
      const answer = (await response.json()).data.upsertFile;
      expect(answer).toMatchObject({ success: true });
      const [row] = await server.db.select().from(files).where(eq(files.id, answer.id));
      expect(row).toMatchObject({ size: scan.length, sha256 });
    }
  });

  /**
   * A multipart request over a real connection: `head`, then (unless `length` announces the body) 1 MB
   * chunks on and on, up to 200 MB, until the server answers; its answer once the connection is closed,
   * and how many bytes were sent.
   */
  function sendUntilAnswered(head: Buffer, length?: number) {
    let sent = 0;
    return new Promise<{ status?: number; body: string; sent: number }>((resolve, reject) => {
      const request = httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(length ? { 'content-length': length } : {}),
          authorization: `Bearer ${token}`,
          'x-locale': 'de',
        },
      });
      // Waited for from the start: the connection may close before the answer's end is read.
      const closed = new Promise<void>((done) =>
        request.on('socket', (socket) => socket.once('close', done)),
      );
      request.on('response', (response) => {
        let text = '';
        response.on('data', (data) => {
          text += data;
        });
        response.on(
          'end',
          () => void closed.then(() => resolve({ status: response.statusCode, body: text, sent })),
        );
      });
      // The connection ends under the rest of the body.
      request.on('error', () => {});
      request.write(head);
      sent += head.length;
      const chunk = Buffer.alloc(1024 * 1024, 3);
      const more = () => {
        while (!length && sent < 200 * 1024 * 1024 && !request.socket?.destroyed) {
          sent += chunk.length;
          if (!request.write(chunk)) return request.once('drain', more);
        }
      };
      more();
      setTimeout(() => reject(new Error(`no answer after ${sent} bytes`)), 60_000).unref();
    });
  }

  it('answers a chunked upload carrying more than MAX_UPLOAD_MB with a refusal and closes its connection', async () => {
    const answer = await sendUntilAnswered(
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="operations"\r\n\r\n${JSON.stringify(upload())}\r\n` +
          `--${BOUNDARY}\r\ncontent-disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.file"]}\r\n` +
          `--${BOUNDARY}\r\ncontent-disposition: form-data; name="0"; filename="endlos.tif"\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors[0].message).toBe(de.Server.error_too_large);
    expect(answer.sent).toBeLessThan(100 * 1024 * 1024);
    expect(await readdir(join(server.config.dataDir, 'files', 'incoming')).catch(() => [])).toEqual([]);
  });

  it('refuses an upload announcing more than MAX_UPLOAD_MB in the caller’s language before reading it', async () => {
    // Only the first 64 kB of 40 MB are sent: the answer comes without the rest.
    const answer = await sendUntilAnswered(Buffer.alloc(64 * 1024), 40 * 1000 * 1000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors[0].message).toBe(de.File.error_too_large);
  });
});
