import { graphql } from '../graphql/generated/index.ts';

/** The selection of every `upsertX` answer (a SaveOutcome), shared by the entities' save mutations. */
export const SaveOutcomeFragment = graphql(`
  fragment SaveOutcomeFields on UpsertResult {
    success
    message
    message_key
    message_params {
      name
      value
    }
    id
    errors {
      path
      key
      message
    }
    warnings {
      path
      key
      message
    }
  }
`);

/** The selection of every `deleteX` answer (a DeleteOutcome). */
export const DeleteOutcomeFragment = graphql(`
  fragment DeleteOutcomeFields on DeleteResult {
    success
    message
    message_key
    message_params {
      name
      value
    }
  }
`);
