import type { ScoringCode } from '@fontes/domain';

// The works of the demo archive. Titles of real composers' works are real or generic; the copies, their
// shelfmarks and the monks' own works are invented. Everything else about a score is made from these lines.

export interface Genre {
  /** The letter of the genre's section in the historical catalogs ("A 12"). */
  section: string;
  scoring: Array<[ScoringCode, number]>;
  /** Movements with their text; null text for instrumental ones. The first text null means instrumental. */
  movements: Array<[string, string | null]>;
  tempos: string[];
}

const choir: Array<[ScoringCode, number]> = [
  ['sop', 1],
  ['alt', 1],
  ['ten', 1],
  ['bas', 1],
];
const churchTrio: Array<[ScoringCode, number]> = [
  ['vl', 2],
  ['org', 1],
];
const festive: Array<[ScoringCode, number]> = [
  ['tr', 2],
  ['timp', 1],
];
const strings: Array<[ScoringCode, number]> = [
  ['vl', 2],
  ['vla', 1],
  ['vlne', 1],
];

export const genres: Record<string, Genre> = {
  Missa: {
    section: 'A',
    scoring: [...choir, ...churchTrio, ...festive],
    movements: [
      ['Kyrie', 'Kyrie eleison'],
      ['Gloria', 'Et in terra pax hominibus'],
    ],
    tempos: ['Adagio', 'Allegro', 'Allegro moderato', 'Andante'],
  },
  'Missa brevis': {
    section: 'A',
    scoring: [...choir, ...churchTrio],
    movements: [
      ['Kyrie', 'Kyrie eleison'],
      ['Gloria', 'Gloria in excelsis Deo'],
    ],
    tempos: ['Andante', 'Allegro', 'Moderato'],
  },
  Requiem: {
    section: 'B',
    scoring: [...choir, ['vl', 2], ['trb', 3], ['org', 1]],
    movements: [
      ['Introitus', 'Requiem aeternam dona eis Domine'],
      ['Sequentia', 'Dies irae, dies illa'],
    ],
    tempos: ['Adagio', 'Largo', 'Andante'],
  },
  Vesperae: {
    section: 'C',
    scoring: [...choir, ...churchTrio],
    movements: [
      ['Dixit Dominus', 'Dixit Dominus Domino meo'],
      ['Magnificat', 'Magnificat anima mea'],
    ],
    tempos: ['Allegro', 'Allegro moderato', 'Andante'],
  },
  Litaniae: {
    section: 'D',
    scoring: [...choir, ...churchTrio],
    movements: [
      ['Kyrie', 'Kyrie eleison'],
      ['Sancta Maria', 'Sancta Maria, ora pro nobis'],
    ],
    tempos: ['Andante', 'Adagio', 'Allegretto'],
  },
  Offertorium: {
    section: 'E',
    scoring: [...choir, ...churchTrio],
    movements: [['', '']],
    tempos: ['Allegro', 'Andante', 'Vivace', 'Allegro moderato'],
  },
  Antiphona: {
    section: 'F',
    scoring: [['sop', 1], ...churchTrio],
    movements: [['', '']],
    tempos: ['Andante', 'Larghetto', 'Adagio'],
  },
  'Te Deum': {
    section: 'G',
    scoring: [...choir, ...churchTrio, ...festive],
    movements: [['', 'Te Deum laudamus']],
    tempos: ['Allegro', 'Allegro con spirito'],
  },
  'Stabat Mater': {
    section: 'H',
    scoring: [
      ['sop', 1],
      ['alt', 1],
      ['vl', 2],
      ['vla', 1],
      ['bc', 1],
    ],
    movements: [
      ['1', 'Stabat mater dolorosa'],
      ['2', 'Cuius animam gementem'],
    ],
    tempos: ['Grave', 'Allegro'],
  },
  Hymnus: {
    section: 'I',
    scoring: [...choir, ['org', 1]],
    movements: [['', '']],
    tempos: ['Andante', 'Adagio', 'Moderato'],
  },
  Aria: {
    section: 'K',
    scoring: [['sop', 1], ...churchTrio],
    movements: [['', 'Benedicte pater alme']],
    tempos: ['Andante', 'Allegretto'],
  },
  Sinfonia: {
    section: 'S',
    scoring: [...strings, ['ob', 2], ['cor', 2]],
    movements: [
      ['1', null],
      ['2', null],
    ],
    tempos: ['Allegro', 'Allegro assai', 'Andante', 'Presto'],
  },
  Divertimento: {
    section: 'T',
    scoring: strings,
    movements: [
      ['1', null],
      ['2', null],
    ],
    tempos: ['Allegro', 'Andante', 'Menuetto'],
  },
  Partita: {
    section: 'T',
    scoring: [
      ['ob', 2],
      ['cor', 2],
      ['fga', 1],
    ],
    movements: [['1', null]],
    tempos: ['Allegro', 'Allegro moderato'],
  },
  Concerto: {
    section: 'U',
    scoring: [
      ['vl', 3],
      ['vla', 1],
      ['bc', 1],
    ],
    movements: [
      ['1', null],
      ['2', null],
    ],
    tempos: ['Allegro moderato', 'Adagio'],
  },
  Schuldrama: {
    section: 'V',
    scoring: [...choir, ...strings, ['ob', 2], ['cor', 2]],
    movements: [
      ['Ouverture', null],
      ['Aria', 'Ach, welch ein Glück, o Himmel'],
    ],
    tempos: ['Allegro', 'Andante'],
  },
  Kantate: {
    section: 'W',
    scoring: [...choir, ...strings, ['tr', 2], ['timp', 1]],
    movements: [['Coro', 'Heil dir, o Vater, heil!']],
    tempos: ['Allegro', 'Maestoso'],
  },
};

