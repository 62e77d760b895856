import { setImmediate } from 'node:timers/promises';
import { type digitalCopySchema, UNSTORABLE_TEXT_KEY, unstorableTextPaths } from '@fontes/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { Refusal, type UpsertResult } from '../../graphql/results.ts';
import { type ManifestRead, type ManifestSource, readManifestFrom } from '../../iiif/manifest-source.ts';
import { ImportError } from '../../iiif/read-manifest.ts';
import type {
  Prepared,
  RecordDefinition,
  RecordInput,
  SaveRequest,
  Written,
} from '../../records/record-definition.ts';
import { saveRecord } from '../../records/save-record.ts';
import { type DigitalCopyRecord, digitalCopyRecord } from './digital-copy-record.ts';

/** importDigitalCopy's input: the copy's own fields and where its manifest comes from. */
export interface ImportInput extends ManifestSource {
  name?: string | null;
  digitizable_type?: string | null;
  digitizable_id?: number | null;
}

/**
 * importDigitalCopy's `beforeSave`: the manifest read and checked before anything is written, into the
 * digital copy's fields and the remote images its canvases show.
 */
async function readImport(ctx: GraphQLContext, request: SaveRequest): Promise<Prepared<string[]>> {
  const input = request.input as ImportInput;
  // Refused before any address is fetched, as the generic save would refuse it.
  const { manifest: _upload, ...texts } = input;
  const unstorable = unstorableTextPaths(texts).map((path) => ({ path, key: UNSTORABLE_TEXT_KEY }));
  if (unstorable.length) throw new Refusal('Server.error_validation', {}, unstorable);
  let read: ManifestRead;
  try {
    read = await readManifestFrom(input, ctx.config);
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    const path = error.key === 'Iiif.error_import_source' || input.url ? 'url' : 'manifest';
    throw new Refusal(error.key, error.params, [{ path, key: error.key, params: error.params }]);
  }
  const fields = {
    name: input.name?.trim() || read.label || 'IIIF',
    digitizable_type: input.digitizable_type,
    digitizable_id: input.digitizable_id,
    files: [],
  };
  return { input: fields, extra: read.slices };
}

/**
 * The imported copy's images, in the save's transaction: each slice's JSON text as the rows of one
 * statement, read by the database. Building 200-row inserts took the server's thread 20 ms a slice;
 * other requests are answered between the slices (PGlite writes on this thread too).
 */
async function writeRemoteImages(tx: Transaction, written: readonly Written<unknown, string[]>[]) {
  for (const { id, extra } of written) {
    for (const slice of extra ?? []) {
      await tx.execute(sql`insert into digital_copy_files (digital_copy_id, position, name, remote_image,
          remote_service, remote_service_type, remote_format, remote_width, remote_height)
        select ${id}, position, name, remote_image, remote_service, remote_service_type, remote_format,
          remote_width, remote_height
        from json_to_recordset(${slice}::json) as image(position integer, name text, remote_image text,
          remote_service text, remote_service_type text, remote_format text, remote_width integer,
          remote_height integer)`);
      await setImmediate();
    }
  }
}

/** A digital copy saved as upsertDigitalCopy saves it, from a manifest, with its images beside it. */
const digitalCopyImport: RecordDefinition<typeof digitalCopySchema, DigitalCopyRecord, string[]> = {
  ...digitalCopyRecord,
  beforeSave: readImport,
  afterWrite: writeRemoteImages,
};

/** importDigitalCopy: the one save path over the import's definition. */
export function importDigitalCopy(ctx: GraphQLContext, input: ImportInput): Promise<UpsertResult> {
  return saveRecord(ctx, digitalCopyImport, { input: input as RecordInput });
}
