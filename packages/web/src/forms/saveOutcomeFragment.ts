import { graphql } from '../graphql/generated/index.ts';

/** The selection of every `upsertX` answer (a SaveOutcome), shared by the entities' save mutations. */
export const SaveOutcomeFragment = graphql(`
  fragment SaveOutcomeFields on UpsertResult {
    success
    message
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
