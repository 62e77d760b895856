import type { Readable } from 'node:stream';
import Busboy from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import type { FileStorage, IncomingContent } from './storage.ts';

// The GraphQL multipart request spec (`operations`, `map`, then the files), read as the request streams
// in: each file goes to disk through storage.receive, hashed on the way, so that no upload is ever held
// in memory whole. Yoga then takes the operations as a parsed body, with the uploads in its variables.

/** A file part of a multipart request, received before the operation runs; what `Upload` variables hold. */
export class ReceivedUpload {
  constructor(
    readonly name: string,
    /** The type the client claims; only a fallback for what the server does not recognise. */
    readonly type: string,
    /** Null when the part was larger than the limit: nothing of it was kept. */
    readonly content: IncomingContent | null,
  ) {}
}

/** How large the operations and the map may be (as a JSON body may), and how many parts a request has. */
const FIELD_BYTES = 1024 * 1024;
const FILES = 20;
const PARTS = 50;

/**
 * The bytes one multipart request may carry: its files together up to MAX_UPLOAD_MB, with room for the
 * operations, the map and the parts' headers. Checked against Content-Length before the body is read,
 * and counted as it is read (a chunked body announces nothing).
 */
export const multipartByteLimit = (maxFileBytes: number) => maxFileBytes + 2 * FIELD_BYTES + 64 * 1024;

/** A refusal of the whole request (Fastify's error handler translates it by its status). */
class MultipartRefusal extends Error {
  constructor(readonly statusCode: 400 | 413) {
    super(statusCode === 413 ? 'multipart request too large' : 'malformed multipart request');
  }
}

interface Parts {
  fields: Map<string, string>;
  files: Map<string, ReceivedUpload>;
}

/** Every part of the request, files received to disk one after another as they arrive. */
function readParts(
  request: FastifyRequest,
  payload: Readable,
  storage: FileStorage,
  maxFileBytes: number,
  received: ReceivedUpload[],
): Promise<Parts> {
  return new Promise((resolve, reject) => {
    const parts: Parts = { fields: new Map(), files: new Map() };
    // The part names the map gives files, each taken once: a file part arrives after the map (as the
    // spec orders them) under one of them, or the request is refused before the part is read.
    let mapped = new Set<string>();
    let bytesRead = 0;
    let busboy: ReturnType<typeof Busboy>;
    try {
      busboy = Busboy({
        headers: request.headers as { 'content-type': string },
        limits: { fieldSize: FIELD_BYTES, fileSize: maxFileBytes, files: FILES, parts: PARTS },
        // A file is a part with a file name, as the spec's clients send it; any other part is text.
        isPartAFile: (_field, _type, fileName) => fileName !== undefined,
      });
    } catch {
      return reject(new MultipartRefusal(400));
    }
    let pending: Promise<unknown> = Promise.resolve();
    let receiving: Readable | null = null;
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      // Nothing more is read: Fastify closes the connection of a body its parser refused.
      payload.unpipe(busboy);
      payload.off('data', count);
      payload.pause();
      // A file half received ends its write (as a premature close): storage.receive then removes it.
      receiving?.destroy();
      // Refused once every file begun is gone again, so that the answer leaves nothing behind.
      pending.then(() => reject(error));
    };
    const count = (chunk: Buffer) => {
      bytesRead += chunk.length;
      if (bytesRead > multipartByteLimit(maxFileBytes)) fail(new MultipartRefusal(413));
    };
    busboy.on('field', (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) return fail(new MultipartRefusal(413));
      parts.fields.set(name, value);
      if (name === 'map') mapped = new Set(Object.keys(Object(parsedJson(value))));
    });
    // Files arrive one after another (the next part begins once this one is read), each read at once.
    busboy.on('file', (name, stream, fileName, _encoding, type) => {
      // A part cut off errs on its own stream too; the refusal comes from busboy's error.
      stream.on('error', () => {});
      if (!mapped.delete(name)) fail(new MultipartRefusal(400));
      if (failed) return stream.resume();
      receiving = stream;
      const stored = storage
        .receive(stream)
        .then(async (content) => {
          receiving = null;
          // Refused meanwhile: the request keeps none of its files.
          if (stream.truncated || failed) await storage.discard(content);
          if (failed) return;
          const upload = new ReceivedUpload(fileName, type, stream.truncated ? null : content);
          received.push(upload);
          parts.files.set(name, upload);
        })
        // A part the client cut off is its refusal; the disk failing is the server's error.
        .catch((error: Error) => fail(failed || stream.errored ? new MultipartRefusal(400) : error));
      pending = Promise.all([pending, stored]);
    });
    for (const limit of ['partsLimit', 'filesLimit'] as const)
      busboy.on(limit, () => fail(new MultipartRefusal(413)));
    busboy.on('error', () => fail(new MultipartRefusal(400)));
    busboy.on('finish', () => pending.then(() => resolve(parts)));
    payload.on('data', count);
    payload.on('error', () => fail(new MultipartRefusal(400)));
    request.raw.on('aborted', () => fail(new MultipartRefusal(400)));
    payload.pipe(busboy);
  });
}

const parsedJson = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sets `value` at a dotted path (`variables.input.file`, `0.variables.files.2`) of the operations. */
function setAtPath(operations: unknown, path: string, value: unknown): boolean {
  const keys = path.split('.');
  let node = operations as Record<string, unknown>;
  for (const [i, key] of keys.entries()) {
    if (!Object.hasOwn(node, key) || key === '__proto__' || key === 'constructor') return false;
    if (i === keys.length - 1) node[key] = value;
    else if (typeof node[key] !== 'object' || node[key] === null) return false;
    else node = node[key] as Record<string, unknown>;
  }
  return true;
}

/**
 * The operations of a GraphQL multipart request with each mapped part in its place: a received file
 * (ReceivedUpload) or, for a part without a file name, its text. `received` collects every file stored
 * for this request, for the caller to discard what no operation adopted once it is answered; a request
 * refused here keeps none of its files.
 */
export async function readMultipartOperations(
  request: FastifyRequest,
  payload: Readable,
  storage: FileStorage,
  maxFileBytes: number,
  received: ReceivedUpload[],
): Promise<unknown> {
  try {
    return placeParts(await readParts(request, payload, storage, maxFileBytes, received));
  } catch (error) {
    for (const upload of received) if (upload.content) await storage.discard(upload.content);
    throw error;
  }
}

function placeParts({ fields, files }: Parts): unknown {
  const operations = parsedJson(fields.get('operations'));
  const map = fields.has('map') ? parsedJson(fields.get('map')) : {};
  const nonEmpty = Array.isArray(operations) ? operations.length > 0 : isObject(operations);
  if (!nonEmpty || !isObject(map)) throw new MultipartRefusal(400);
  for (const [name, paths] of Object.entries(map)) {
    if (!Array.isArray(paths)) throw new MultipartRefusal(400);
    const value = files.get(name) ?? fields.get(name);
    if (value === undefined) throw new MultipartRefusal(400);
    for (const path of paths)
      if (typeof path !== 'string' || !setAtPath(operations, path, value)) throw new MultipartRefusal(400);
  }
  return operations;
}
