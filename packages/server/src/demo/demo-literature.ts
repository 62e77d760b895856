import type { AttributionFunction } from '@fontes/domain';

// The literature of the demo archive (fictional, as the abbey is): a catalogue of its manuscripts, studies,
// an edition of its profess books, and two prints of its regens chori's music.

export interface DemoPublication {
  key: string;
  title: string;
  short_title: string;
  extent?: string;
  publisher?: string;
  publication_date?: string;
  publication_place?: string;
  notes?: string;
  attributions: Array<[person: string, fn: AttributionFunction]>;
}

export const demoPublications: DemoPublication[] = [
  {
    key: 'catalogue',
    title: 'Thematischer Katalog der Musikhandschriften des Benediktinerstiftes Marienau',
    short_title: 'Brunner, Katalog',
    extent: 'XXIV, 412 S.',
    publisher: 'Hans Schneider',
    publication_place: 'Tutzing',
    publication_date: '1989',
    attributions: [['brunner', 'aut']],
  },
  {
    key: 'church',
    title: 'Die Kirchenmusik im Stift Marienau im 18. Jahrhundert',
    short_title: 'Brunner, Kirchenmusik',
    extent: 'S. 45–88',
    notes: 'In: Kirchenmusikalisches Jahrbuch 79 (1995)',
    publication_date: '1995',
    attributions: [['brunner', 'aut']],
  },
  {
    key: 'heiss',
    title: 'P. Gregor Heiß (1721–1784). Leben und Werk eines Regens chori',
    short_title: 'Kellner, Heiß',
    extent: '286 S.',
    publisher: 'Hollitzer',
    publication_place: 'Wien',
    publication_date: '2004',
    attributions: [['kellner', 'aut']],
  },
  {
    key: 'sources',
    title: 'Quellenstudien zur Überlieferung der Messen Michael Haydns in süddeutschen Klöstern',
    short_title: 'Kellner, Quellenstudien',
    extent: '198 S.',
    publisher: 'Bärenreiter',
    publication_place: 'Kassel',
    publication_date: '1999',
    attributions: [
      ['kellner', 'aut'],
      ['brunner', 'edt'],
    ],
  },
  {
    key: 'gymnasium',
    title: 'Musik am Stiftsgymnasium Marienau 1750–1810',
    short_title: 'Weinmann, Gymnasium',
    extent: '154 S.',
    publisher: 'Schnell & Steiner',
    publication_place: 'Regensburg',
    publication_date: '2011',
    attributions: [['weinmann', 'aut']],
  },
  {
    key: 'profess',
    title: 'Die Professbücher des Stiftes Marienau (1650–1850). Edition und Kommentar',
    short_title: 'Professbücher',
    extent: 'XII, 520 S.',
    publisher: 'Böhlau',
    publication_place: 'Wien',
    publication_date: '2018',
    attributions: [['weinmann', 'edt']],
  },
  {
    key: 'opus1',
    title: 'VI Missae breves ac solemnes a 4 vocibus, 2 violinis et organo. Opus I',
    short_title: 'Heiß, Missae op. 1',
    extent: '8 Stimmbücher',
    publisher: 'Lotter',
    publication_place: 'Augsburg',
    publication_date: '1758',
    notes: 'Dem Abt Placidus Sattler gewidmet.',
    attributions: [
      ['heiss', 'aut'],
      ['lotter', 'prt'],
      ['sattler', 'dte'],
    ],
  },
  {
    key: 'opus2',
    title: 'Sacrificium vespertinum seu Vesperae de Dominica et de Beata Virgine. Opus II',
    short_title: 'Heiß, Vesperae op. 2',
    extent: '9 Stimmbücher',
    publisher: 'Lotter',
    publication_place: 'Augsburg',
    publication_date: '1763',
    attributions: [
      ['heiss', 'aut'],
      ['lotter', 'pbl'],
    ],
  },
];
