import type { enMelody } from './en-melody.ts';

export const deMelody: typeof enMelody = {
  title: 'Melodiesuche',
  intro:
    'Incipits nach ihrer Melodie finden, in jeder Tonart: die Noten in Plaine & Easie eingeben oder auf der Klaviatur spielen. Mindestens 3 Noten.',
  pae_label: 'Melodie (Plaine & Easie)',
  pae_help:
    "Zum Beispiel '4CDE8FG/4A: ein Apostroph setzt die Oktave ab dem eingestrichenen c, 4 ist eine Viertel und 8 eine Achtel, x ein Kreuz, b ein Be, / ein Taktstrich.",
  no_key_signature: 'Keine Vorzeichen',
  rhythm: 'Rhythmus vergleichen',
  anchored: 'Nur am Anfang des Incipits',
  submit: 'Suchen',
  keyboard: 'Klaviatur: die Melodie spielen',
  keyboard_help:
    'Tasten anklicken, oder die Klaviatur fokussieren und A W S E D F T G Z H U J K tippen (die Buchstabenreihe als Klaviertasten); ↑ und ↓ wechseln die Oktave, die Rücktaste nimmt die letzte Note zurück.',
  octave_down: 'Eine Oktave tiefer',
  octave_up: 'Eine Oktave höher',
  octaves: '{{from}}–{{to}}',
  duration: 'Notenwert der gespielten Noten',
  durations: {
    '1': 'Ganze Note',
    '2': 'Halbe Note',
    '4': 'Viertelnote',
    '8': 'Achtelnote',
    '6': 'Sechzehntelnote',
  },
  durations_short: { '1': '1', '2': '1/2', '4': '1/4', '8': '1/8', '6': '1/16' },
  undo: 'Letzte Note',
  total_one: '{{count}} Incipit gefunden',
  total_other: '{{count}} Incipits gefunden',
  results: 'Incipits mit dieser Melodie',
  empty: 'Kein Incipit enthält diese Melodie.',
  empty_anchored: 'Versuchen Sie es ohne „Nur am Anfang des Incipits“.',
  empty_rhythm: 'Versuchen Sie es ohne „Rhythmus vergleichen“.',
  more: 'Weitere Incipits zeigen',
  failed: 'Die Suche ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  similarity: '{{percent}} % Übereinstimmung',
  matched_notes: 'Übereinstimmende Noten: {{positions}}',
  similar: 'Ähnliche Incipits finden',
  similar_title: 'Ähnliche Incipits',
  similar_intro:
    'Incipits anderer Musikalien mit ähnlicher Melodie: vielleicht dasselbe Stück unter anderem Titel oder anderer Zuschreibung. Jedes öffnet sich in einem neuen Tab.',
  similar_unsaved: 'Verglichen wie hier eingegeben, noch nicht gespeichert.',
  similar_empty: 'Kein Incipit einer anderen Musikalie ähnelt diesem.',
};