export interface Work {
  composer: string;
  genre: keyof typeof genres;
  title: string;
  key: string;
  year: number;
  /** The historical print it is a copy of (a publication key) and its number there. */
  print?: [publication: string, number: string];
  notes?: string;
}

const w = (composer: string, genre: string, title: string, key: string, year: number, more = {}): Work => ({
  composer,
  genre,
  title,
  key,
  year,
  ...more,
});

/** The church music (first collection). */
export const churchWorks: Work[] = [
  w('heiss', 'Missa brevis', 'Missa brevis in D', 'D-Dur', 1758, { print: ['opus1', 'Nr. 1'] }),
  w('heiss', 'Missa', 'Missa Sancti Benedicti', 'C-Dur', 1758, { print: ['opus1', 'Nr. 2'] }),
  w('heiss', 'Missa brevis', 'Missa brevis in G', 'G-Dur', 1758, { print: ['opus1', 'Nr. 4'] }),
  w('heiss', 'Vesperae', 'Vesperae de Dominica', 'F-Dur', 1763, { print: ['opus2', 'Nr. 1'] }),
  w('heiss', 'Vesperae', 'Vesperae de Beata Virgine', 'B-Dur', 1763, { print: ['opus2', 'Nr. 2'] }),
  w('heiss', 'Litaniae', 'Litaniae Lauretanae in Es', 'Es-Dur', 1755),
  w('heiss', 'Offertorium', 'Laudate Dominum', 'A-Dur', 1760),
  w('heiss', 'Antiphona', 'Salve Regina', 'g-Moll', 1750),
  w('heiss', 'Requiem', 'Requiem in c', 'c-Moll', 1779, {
    notes: 'Zu den Exequien für Abt Placidus Sattler, 1779.',
  }),
  w('heiss', 'Te Deum', 'Te Deum zur Abtwahl', 'C-Dur', 1756, { notes: 'Zur Wahl des Abtes Placidus 1756.' }),
  w('heiss', 'Antiphona', 'Regina coeli', 'G-Dur', 1761),
  w('kiendl', 'Missa', 'Missa Sancti Placidi', 'D-Dur', 1786),
  w('kiendl', 'Offertorium', 'Ave Maria', 'F-Dur', 1790),
  w('kiendl', 'Litaniae', 'Litaniae de Venerabili Sacramento', 'C-Dur', 1792),
  w('kiendl', 'Hymnus', 'Tantum ergo in Es', 'Es-Dur', 1795),
  w('kiendl', 'Antiphona', 'Alma Redemptoris Mater', 'B-Dur', 1788),
  w('aigner', 'Aria', 'Aria de Sancto Benedicto', 'A-Dur', 1775),
  w('aigner', 'Offertorium', 'Jubilate Deo', 'D-Dur', 1772),
  w('haydn', 'Missa', 'Missa Sancti Nicolai', 'G-Dur', 1772),
  w('haydn', 'Missa brevis', 'Missa brevis Sancti Joannis de Deo', 'B-Dur', 1775),
  w('haydn', 'Te Deum', 'Te Deum in C', 'C-Dur', 1764),
  w('mhaydn', 'Missa', 'Missa Sancti Hieronymi', 'C-Dur', 1777),
  w('mhaydn', 'Missa brevis', 'Missa brevis in F', 'F-Dur', 1770),
  w('mhaydn', 'Requiem', 'Requiem pro defuncto Archiepiscopo Sigismundo', 'c-Moll', 1771),
  w('mhaydn', 'Offertorium', 'Justus ut palma', 'G-Dur', 1780),
  w('mozart', 'Missa brevis', 'Missa brevis in F', 'F-Dur', 1774),
  w('mozart', 'Litaniae', 'Litaniae Lauretanae in B', 'B-Dur', 1771),
  w('mozart', 'Offertorium', 'Misericordias Domini', 'd-Moll', 1775),
  w('mozart', 'Antiphona', 'Regina coeli in C', 'C-Dur', 1771),
  w('brixi', 'Missa', 'Missa pastoralis in G', 'G-Dur', 1760),
  w('brixi', 'Litaniae', 'Litaniae Lauretanae in D', 'D-Dur', 1765),
  w('brixi', 'Offertorium', 'Veni Sancte Spiritus', 'C-Dur', 1763),
  w('albrechtsberger', 'Missa', 'Missa in C', 'C-Dur', 1765),
  w('albrechtsberger', 'Vesperae', 'Vesperae de Confessore', 'D-Dur', 1768),
  w('albrechtsberger', 'Hymnus', 'Pange lingua', 'a-Moll', 1770),
  w('pergolesi', 'Stabat Mater', 'Stabat Mater', 'f-Moll', 1736),
  w('pergolesi', 'Antiphona', 'Salve Regina in c', 'c-Moll', 1736),
  w('reutter', 'Missa', 'Missa solemnis in C', 'C-Dur', 1740),
  w('reutter', 'Litaniae', 'Litaniae Lauretanae in C', 'C-Dur', 1745),
  w('reutter', 'Offertorium', 'Laetamini in Domino', 'D-Dur', 1750),
  w('zach', 'Missa', 'Missa in D', 'D-Dur', 1755),
  w('zach', 'Offertorium', 'Confitebor tibi Domine', 'e-Moll', 1752),
  w('eberlin', 'Missa brevis', 'Missa brevis in a', 'a-Moll', 1745),
  w('eberlin', 'Offertorium', 'Benedixisti Domine', 'G-Dur', 1748),
  w('eberlin', 'Hymnus', 'Te lucis ante terminum', 'F-Dur', 1750),
  w('lindner', 'Hymnus', 'Tantum ergo in G', 'G-Dur', 1768),
  w('vanhal', 'Missa', 'Missa pastoralis in F', 'F-Dur', 1782),
  w('dittersdorf', 'Hymnus', 'Ave maris stella', 'D-Dur', 1778),
];

