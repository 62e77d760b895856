// Melodische Incipitsuche: warum eine Anfrage nicht gesucht werden kann.
export const deMelody = {
  Melody: {
    error_empty: 'Bitte eine Melodie im Plaine & Easie Code eingeben.',
    error_too_few: 'Eine Melodie braucht mindestens {{min}} Noten, um gesucht zu werden.',
    error_too_many: 'Eine Melodie kann mit höchstens {{max}} Noten gesucht werden.',
    error_too_long: 'Mit ihren Wiederholungen ist diese Melodie länger als jedes Incipit.',
    error_clef: 'Der Schlüssel kann nicht gelesen werden (z. B. G-2, C-1, F-4).',
    error_key_signature: 'Die Tonartvorzeichen können nicht gelesen werden (z. B. xFC oder bBEA).',
    error_time_signature: 'Die Taktangabe kann nicht gelesen werden (z. B. 3/4, c oder c/).',
    error_character: 'Der Code enthält ein Zeichen, das Plaine & Easie nicht kennt (Zeichen {{at}}).',
    error_group:
      'Eine mit „(“ geöffnete Gruppe ist nicht geschlossen, oder ihre Notenzahl kann nicht gelesen werden.',
    error_repeat:
      'Ein Wiederholungszeichen („f“, „i“ oder „!“) hat nichts zu wiederholen oder ist nicht geschlossen.',
    error_octave: "Zu viele Oktavzeichen hintereinander (höchstens 6 × ' und 5 × ,) bei Zeichen {{at}}.",
    error_no_incipit:
      'Dieses Incipit hat keine Noten zum Vergleichen (es ist nicht gespeichert, oder sein Code kann nicht gelesen werden).',
  },
};
