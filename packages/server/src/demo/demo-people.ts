// The people of the demo archive: composers whose music an 18th-century Benedictine abbey would have
// copied, the abbey's own monks (fictional, as is Stift Marienau), its copyists, and the musicologists
// who catalogued it.

export interface DemoPerson {
  key: string;
  /** The first name is the primary one. */
  names: string[];
  dates: string;
  profession?: string;
  notes?: string;
  cleric?: {
    first_mass: string;
    vow_book_entry: { citation: string; transcription: string };
    syllabus: { citation: string; transcription: string; translation: string };
  };
  sources?: Array<{ type: 'literature' | 'gnd'; citation: string; gnd_id?: string }>;
}

const professBook = 'Stiftsarchiv Marienau, Professbuch II';
const rotula = 'Stiftsarchiv Marienau, Totenrotel';

/** A monk of Marienau: vows and first Mass from the profess book, an obituary (syllabus) from the rotula. */
function monk(
  key: string,
  names: string[],
  dates: string,
  profession: string,
  folio: string,
  vowYear: string,
  firstMass: string,
  obituary: [string, string],
): DemoPerson {
  const religious = names[0].split(', ')[1];
  return {
    key,
    names,
    dates,
    profession,
    cleric: {
      first_mass: firstMass,
      vow_book_entry: {
        citation: `${professBook}, fol. ${folio}`,
        transcription: `Ego Frater ${religious} promitto stabilitatem et conversionem morum meorum et obedientiam secundum regulam Sancti Patris Benedicti coram Deo et Sanctis eius in hoc monasterio Marienaviensi. Anno Domini ${vowYear}.`,
      },
      syllabus: {
        citation: `${rotula} ${dates.split('–')[1]}`,
        transcription: obituary[0],
        translation: obituary[1],
      },
    },
  };
}

