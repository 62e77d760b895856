import { graphql } from '../graphql/generated/index.ts';

/** What a job's progress shows, selected once for the progress bar and the Jobs list. */
export const JobFragment = graphql(`
  fragment JobFields on Job {
    id
    kind
    status
    stage
    progress
    total
    warning_count
    message
    message_key
    cancel_requested
    summary
    undoable
    created_at
    started_at
    finished_at
  }
`);

export const GetJob = graphql(`
  query GetJob($id: Int!) {
    job(id: $id) {
      ...JobFields
    }
  }
`);

export const ListJobs = graphql(`
  query Jobs($first: Int) {
    jobs(first: $first) {
      total
      items {
        ...JobFields
      }
    }
  }
`);

export const CancelJob = graphql(`
  mutation CancelJob($id: Int!) {
    cancelJob(id: $id) {
      ...OutcomeFields
    }
  }
`);

export const UndoJob = graphql(`
  mutation UndoJob($id: Int!) {
    undoJob(id: $id) {
      ...OutcomeFields
      job {
        ...JobFields
      }
    }
  }
`);

/** What a job answered, read once it is done (a report can be large: not polled with its progress). */
export const GetJobReport = graphql(`
  query GetJobReport($id: Int!) {
    job(id: $id) {
      id
      status
      report
    }
  }
`);
