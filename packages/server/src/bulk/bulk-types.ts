import { recordDefinitions } from '../entities/resolvers.ts';
import type { AnyRecordDefinition } from '../records/record-definition.ts';

/** The records a bulk edit changes. */
export const BULK_TYPES = ['score', 'person', 'publication'] as const;
export type BulkType = (typeof BULK_TYPES)[number];

export const bulkDefinitionOf = (type: BulkType): AnyRecordDefinition =>
  recordDefinitions[type] as AnyRecordDefinition;
