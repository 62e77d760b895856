import type { Executor } from '../../db/database.ts';
import type { HarvestedType } from './harvested.ts';

/** What a format's writer may need beside the record: where the records' permalinks lead. */
export interface FormatContext {
  /** PUBLIC_URL without its trailing slash. */
  publicUrl: string;
}

/**
 * A metadata format the repository disseminates: one entry of `metadataFormats` (formats.ts). `load`
 * reads what `write` needs for one page's records of one type at once (a statement or a few per type,
 * whatever the page's size); `write` answers one record's metadata as one well-formed XML element that
 * declares its own namespaces, without an XML declaration.
 */
export interface MetadataFormat<Loaded = unknown> {
  prefix: string;
  schema: string;
  namespace: string;
  /** The record types it describes: GetRecord of another answers cannotDisseminateFormat. */
  types: readonly HarvestedType[];
  load(
    db: Executor,
    type: HarvestedType,
    ids: readonly number[],
    context: FormatContext,
  ): Promise<Map<number, Loaded>>;
  write(record: Loaded, context: FormatContext): string;
}

// biome-ignore lint/suspicious/noExplicitAny: each format knows what it loads
export type AnyMetadataFormat = MetadataFormat<any>;