/** The music of the abbey school (second collection): its plays, cantatas and instrumental music. */
export const schoolWorks: Work[] = [
  w('aigner', 'Schuldrama', 'Der bekehrte Sünder', 'D-Dur', 1776),
  w('aigner', 'Schuldrama', 'Joseph in Ägypten', 'B-Dur', 1781),
  w('aigner', 'Kantate', 'Kantate zum Namenstag des Abtes', 'C-Dur', 1774),
  w('haydn', 'Sinfonia', 'Sinfonia in D', 'D-Dur', 1762),
  w('haydn', 'Divertimento', 'Divertimento in C', 'C-Dur', 1765),
  w('vanhal', 'Sinfonia', 'Sinfonia in g', 'g-Moll', 1770),
  w('vanhal', 'Concerto', 'Concerto per il Violino in B', 'B-Dur', 1775),
  w('dittersdorf', 'Sinfonia', 'Sinfonia in A', 'A-Dur', 1768),
  w('dittersdorf', 'Partita', 'Partita in F', 'F-Dur', 1775),
  w('zach', 'Sinfonia', 'Sinfonia in C', 'C-Dur', 1760),
  w('kiendl', 'Kantate', 'Kantate zur Schlussfeier des Gymnasiums', 'G-Dur', 1791),
  w('mozart', 'Divertimento', 'Divertimento in D', 'D-Dur', 1772),
];

/** How the historical catalogs name the composers. */
export const catalogNames: Record<string, string> = {
  heiss: 'P. Gregorio Heiß',
  kiendl: 'P. Romano Kiendl',
  aigner: 'P. Benedetto Aigner',
  lindner: 'P. Mauro Lindner',
  haydn: 'Giuseppe Haydn',
  mhaydn: 'Michele Haydn',
  mozart: 'Sig. Mozart',
  brixi: 'Sig. Brixi',
  albrechtsberger: 'Sig. Albrechtsberger',
  pergolesi: 'Pergolese',
  reutter: 'Sig. de Reutter',
  zach: 'Sig. Zach',
  eberlin: 'Sig. Eberlin',
  vanhal: 'Sig. Wanhal',
  dittersdorf: 'Sig. Ditters',
};

/** Composers of works the catalogs list but the archive no longer holds. */
export const lostComposers = [
  'Sig. Gassmann',
  'Sig. Holzbauer',
  'P. Marian Königsperger',
  'Sig. Tuma',
  'Sig. Caldara',
  'Incerto',
  'P. Gregorio Heiß',
  'Sig. Zach',
];

/** Italian part names, as the title pages have them. */
export const partNames: Partial<Record<ScoringCode, [one: string, many: string]>> = {
  sop: ['Canto', 'Canti'],
  alt: ['Alto', 'Alti'],
  ten: ['Tenore', 'Tenori'],
  bas: ['Basso', 'Bassi'],
  vl: ['Violino', 'Violini'],
  vla: ['Viola', 'Viole'],
  vlne: ['Violone', 'Violoni'],
  org: ['Organo', 'Organi'],
  bc: ['Basso continuo', 'Bassi continui'],
  tr: ['Clarino', 'Clarini'],
  timp: ['Tympano', 'Tympani'],
  trb: ['Trombone', 'Tromboni'],
  ob: ['Oboe', 'Oboi'],
  cor: ['Corno', 'Corni'],
  fga: ['Fagotto', 'Fagotti'],
};

/** "Canto, Alto, 2 Violini e Organo". */
export function scoringText(scoring: Array<[ScoringCode, number]>): string {
  const parts = scoring.map(([code, count]) => {
    const [one, many] = partNames[code] ?? [code, code];
    return count > 1 ? `${count} ${many}` : one;
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}` : parts[0];
}