export const demoPeople: DemoPerson[] = [
  {
    key: 'haydn',
    names: ['Haydn, Joseph', 'Haydn, Franz Joseph'],
    dates: '1732–1809',
    profession: 'Kapellmeister',
    sources: [
      {
        type: 'literature',
        citation:
          'Hoboken, Anthony van: Joseph Haydn. Thematisch-bibliographisches Werkverzeichnis, Mainz 1957–1978',
      },
    ],
  },
  {
    key: 'mhaydn',
    names: ['Haydn, Michael', 'Haydn, Johann Michael'],
    dates: '1737–1806',
    profession: 'Hof- und Domorganist in Salzburg',
    sources: [
      {
        type: 'literature',
        citation:
          'Sherman, Charles H. / Thomas, T. Donley: Johann Michael Haydn (1737–1806). A Chronological Thematic Catalogue of His Works, Stuyvesant 1993',
      },
    ],
  },
  {
    key: 'mozart',
    names: [
      'Mozart, Wolfgang Amadeus',
      'Mozart, Wolfgang Gottlieb',
      'Mozart, Joannes Chrysostomus Wolfgangus Theophilus',
    ],
    dates: '1756–1791',
    profession: 'Komponist',
    sources: [{ type: 'gnd', citation: 'Gemeinsame Normdatei', gnd_id: '118584596' }],
  },
  {
    key: 'brixi',
    names: ['Brixi, Franz Xaver', 'Brixi, František Xaver'],
    dates: '1732–1771',
    profession: 'Kapellmeister am Veitsdom in Prag',
  },
  {
    key: 'albrechtsberger',
    names: ['Albrechtsberger, Johann Georg'],
    dates: '1736–1809',
    profession: 'Domkapellmeister zu St. Stephan in Wien',
  },
  {
    key: 'pergolesi',
    names: ['Pergolesi, Giovanni Battista', 'Pergolese, Giovanni Battista'],
    dates: '1710–1736',
    profession: 'Komponist',
  },
  {
    key: 'reutter',
    names: ['Reutter, Georg von', 'Reutter, Johann Adam Karl Georg'],
    dates: '1708–1772',
    profession: 'Hofkapellmeister in Wien',
  },
  {
    key: 'zach',
    names: ['Zach, Johann', 'Zach, Jan'],
    dates: '1713–1773',
    profession: 'Hofkapellmeister in Mainz',
  },
  {
    key: 'dittersdorf',
    names: ['Dittersdorf, Carl Ditters von', 'Ditters, Carl'],
    dates: '1739–1799',
    profession: 'Kapellmeister',
  },
  {
    key: 'vanhal',
    names: ['Vanhal, Johann Baptist', 'Wanhal, Johann Baptist', 'Vaňhal, Jan Křtitel'],
    dates: '1739–1813',
    profession: 'Komponist',
  },
  {
    key: 'eberlin',
    names: ['Eberlin, Johann Ernst'],
    dates: '1702–1762',
    profession: 'Hof- und Domkapellmeister in Salzburg',
  },
  monk(
    'heiss',
    ['Heiß, Gregor', 'Heiß, Johann Georg', 'Heiss, Gregorius'],
    '1721–1784',
    'Regens chori, Komponist',
    '34r',
    '1742',
    '1746',
    [
      'Obiit R. P. Gregorius Heiß, chori regens per annos triginta, vir musices peritissimus.',
      'Es starb P. Gregor Heiß, dreißig Jahre lang Regens chori, ein in der Musik überaus erfahrener Mann.',
    ],
  ),
  monk(
    'lindner',
    ['Lindner, Maurus', 'Lindner, Franz Anton'],
    '1738–1801',
    'Stiftsorganist, Kopist',
    '41v',
    '1758',
    '1762',
    [
      'Obiit R. P. Maurus Lindner, organoedus, qui multa opera musica manu sua descripsit.',
      'Es starb P. Maurus Lindner, Organist, der viele Musikwerke mit eigener Hand abschrieb.',
    ],
  ),
  monk(
    'aigner',
    ['Aigner, Benedikt', 'Aigner, Joseph'],
    '1745–1812',
    'Professor am Stiftsgymnasium, Komponist',
    '47r',
    '1765',
    '1769',
    [
      'Obiit R. P. Benedictus Aigner, gymnasii professor, iuventutis in arte musica institutor.',
      'Es starb P. Benedikt Aigner, Professor am Gymnasium, Lehrer der Jugend in der Tonkunst.',
    ],
  ),
  monk(
    'sattler',
    ['Sattler, Placidus', 'Sattler, Johann Michael'],
    '1712–1779',
    'Abt (1756–1779)',
    '22r',
    '1731',
    '1736',
    [
      'Obiit Reverendissimus D. Placidus Abbas, musicae fautor munificus.',
      'Es starb der hochwürdigste Herr Abt Placidus, ein freigebiger Förderer der Musik.',
    ],
  ),
  monk(
    'wagner',
    ['Wagner, Coelestin', 'Wagner, Johann Nepomuk'],
    '1750–1790',
    'Kopist',
    '52v',
    '1770',
    '1775',
    [
      'Obiit R. P. Coelestinus Wagner, scriptor diligens chori nostri.',
      'Es starb P. Coelestin Wagner, ein fleißiger Schreiber unseres Chores.',
    ],
  ),
  monk(
    'hueber',
    ['Hueber, Amand', 'Hueber, Johann Baptist'],
    '1729–1795',
    'Bibliothekar',
    '37r',
    '1749',
    '1753',
    [
      'Obiit R. P. Amandus Hueber, bibliothecarius, qui musicalia sua monasterio legavit.',
      'Es starb P. Amand Hueber, Bibliothekar, der seine Musikalien dem Stift vermachte.',
    ],
  ),
  monk(
    'kiendl',
    ['Kiendl, Roman', 'Kiendl, Johann Evangelist'],
    '1755–1822',
    'Regens chori (ab 1784), Komponist',
    '58r',
    '1776',
    '1780',
    [
      'Obiit R. P. Romanus Kiendl, chori regens, compositor.',
      'Es starb P. Roman Kiendl, Regens chori und Komponist.',
    ],
  ),
  {
    key: 'stadlmayr',
    names: ['Stadlmayr, Joseph Anton'],
    dates: '1730–1798',
    profession: 'Stiftsmusikus und Kopist',
  },
  { key: 'moser', names: ['Moser, Franz Anton'], dates: '1740–1805', profession: 'Schulmeister in Marienau' },
  {
    key: 'lotter',
    names: ['Lotter, Johann Jakob (Erben)', 'Lotter, Johann Jakob'],
    dates: '18. Jahrhundert',
    profession: 'Musikverlag und Notendruckerei in Augsburg',
  },
  {
    key: 'kaltenecker',
    names: ['Kaltenecker, Maria Anna'],
    dates: '1752–1819',
    profession: 'Sängerin',
    notes: 'Sopranistin der Stiftsmusik, in den Rechnungen 1770–1785 genannt.',
  },
  { key: 'brunner', names: ['Brunner, Elisabeth'], dates: '* 1948', profession: 'Musikwissenschaftlerin' },
  { key: 'kellner', names: ['Kellner, Thomas'], dates: '* 1962', profession: 'Musikwissenschaftler' },
  {
    key: 'weinmann',
    names: ['Weinmann, Katharina'],
    dates: '* 1971',
    profession: 'Archivarin und Musikwissenschaftlerin',
  },
];
