import type { BulkType } from '../../graphql/generated/graphql.ts';

/** The records a bulk edit changes (the server's `BulkType`), kept apart so that the search screen loads no more. */
export const BULK_TYPES: readonly BulkType[] = ['score', 'person', 'publication'];
