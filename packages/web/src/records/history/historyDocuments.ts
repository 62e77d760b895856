import { graphql } from '../../graphql/generated/index.ts';

export const RecordRevisions = graphql(`
  query RecordRevisions($type: RecordName!, $id: Int!, $first: Int, $after: String) {
    revisions(type: $type, id: $id, first: $first, after: $after) {
      total
      endCursor
      hasNextPage
      items {
        id
        action
        created_at
        author
        summary
        restored_from
        merge
      }
    }
  }
`);

export const RevisionDifferences = graphql(`
  query RevisionDifferences($type: RecordName!, $id: Int!, $from: Int!, $to: Int) {
    revisionDiff(type: $type, id: $id, from: $from, to: $to) {
      fields {
        ...FieldDifferenceFields
        items {
          position
          label
          change
          incipit_before {
            ...IncipitCodeFields
          }
          incipit_after {
            ...IncipitCodeFields
          }
          fields {
            ...FieldDifferenceFields
          }
        }
      }
    }
  }

  fragment FieldDifferenceFields on FieldDifference {
    field
    label
    change
    before
    after
    words {
      text
      change
    }
  }

  fragment IncipitCodeFields on IncipitCode {
    clef
    key_signature
    time_signature
    pae
  }
`);

export const RestoreRevision = graphql(`
  mutation RestoreRevision($type: RecordName!, $id: Int!, $revision: Int!, $updatedAt: String) {
    restoreRevision(type: $type, id: $id, revision: $revision, updated_at: $updatedAt) {
      ...SaveOutcomeFields
    }
  }
`);

export const DeletedRecords = graphql(`
  query DeletedRecords($type: RecordName!, $first: Int, $after: String) {
    deletedRecords(type: $type, first: $first, after: $after) {
      total
      endCursor
      hasNextPage
      items {
        id
        record_id
        created_at
        author
        title
      }
    }
  }
`);

export const RestoreDeleted = graphql(`
  mutation RestoreDeleted($type: RecordName!, $id: Int!) {
    restoreDeleted(type: $type, id: $id) {
      ...SaveOutcomeFields
    }
  }
`);
