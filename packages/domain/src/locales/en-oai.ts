// The OAI-PMH errors' messages, each beside the error code the protocol names (harvesters read the code).
export const enOai = {
  Oai: {
    error_badVerb: 'The verb is missing, repeated or not one of the six OAI-PMH verbs.',
    error_badArgument_repeated: 'The argument {{name}} is given more than once.',
    error_badArgument_unknown: 'The argument {{name}} is not one this verb takes.',
    error_badArgument_missing: 'The argument {{name}} is required by this verb.',
    error_badArgument_exclusive: 'A resumptionToken is given alone, besides the verb.',
    error_badArgument_date:
      'The argument {{name}} must be a UTC date (YYYY-MM-DD) or time (YYYY-MM-DDThh:mm:ssZ).',
    error_badArgument_granularity: 'The arguments from and until must have the same granularity.',
    error_badArgument_range: 'The argument from is later than until.',
    error_badArgument_set: 'The set is not a setSpec of this repository (collection-<id>).',
    error_badArgument_too_long: 'The request is longer than any OAI-PMH request needs.',
    error_badResumptionToken: 'The resumption token is not one this repository issued for this request.',
    error_cannotDisseminateFormat:
      'This repository does not disseminate the metadata format {{prefix}} for this item.',
    error_idDoesNotExist: 'This repository has no item with the identifier {{identifier}}.',
    error_noRecordsMatch: 'No records match the arguments given.',
    error_noMetadataFormats: 'No metadata formats are available for this item.',
  },
};
