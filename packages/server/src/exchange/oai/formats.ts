import type { AnyMetadataFormat } from './format.ts';
import { marcXml } from './marcxml-format.ts';
import { oaiDc } from './oai-dc.ts';

/** The metadata formats the repository disseminates, by prefix: a new format is one entry here. */
export const metadataFormats: readonly AnyMetadataFormat[] = [oaiDc, marcXml];

export const formatOf = (prefix: string): AnyMetadataFormat | undefined =>
  metadataFormats.find((format) => format.prefix === prefix);
