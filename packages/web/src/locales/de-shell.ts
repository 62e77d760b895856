import { deSearchScreen } from './de-search.ts';
import type { UiMessages } from './en.ts';

export type ShellMessages = Pick<UiMessages, 'common' | 'shell' | 'notFound' | 'search'>;

// The German strings of the shell and the search screen, bundled with the shell (see i18n/i18n.ts).
export const deShell: ShellMessages = {
  common: {
    cancel: 'Abbrechen',
    yes: 'Ja',
    no: 'Nein',
    loading: 'Wird geladen …',
    close: 'Schließen',
    show_path: 'Pfad anzeigen',
    page_first: 'Zur ersten Seite',
    page_previous: 'Zur vorherigen Seite',
    page_next: 'Zur nächsten Seite',
    page_last: 'Zur letzten Seite',
  },
  shell: {
    navigation: 'Hauptnavigation',
    open_menu: 'Menü öffnen',
    close_menu: 'Menü schließen',
    split_panes: 'Breite der beiden Bereiche',
    language: 'Sprache',
    languages: { de: 'Deutsch', en: 'English' },
    default_title: 'Fontes',
    failed: 'Diese Seite konnte nicht geladen werden. Bitte laden Sie sie neu.',
    reload: 'Neu laden',
    melody_search: 'Melodiesuche',
    menu: {
      search: 'Suche',
      create: 'Erstellen',
      settings: 'Einstellungen',
      website: 'Website',
      users: 'Benutzer',
      files: 'Dateien',
      login: 'Anmelden',
      logout: 'Abmelden',
      back: 'Zurück',
    },
  },
  notFound: {
    missing_title: 'Seite nicht gefunden',
    missing_text: 'Unter dieser Adresse gibt es keine Seite.',
    record_title: 'Datensatz nicht gefunden',
    record_text: 'Diesen Datensatz gibt es nicht (mehr).',
    to_search: 'Zur Suche',
  },
  search: {
    title: 'Suche',
    title_type: 'Suche: {{type}}',
    query_label: 'Suchbegriff',
    type_label: 'Datensatztyp',
    type_all: 'Alle Typen',
    submit: 'Suchen',
    total_one: '{{count}} Treffer',
    total_other: '{{count}} Treffer',
    results: 'Suchergebnisse',
    empty: 'Keine Datensätze gefunden.',
    more: 'Weitere Treffer anzeigen',
    failed: 'Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    create: {
      collection: 'Neue Sammlung',
      catalog: 'Neuer Katalog',
      score: 'Neue Musikalie',
      person: 'Neue Person',
      publication: 'Neue Publikation',
      composite: 'Neue Sammelquelle',
      digital_copy: 'Neues Digitalisat',
    },
    ...deSearchScreen,
  },
};
