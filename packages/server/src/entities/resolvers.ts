import type { RecordName } from '@fontes/domain';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import type { AnyRecordDefinition } from '../records/record-definition.ts';
import { recordResolvers } from '../records/record-resolvers.ts';
import { catalogRecord } from './catalog/catalog-record.ts';
import { catalogOperations } from './catalog/resolvers.ts';
import { collectionRecord } from './collection/collection-record.ts';
import { compositeRecord } from './composite/composite-record.ts';
import { digitalCopyRecord } from './digital-copy/digital-copy-record.ts';
import { digitalCopyOperations } from './digital-copy/resolvers.ts';
import { entryResolvers } from './entry/resolvers.ts';
import { fileRecord } from './file/file-record.ts';
import { fileOperations } from './file/resolvers.ts';
import { holdingsResolvers } from './holdings.ts';
import { lookupResolvers } from './lookup/resolvers.ts';
import { pageRecord } from './page/page-record.ts';
import { pageOperations } from './page/resolvers.ts';
import { personRecord } from './person/person-record.ts';
import { publicationRecord } from './publication/publication-record.ts';
import { scoreRecord } from './score/score-record.ts';

/** Every record's definition, by its name. */
export const recordDefinitions = {
  collection: collectionRecord,
  catalog: catalogRecord,
  page: pageRecord,
  score: scoreRecord,
  person: personRecord,
  publication: publicationRecord,
  composite: compositeRecord,
  digital_copy: digitalCopyRecord,
  file: fileRecord,
} satisfies Partial<Record<RecordName, AnyRecordDefinition>>;

/**
 * The catalogue's resolvers, all registered here: each record's getX/upsertX/deleteX over the generic
 * paths with what is its own (its folder's `resolvers.ts`), then what is no record of its own.
 */
export const catalogueResolvers: Resolvers[] = [
  recordResolvers(collectionRecord, 'Collection'),
  recordResolvers(catalogRecord, 'Catalog', catalogOperations),
  recordResolvers(pageRecord, 'Page', pageOperations),
  recordResolvers(scoreRecord, 'Score'),
  recordResolvers(personRecord, 'Person'),
  recordResolvers(publicationRecord, 'Publication'),
  recordResolvers(compositeRecord, 'Composite'),
  recordResolvers(digitalCopyRecord, 'DigitalCopy', digitalCopyOperations),
  recordResolvers(fileRecord, 'File', fileOperations),
  entryResolvers,
  lookupResolvers,
  holdingsResolvers,
];
