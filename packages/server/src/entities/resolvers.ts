import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { recordResolvers } from '../records/record-resolvers.ts';
import { catalogResolvers } from './catalog/resolvers.ts';
import { compositeRecord } from './composite/composite-record.ts';
import { digitalCopyResolvers } from './digital-copy/resolvers.ts';
import { entryResolvers } from './entry/resolvers.ts';
import { fileResolvers } from './file/resolvers.ts';
import { lookupResolvers } from './lookup/resolvers.ts';
import { pageResolvers } from './page/resolvers.ts';
import { personRecord } from './person/person-record.ts';
import { publicationRecord } from './publication/publication-record.ts';
import { scoreRecord } from './score/score-record.ts';

/** The catalogue's operations: getX/upsertX/deleteX of each record over the generic paths, and the rest. */
export const catalogueResolvers: Resolvers[] = [
  catalogResolvers,
  pageResolvers,
  entryResolvers,
  recordResolvers(scoreRecord, 'Score'),
  recordResolvers(personRecord, 'Person'),
  recordResolvers(publicationRecord, 'Publication'),
  recordResolvers(compositeRecord, 'Composite'),
  lookupResolvers,
  digitalCopyResolvers,
  fileResolvers,
];
