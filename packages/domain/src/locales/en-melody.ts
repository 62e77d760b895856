// Melodic incipit search: why a query cannot be searched (pae/melody.ts's problems, the server's limits).
export const enMelody = {
  Melody: {
    error_empty: 'Enter a melody in Plaine & Easie code.',
    error_too_few: 'A melody needs at least {{min}} notes to be searched.',
    error_too_many: 'A melody can be searched with at most {{max}} notes.',
    error_too_long: 'The repeats of this melody make it longer than any incipit.',
    error_clef: 'The clef cannot be read (e.g. G-2, C-1, F-4).',
    error_key_signature: 'The key signature cannot be read (e.g. xFC or bBEA).',
    error_time_signature: 'The time signature cannot be read (e.g. 3/4, c or c/).',
    error_character: 'The code has a sign Plaine & Easie does not know (character {{at}}).',
    error_group: 'A group opened with "(" is not closed, or its number of notes cannot be read.',
    error_repeat: 'A repeat sign ("f", "i" or "!") has nothing to repeat or is not closed.',
    error_octave: "Too many octave marks in a row (at most 6 × ' and 5 × ,) at character {{at}}.",
    error_no_incipit: 'This incipit has no notes to compare (it is not saved, or its code cannot be read).',
  },
};
