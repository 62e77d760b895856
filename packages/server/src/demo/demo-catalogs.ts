import {
  catalogNames,
  churchWorks,
  genres,
  lostComposers,
  schoolWorks,
  scoringText,
  type Work,
} from './demo-works.ts';
import { Random } from './random.ts';

// The three historical catalogs, page by page: each lists some of the works that survive (linked to their
// scores) between works long lost, sorted into the genre sections of the time ("A" masses, "C" vespers…).

export const ENTRIES_PER_PAGE = 5;

/** The abbey's church music, and the music of its school. */
export const demoCollections = [
  {
    name: 'Stift Marienau, Musikarchiv',
    prefix: 'MAR',
    description:
      'Kirchenmusik des Benediktinerstiftes Marienau, 1730–1800.\nEin Demo-Archiv: Stift Marienau, seine Mönche und die Literatur darüber sind erfunden.',
  },
  {
    name: 'Stift Marienau, Musikalien des Stiftsgymnasiums',
    prefix: 'MAR-G',
    description: 'Schuldramen, Kantaten und Instrumentalmusik des Stiftsgymnasiums, 1760–1800.',
  },
];

/** Every work of the archive; a score's index in this list is its number in the demo. */
export const allWorks: Work[] = [...churchWorks, ...schoolWorks];

export interface PlannedEntry {
  number: string;
  signature: string;
  genre: string;
  composer: string;
  annotation: string;
  notes: string | null;
  /** The index of the surviving work this entry lists (see allWorks). */
  work: number | null;
}

export interface PlannedCatalog {
  /** Index of its collection in the demo's collections. */
  collection: number;
  title: string;
  short_title: string;
  shelfmark: string;
  pages: Array<{ number: string; entries: PlannedEntry[] }>;
}

interface CatalogOutline {
  collection: number;
  title: string;
  short_title: string;
  shelfmark: string;
  pageNumbers: string[];
  works: number[];
  lostNote: string;
}

const folios = (count: number) =>
  Array.from({ length: count }, (_, i) => `${Math.floor(i / 2) + 1}${i % 2 ? 'v' : 'r'}`);
const numbered = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));
const indices = (from: number, works: Work[], keep: (work: Work) => boolean) =>
  works.flatMap((work, i) => (keep(work) ? [from + i] : []));

const outlines: CatalogOutline[] = [
  {
    collection: 0,
    title: 'Catalogus Musicalium Chori Monasterii Marienaviensis',
    short_title: 'Catalogus 1762',
    shelfmark: 'Stiftsarchiv Marienau, Hs. 211',
    pageNumbers: folios(12),
    works: indices(0, churchWorks, (work) => work.year <= 1762),
    lostNote: 'Im Inventar von 1798 nicht mehr verzeichnet.',
  },
  {
    collection: 0,
    title: 'Inventarium über die Musicalien des Stiftes Marienau',
    short_title: 'Inventar 1798',
    shelfmark: 'Stiftsarchiv Marienau, Hs. 212',
    pageNumbers: numbered(10),
    works: indices(0, churchWorks, () => true),
    lostNote: 'Nicht erhalten.',
  },
  {
    collection: 1,
    title: 'Verzeichniß der Musicalien des Stiftsgymnasiums zu Marienau',
    short_title: 'Gymnasium 1795',
    shelfmark: 'Stiftsarchiv Marienau, Gym. 7',
    pageNumbers: numbered(8),
    works: indices(churchWorks.length, schoolWorks, () => true),
    lostNote: 'Nicht erhalten.',
  },
];

function planCatalog(outline: CatalogOutline, random: Random): PlannedCatalog {
  const size = outline.pageNumbers.length * ENTRIES_PER_PAGE;
  const genreNames = [...new Set(outline.works.map((i) => allWorks[i].genre))];
  const listed = [
    ...outline.works.map((work) => ({ genre: allWorks[work].genre, work: work as number | null })),
    ...Array.from({ length: size - outline.works.length }, () => ({
      genre: random.pick(genreNames),
      work: null,
    })),
  ].map((item) => ({ ...item, order: random.next() }));
  listed.sort((a, b) => genres[a.genre].section.localeCompare(genres[b.genre].section) || a.order - b.order);
  const inSection = new Map<string, number>();
  const entries = listed.map((item, i): PlannedEntry => {
    const section = genres[item.genre].section;
    inSection.set(section, (inSection.get(section) ?? 0) + 1);
    const work = item.work === null ? null : allWorks[item.work];
    return {
      number: String(i + 1),
      signature: `${section} ${inSection.get(section)}`,
      // The catalogs name a work by genre and key, as "Missa ex D"; the surviving ones by their title.
      genre:
        work?.title ?? `${item.genre} ex ${random.pick(['C', 'D', 'F', 'G', 'B', 'Es', 'A', 'c', 'd', 'g'])}`,
      composer: work ? catalogNames[work.composer] : random.pick(lostComposers),
      annotation: `à ${scoringText(genres[item.genre].scoring)}`,
      notes: work ? null : outline.lostNote,
      work: item.work,
    };
  });
  return {
    collection: outline.collection,
    title: outline.title,
    short_title: outline.short_title,
    shelfmark: outline.shelfmark,
    pages: outline.pageNumbers.map((number, p) => ({
      number,
      entries: entries.slice(p * ENTRIES_PER_PAGE, (p + 1) * ENTRIES_PER_PAGE),
    })),
  };
}

export function planCatalogs(seed: number): PlannedCatalog[] {
  const random = new Random(seed);
  return outlines.map((outline) => planCatalog(outline, random));
}
