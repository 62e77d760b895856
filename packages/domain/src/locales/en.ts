import { enAccounts } from './en-accounts.ts';
import { enBulk } from './en-bulk.ts';
import { enCatalog } from './en-catalog.ts';
import { enCodes, enRecordTypes } from './en-codes.ts';
import { enExchange } from './en-exchange.ts';
import { enHistory } from './en-history.ts';
import { enIiif } from './en-iiif.ts';
import { enJobs } from './en-jobs.ts';
import { enMelody } from './en-melody.ts';
import { enMerge } from './en-merge.ts';
import { enOai } from './en-oai.ts';
import { enPae } from './en-pae.ts';
import { enPeople } from './en-people.ts';
import { enScore } from './en-score.ts';
import { enSearchFacets } from './en-search-facets.ts';

export const en = {
  codes: enCodes,
  recordTypes: enRecordTypes,
  Validation: {
    error_invalid: 'This value is not valid.',
    error_unknown_record: 'This record does not exist (any more).',
    error_text_unstorable:
      'This text contains a character that cannot be saved (a NUL character or a broken character code).',
    error_list_too_long: 'This list is longer than any source needs: at most 1,000 items.',
    error_long_list_too_long: 'This list is longer than any source needs: at most 10,000 items.',
  },
  ...enCatalog,
  ...enIiif,
  ...enExchange,
  ...enOai,
  ...enScore,
  ...enPae,
  ...enMelody,
  ...enJobs,
  ...enHistory,
  ...enMerge,
  ...enBulk,
  ...enPeople,
  Server: {
    error_save: 'An error occurred while saving this dataset!',
    error_validation: 'Please correct the marked fields.',
    error_stale:
      'This record was saved elsewhere in the meantime (perhaps in another tab). Please reload it; your changes have not been saved.',
    error_forbidden: 'You are not allowed to do this.',
    error_unauthenticated: 'Please log in first.',
    error_unverified: 'Please verify your e-mail address first.',
    error_not_found: 'The record does not exist.',
    error_referenced: 'This record cannot be deleted because it is still referenced by: {{references}}.',
    error_item_referenced:
      'A removed item cannot be deleted because it is still referenced by: {{references}}.',
    error_bad_input: 'The request could not be understood.',
    error_text_unstorable:
      'The value of {{argument}} contains a character that cannot be saved (a NUL character or a broken character code).',
    error_invalid_id: 'Invalid id.',
    error_too_large: 'The request is too large.',
    error_batch_limit: 'At most {{limit}} operations may be sent in one request.',
    error_operation_limit_depth: 'The request nests its fields too deeply (at most {{max}} levels).',
    error_operation_limit_aliases: 'The request uses too many aliases (at most {{max}}).',
    error_operation_limit_tokens: 'The request is too long (at most {{max}} tokens).',
    error_operation_limit_directives: 'The request uses too many directives (at most {{max}}).',
    error_operation_limit_cost: 'The request asks for too much at once (estimated cost above {{max}}).',
    error_operation_limit_introspections: 'The request asks for the schema too often (at most {{max}}).',
    error_operation_limit_listRepeats:
      'The request asks for a list again inside itself (at most {{max}} per path).',
    error_operation_limit_listNesting:
      'The request asks for too many lists inside lists (at most {{max}} on one path).',
    error_parameter_not_object: "The request's “{{name}}” must be a JSON object.",
    error_rate_limit: 'Too many requests. Please wait a moment and try again.',
    error_not_found_path: 'Not found.',
    error_xsrf:
      'This request did not come from the Fontes page (security token missing). Please reload the page and try again.',
    error_unexpected: 'An unexpected error occurred. Please try again later.',
    saved: 'Saved.',
    deleted: 'Deleted.',
    error_unknown_setting: 'Unknown setting.',
    // What still holds a record that cannot be deleted; i18next picks _one/_other from {{count}}.
    references: {
      collection_one: '{{count}} collection',
      collection_other: '{{count}} collections',
      catalog_one: '{{count}} catalog',
      catalog_other: '{{count}} catalogs',
      entry_one: '{{count}} catalog entry',
      entry_other: '{{count}} catalog entries',
      score_one: '{{count}} score',
      score_other: '{{count}} scores',
      person_one: '{{count}} person',
      person_other: '{{count}} people',
      publication_one: '{{count}} publication',
      publication_other: '{{count}} publications',
      composite_one: '{{count}} composite entry',
      composite_other: '{{count}} composite entries',
      digital_copy_one: '{{count}} digital copy',
      digital_copy_other: '{{count}} digital copies',
      page_one: '{{count}} page',
      page_other: '{{count}} pages',
      file_one: '{{count}} file',
      file_other: '{{count}} files',
      attribution_one: '{{count}} attribution',
      attribution_other: '{{count}} attributions',
    },
  },
  Search: {
    ...enSearchFacets,
    error_year: 'A year, e.g. 1750.',
    error_text_long: 'At most 200 characters are searched for.',
    error_too_many_values: 'The filter “{{filter}}” may hold at most {{max}} values.',
    error_bad_filter: 'The filter “{{filter}}” has a value that cannot be searched for.',
    error_year_order: 'The year range must start before it ends.',
    error_bad_parameter: 'The parameter “{{name}}” has a value that cannot be searched for.',
    error_export_running: 'An export of yours is still running. Please wait until it has finished.',
    yes: 'yes',
    no: 'no',
    export_filename: 'search',
    columns: {
      type: 'Type',
      title: 'Title',
      subtitle: 'Subtitle',
      shelfmark: 'Shelfmark',
      composer: 'Composer',
      genre: 'Genre',
      key: 'Key',
      scoring: 'Scoring',
      dates: 'Dates',
      cleric: 'Cleric',
      catalog: 'Catalog',
      page: 'Page',
      linked: 'Linked score',
      address: 'Address',
    },
  },
  ...enAccounts,
};
