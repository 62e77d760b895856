import { deAccounts } from './de-accounts.ts';
import { deBulk } from './de-bulk.ts';
import { deCatalog } from './de-catalog.ts';
import { deCodes } from './de-codes.ts';
import { deExchange } from './de-exchange.ts';
import { deHistory } from './de-history.ts';
import { deIiif } from './de-iiif.ts';
import { deJobs } from './de-jobs.ts';
import { deMelody } from './de-melody.ts';
import { deMerge } from './de-merge.ts';
import { deOai } from './de-oai.ts';
import { dePae } from './de-pae.ts';
import { dePeople } from './de-people.ts';
import { deRecordTypes } from './de-record-types.ts';
import { deScore } from './de-score.ts';
import { deSearchFacets } from './de-search-facets.ts';
import type { en } from './en.ts';

// Typed as the English resources so that a missing or extra key fails to compile.
export const de: typeof en = {
  codes: deCodes,
  recordTypes: deRecordTypes,
  Validation: {
    error_invalid: 'Dieser Wert ist ungültig.',
    error_unknown_record: 'Dieser Datensatz existiert nicht (mehr).',
    error_text_unstorable:
      'Dieser Text enthält ein Zeichen, das nicht gespeichert werden kann (ein NUL-Zeichen oder einen fehlerhaften Zeichencode).',
    error_list_too_long: 'Diese Liste ist länger, als eine Quelle es braucht: höchstens 1.000 Einträge.',
    error_long_list_too_long:
      'Diese Liste ist länger, als eine Quelle es braucht: höchstens 10.000 Einträge.',
  },
  ...deCatalog,
  ...deIiif,
  ...deExchange,
  ...deOai,
  ...deScore,
  ...dePae,
  ...deMelody,
  ...deJobs,
  ...deHistory,
  ...deMerge,
  ...deBulk,
  ...dePeople,
  Server: {
    error_save: 'Beim Speichern ist ein Fehler aufgetreten!',
    error_validation: 'Bitte korrigieren Sie die markierten Felder.',
    error_stale:
      'Dieser Datensatz wurde inzwischen an anderer Stelle gespeichert (vielleicht in einem anderen Tab). Bitte laden Sie ihn neu; Ihre Änderungen wurden nicht gespeichert.',
    error_forbidden: 'Dazu sind Sie nicht berechtigt.',
    error_unauthenticated: 'Bitte melden Sie sich zuerst an.',
    error_unverified: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
    error_not_found: 'Der Datensatz existiert nicht.',
    error_referenced:
      'Dieser Datensatz kann nicht gelöscht werden, weil noch folgende Datensätze auf ihn verweisen: {{references}}.',
    error_item_referenced:
      'Ein entfernter Eintrag kann nicht gelöscht werden, weil noch folgende Datensätze auf ihn verweisen: {{references}}.',
    error_bad_input: 'Die Anfrage konnte nicht verarbeitet werden.',
    error_text_unstorable:
      'Der Wert von {{argument}} enthält ein Zeichen, das nicht gespeichert werden kann (ein NUL-Zeichen oder einen fehlerhaften Zeichencode).',
    error_invalid_id: 'Ungültige ID.',
    error_too_large: 'Die Anfrage ist zu groß.',
    error_batch_limit: 'Pro Anfrage dürfen höchstens {{limit}} Operationen gesendet werden.',
    error_operation_limit_depth: 'Die Anfrage verschachtelt ihre Felder zu tief (höchstens {{max}} Ebenen).',
    error_operation_limit_aliases: 'Die Anfrage verwendet zu viele Aliase (höchstens {{max}}).',
    error_operation_limit_tokens: 'Die Anfrage ist zu lang (höchstens {{max}} Tokens).',
    error_operation_limit_directives: 'Die Anfrage verwendet zu viele Direktiven (höchstens {{max}}).',
    error_operation_limit_cost: 'Die Anfrage verlangt zu viel auf einmal (geschätzte Kosten über {{max}}).',
    error_operation_limit_introspections: 'Die Anfrage fragt das Schema zu oft ab (höchstens {{max}}).',
    error_operation_limit_listRepeats:
      'Die Anfrage fragt eine Liste in sich selbst erneut ab (höchstens {{max}} je Pfad).',
    error_operation_limit_listNesting:
      'Die Anfrage fragt zu viele Listen in Listen ab (höchstens {{max}} auf einem Pfad).',
    error_parameter_not_object: '„{{name}}“ in der Anfrage muss ein JSON-Objekt sein.',
    error_rate_limit: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    error_not_found_path: 'Nicht gefunden.',
    error_xsrf:
      'Diese Anfrage kam nicht von der Fontes-Seite (Sicherheitstoken fehlt). Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    error_unexpected: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    saved: 'Gespeichert.',
    deleted: 'Gelöscht.',
    error_unknown_setting: 'Unbekannte Einstellung.',
    references: {
      collection_one: '{{count}} Sammlung',
      collection_other: '{{count}} Sammlungen',
      catalog_one: '{{count}} Katalog',
      catalog_other: '{{count}} Kataloge',
      entry_one: '{{count}} Katalogeintrag',
      entry_other: '{{count}} Katalogeinträge',
      score_one: '{{count}} Musikalie',
      score_other: '{{count}} Musikalien',
      person_one: '{{count}} Person',
      person_other: '{{count}} Personen',
      publication_one: '{{count}} Publikation',
      publication_other: '{{count}} Publikationen',
      composite_one: '{{count}} Sammelquelle',
      composite_other: '{{count}} Sammelquellen',
      digital_copy_one: '{{count}} Digitalisat',
      digital_copy_other: '{{count}} Digitalisate',
      page_one: '{{count}} Seite',
      page_other: '{{count}} Seiten',
      file_one: '{{count}} Datei',
      file_other: '{{count}} Dateien',
      attribution_one: '{{count}} Zuschreibung',
      attribution_other: '{{count}} Zuschreibungen',
    },
  },
  Search: {
    ...deSearchFacets,
    error_year: 'Ein Jahr, z. B. 1750.',
    error_text_long: 'Gesucht wird nach höchstens 200 Zeichen.',
    error_too_many_values: 'Der Filter „{{filter}}“ darf höchstens {{max}} Werte enthalten.',
    error_bad_filter: 'Der Filter „{{filter}}“ hat einen Wert, nach dem nicht gesucht werden kann.',
    error_year_order: 'Der Jahresbereich muss vor seinem Ende beginnen.',
    error_bad_parameter: 'Der Parameter „{{name}}“ hat einen Wert, nach dem nicht gesucht werden kann.',
    error_export_running: 'Ein Export von Ihnen läuft noch. Bitte warten Sie, bis er fertig ist.',
    yes: 'ja',
    no: 'nein',
    export_filename: 'suche',
    columns: {
      type: 'Typ',
      title: 'Titel',
      subtitle: 'Untertitel',
      shelfmark: 'Signatur',
      composer: 'Komponist',
      genre: 'Gattung',
      key: 'Tonart',
      scoring: 'Besetzung',
      dates: 'Lebensdaten',
      cleric: 'Geistlicher',
      catalog: 'Katalog',
      page: 'Seite',
      linked: 'Verknüpfte Musikalie',
      address: 'Adresse',
    },
  },
  ...deAccounts,
};
