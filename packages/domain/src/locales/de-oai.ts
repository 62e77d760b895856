import type { enOai } from './en-oai.ts';

export const deOai: typeof enOai = {
  Oai: {
    error_badVerb: 'Das Verb fehlt, ist wiederholt oder keines der sechs OAI-PMH-Verben.',
    error_badArgument_repeated: 'Das Argument {{name}} ist mehr als einmal angegeben.',
    error_badArgument_unknown: 'Das Argument {{name}} gehört nicht zu diesem Verb.',
    error_badArgument_missing: 'Das Argument {{name}} ist für dieses Verb erforderlich.',
    error_badArgument_exclusive: 'Ein resumptionToken steht allein neben dem Verb.',
    error_badArgument_date:
      'Das Argument {{name}} muss ein UTC-Datum (JJJJ-MM-TT) oder eine Zeit (JJJJ-MM-TTThh:mm:ssZ) sein.',
    error_badArgument_granularity: 'Die Argumente from und until müssen dieselbe Genauigkeit haben.',
    error_badArgument_range: 'Das Argument from liegt nach until.',
    error_badArgument_set: 'Das Set ist keine setSpec dieses Repositoriums (collection-<id>).',
    error_badArgument_too_long: 'Die Anfrage ist länger, als eine OAI-PMH-Anfrage sein muss.',
    error_badResumptionToken:
      'Das Resumption Token wurde von diesem Repositorium nicht für diese Anfrage ausgegeben.',
    error_cannotDisseminateFormat:
      'Dieses Repositorium gibt das Metadatenformat {{prefix}} für diesen Datensatz nicht aus.',
    error_idDoesNotExist: 'Dieses Repositorium hat keinen Datensatz mit der Kennung {{identifier}}.',
    error_noRecordsMatch: 'Keine Datensätze entsprechen den angegebenen Argumenten.',
    error_noMetadataFormats: 'Für diesen Datensatz sind keine Metadatenformate verfügbar.',
  },
};
