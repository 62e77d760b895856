import { type Clef, type ScoringCode, vocalScoringCodes } from '@fontes/domain';
import { allWorks } from './demo-catalogs.ts';
import { generateIncipit, timeSignatures } from './demo-incipit.ts';
import { churchWorks, genres, partNames, scoringText, type Work } from './demo-works.ts';
import { Random } from './random.ts';

// A score's input from its work line: parts, incipits, attributions, literature and the catalog entries
// that list it, varied by a random source of its own so that each score comes out the same every time.

/** A saved catalog: its id and the ids of its pages in order. */
export interface DemoCatalog {
  id: number;
  short_title: string;
  pages: Array<{ id: number; number: string }>;
}

export interface DemoIds {
  collections: number[];
  catalogs: DemoCatalog[];
  people: Map<string, number>;
  publications: Map<string, number>;
  composites: Map<string, number>;
  places: Map<string, number>;
  /** Per work index: its catalog entries, and their signatures (the score's former shelfmarks). */
  entries: Map<number, Array<{ id: number; signature: string }>>;
}

const monks = new Set(['heiss', 'kiendl', 'aigner', 'lindner']);
const copyists: Array<[person: string, from: number, to: number]> = [
  ['stadlmayr', 1750, 1798],
  ['lindner', 1758, 1801],
  ['wagner', 1770, 1790],
];
const wear = ['gut erhalten', 'leichte Wasserflecken', 'Randschäden', 'Tintenfraß', 'stark benutzt'];

function partLabel(code: ScoringCode): string {
  return partNames[code]?.[0] ?? code;
}

/** One incipit per movement: the soprano (in soprano clef) where it is sung, else the first instrument. */
function incipits(work: Work, random: Random) {
  const genre = genres[work.genre];
  const instrument =
    genre.scoring.find(([code]) => !(vocalScoringCodes as readonly string[]).includes(code))?.[0] ?? 'org';
  const continuo = genre.scoring.some(([code]) => code === 'org' || code === 'bc');
  return genre.movements.map(([movement, text]) => {
    const sung = text !== null;
    const clef: Clef = sung ? 'C-1' : 'G-2';
    return {
      number: '1',
      movement: movement || null,
      tempo: random.pick(genre.tempos),
      text: text === '' ? work.title : text,
      part: sung ? partLabel('sop') : `${partLabel(instrument)} I`,
      basso_continuo: continuo,
      is_text_incipit: false,
      ...generateIncipit(random, work.key, clef, random.pick(sung ? ['c', 'c/', '3/4'] : timeSignatures)),
    };
  });
}

/** Who held a score before the abbey's choir: a monk's bequest or a purchase from the schoolmaster. */
const owners = {
  hueber: { function: 'fmo', to: '1795', provenance: 'Nachlass P. Amand Hueber (1795)' },
  moser: { function: 'pur', to: null, provenance: 'Ankauf von Schulmeister Franz Anton Moser' },
} as const;

function attributions(
  work: Work,
  copied: boolean,
  copyYear: number,
  owner: keyof typeof owners | null,
  ids: DemoIds,
  random: Random,
) {
  const person = (key: string) => ids.people.get(key) as number;
  const list: Array<Record<string, unknown>> = [
    {
      person: person(work.composer),
      function: 'aut',
      qualifier: work.composer === 'lindner' ? 'cjt' : 'asc',
    },
  ];
  const active = copyists.filter(([, from, to]) => from <= copyYear && copyYear <= to);
  if (copied && active.length) {
    const [copyist] = random.pick(active);
    list.push({
      person: person(copyist),
      function: 'scr',
      qualifier: random.chance(0.7) ? 'asc' : 'cjt',
      place: ids.places.get('Marienau'),
      member: copyist !== 'stadlmayr',
    });
  }
  if (work.title.includes('Abt') || work.title === 'Te Deum zur Abtwahl')
    list.push({ person: person('sattler'), function: 'dte', qualifier: 'asc' });
  if (['Antiphona', 'Aria'].includes(work.genre) && copyYear >= 1770 && random.chance(0.6))
    list.push({ person: person('kaltenecker'), function: 'prf', qualifier: 'cjt', designation: 'Canto' });
  if (owner)
    list.push({
      person: person(owner),
      function: owners[owner].function,
      qualifier: 'asc',
      to: owners[owner].to,
    });
  return list;
}

