import { graphql } from '../../graphql/generated/index.ts';

export const BulkEditFields = graphql(`
  query BulkEditFields($type: BulkType!) {
    bulkEditFields(type: $type)
  }
`);

export const StartBulkEdit = graphql(`
  mutation StartBulkEdit(
    $type: BulkType!
    $query: String
    $filters: SearchFilters
    $operation: BulkOperation!
    $dryRun: Boolean
  ) {
    bulkEdit(type: $type, query: $query, filters: $filters, operation: $operation, dryRun: $dryRun) {
      ...OutcomeFields
      job {
        id
      }
    }
  }
`);

export const UndoBulkEdit = graphql(`
  mutation UndoBulkEdit($id: Int!) {
    undoBulkEdit(id: $id) {
      ...OutcomeFields
      job {
        id
      }
    }
  }
`);
