// The database schema, one file per area under tables/; drizzle-kit reads this file.
export * from './relations.ts';
export * from './tables/accounts.ts';
export * from './tables/bulk-edits.ts';
export * from './tables/catalogs.ts';
export * from './tables/collections.ts';
export * from './tables/composites.ts';
export * from './tables/digital-copies.ts';
export * from './tables/exchange.ts';
export * from './tables/imports.ts';
export * from './tables/jobs.ts';
export * from './tables/literature.ts';
export * from './tables/melody.ts';
export * from './tables/merges.ts';
export * from './tables/people.ts';
export * from './tables/revisions.ts';
export * from './tables/scores.ts';
export * from './tables/search.ts';
