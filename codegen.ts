import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, types for both sides. `npm run codegen` rewrites them; the test suite fails when they are stale.
const config: CodegenConfig = {
  schema: 'packages/server/src/graphql/schema.graphql',
  documents: ['packages/web/src/**/*.{ts,tsx}', '!packages/web/src/graphql/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'packages/server/src/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#GraphQLContext',
        scalars: { Upload: 'globalThis.File' },
        // Resolvers answer loaded rows; the fields derived from them have resolvers of their own.
        mappers: {
          File: '../../entities/file/file-record.ts#FileRecord',
          DigitalCopy: '../../entities/digital-copy/digital-copy-rows.ts#DigitalCopyRow',
          DigitalCopyFile: '../../entities/digital-copy/digital-copy-rows.ts#DigitalCopyFileRow',
          Page: '../../entities/page/page-query.ts#PageRecord',
          SearchResult: '../../search/faceted-search.ts#FacetedPage',
          SearchItem: '../../search/hits.ts#SearchHit',
          Entry: '../../entities/page/page-regions.ts#EntryRow',
          Job: '../../jobs/job-rows.ts#JobRow',
          Revision: '../../history/resolvers.ts#RevisionAnswer',
        },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null | undefined',
      },
    },
    'packages/web/src/graphql/generated/': {
      preset: 'client',
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { Upload: 'globalThis.File' } },
      presetConfig: { fragmentMasking: false },
    },
  },
};
export default config;
