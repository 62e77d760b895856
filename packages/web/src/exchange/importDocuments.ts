import { graphql } from '../graphql/generated/index.ts';

export const ImportRecords = graphql(`
  mutation ImportRecords(
    $file: Upload!
    $format: ImportFormat!
    $dryRun: Boolean
    $mapping: [String]
    $listSeparator: String
    $peopleSeparator: String
    $catalog: Int
  ) {
    importRecords(
      file: $file
      format: $format
      dryRun: $dryRun
      mapping: $mapping
      listSeparator: $listSeparator
      peopleSeparator: $peopleSeparator
      catalog: $catalog
    ) {
      ...OutcomeFields
      job {
        id
      }
    }
  }
`);

export const UndoImport = graphql(`
  mutation UndoImport($job: Int!) {
    undoImport(job: $job) {
      ...OutcomeFields
      job {
        id
      }
    }
  }
`);

export const ImportCatalogTitle = graphql(`
  query ImportCatalogTitle($id: Int!) {
    recordTitle(type: catalog, id: $id)
  }
`);
