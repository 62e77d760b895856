import { graphql } from '../../graphql/generated/index.ts';

export const DuplicateCandidates = graphql(`
  query DuplicateCandidates($type: MergeType!, $first: Int) {
    duplicateCandidates(type: $type, first: $first) {
      a {
        id
        title
        subtitle
      }
      b {
        id
        title
        subtitle
      }
      similarity
      same_years
      other_years
      same_ids
    }
  }
`);

export const MergePreview = graphql(`
  query MergePreview($type: MergeType!, $keep: Int!, $merge: [Int!]!) {
    mergePreview(type: $type, keep: $keep, merge: $merge) {
      records {
        id
        title
        subtitle
        updated_at
      }
      fields {
        field
        label
        list
        values
        same
      }
      relinked {
        type
        count
        titles
      }
    }
  }
`);

export const MergeRecords = graphql(`
  mutation MergeRecords(
    $type: MergeType!
    $keep: Int!
    $merge: [Int!]!
    $choices: [MergeChoice!]
    $updatedAt: String
  ) {
    mergeRecords(type: $type, keep: $keep, merge: $merge, choices: $choices, updated_at: $updatedAt) {
      ...OutcomeFields
      id
      merge
    }
  }
`);

export const UndoMerge = graphql(`
  mutation UndoMerge($id: Int!) {
    undoMerge(id: $id) {
      ...OutcomeFields
      id
      merge
    }
  }
`);