function literature(work: Work, index: number, ids: DemoIds, random: Random) {
  const cite = (key: string, number: string, notes: string | null = null) => ({
    publication: ids.publications.get(key),
    number,
    notes,
  });
  const school = index >= churchWorks.length;
  const list = [cite('catalogue', String(31 + index * 6), `Nr. ${index + 1}`)];
  if (work.print) list.push(cite(work.print[0], work.print[1]));
  if (work.composer === 'heiss') list.push(cite('heiss', String(random.int(60, 240))));
  if (work.composer === 'mhaydn') list.push(cite('sources', String(random.int(20, 180))));
  if (school) list.push(cite('gymnasium', String(random.int(30, 140))));
  else if (random.chance(0.3)) list.push(cite('church', String(random.int(45, 88))));
  return list;
}

/** The input of the score of `allWorks[index]`. */
export function scoreInput(index: number, seed: number, ids: DemoIds): Record<string, unknown> {
  const work = allWorks[index];
  const random = new Random(seed * 1000 + index);
  const genre = genres[work.genre];
  const school = index >= churchWorks.length;
  const voices = genre.scoring.map(([voice, count]) => ({ voice, count }));
  const ownHand = monks.has(work.composer) && random.chance(0.6);
  const copyYear = Math.min(1798, work.year + random.int(0, 8));
  const sourceType = work.print ? 'prt' : ownHand ? 'aut' : 'cpy';
  const parts = [
    {
      score_type: 'individual',
      source_type: sourceType,
      extent: `${voices.reduce((sum, v) => sum + v.count, 0) + random.int(0, 3)} Stimmen`,
      measurements: `${random.int(30, 35)} × ${random.int(21, 25)} cm`,
      wear: random.pick(wear),
      date: work.print ? String(work.year) : `um ${copyYear}`,
      watermark: !work.print && random.chance(0.5),
      voices,
      notes: genre.scoring.some(([code]) => code === 'org') ? 'Organo beziffert.' : null,
    },
  ];
  if (ownHand || random.chance(0.25)) {
    parts.push({
      score_type: 'full',
      source_type: ownHand ? 'aut' : 'cpy',
      extent: `${random.int(6, 40)} Bl.`,
      measurements: `${random.int(22, 24)} × ${random.int(30, 33)} cm`,
      wear: random.pick(wear),
      date: `um ${copyYear}`,
      watermark: random.chance(0.5),
      voices,
      notes: null,
    });
  }
  const entries = ids.entries.get(index) ?? [];
  const owner = random.chance(0.15) ? 'hueber' : random.chance(0.1) ? 'moser' : null;
  const composite = work.genre === 'Antiphona' ? 'volume' : work.genre === 'Vesperae' ? 'box' : null;
  return {
    collection: ids.collections[school ? 1 : 0],
    composite: composite && ids.composites.get(composite),
    shelfmark: school ? `Gym. ${index - churchWorks.length + 1}` : `Mus.ms. ${101 + index}`,
    former_shelfmarks: entries.map((entry) => entry.signature).join('; ') || null,
    short_title: work.title,
    title: `${work.title}. ${scoringText(genre.scoring)}`,
    opus: work.print ? `Op. ${work.print[0].slice(-1)}, ${work.print[1]}` : null,
    work_date: String(work.year),
    key: work.key,
    provenance: owner
      ? owners[owner].provenance
      : school
        ? 'Stiftsgymnasium Marienau'
        : 'Stift Marienau, Chorarchiv',
    notes: work.notes ?? null,
    voices,
    parts,
    incipits: incipits(work, random),
    attributions: attributions(work, sourceType === 'cpy', copyYear, owner, ids, random),
    publications: literature(work, index, ids, random),
    sources: random.chance(0.3)
      ? [
          {
            type: 'literature',
            citation: `Stiftsarchiv Marienau, Rechnungsbuch ${copyYear}, fol. ${random.int(3, 60)}r (Kopiatur)`,
          },
        ]
      : [],
    genres: [{ name: work.genre === 'Litaniae' ? 'Litanei' : work.genre }],
    entries: entries.map((entry) => ({ id: entry.id })),
  };
}
