// Fixed code lists of the spec (§3, §9). Labels live in the locales under `codes.<list>.<code>`.

// biome-ignore format: one row per group reads better than one code per line
export const attributionFunctions = [
  'aut', 'pur', 'ccp', 'arr', 'prt', 'edt', 'ill', 'prf', 'cmp', 'lbt', 'ltg',
  'ctb', 'scr', 'oth', 'egr', 'lyr', 'pbl', 'dst', 'fmo', 'dte', 'dub', 'trl',
] as const;

export const qualifiers = ['asc', 'mis', 'cjt', 'dbf'] as const;

export const sourceTypes = ['url', 'literature', 'gnd', 'rism'] as const;

export const clefs = ['G-1', 'G-2', 'C-1', 'C-2', 'C-3', 'C-4', 'C-5', 'F-4', 'F-3'] as const;

// biome-ignore format: sharps, then flats
export const keySignatures = [
  'xF', 'xFC', 'xFCG', 'xFCGD', 'xFCGDA', 'xFCGDAE', 'xFCGDAEB',
  'bB', 'bBE', 'bBEA', 'bBEAD', 'bBEADG', 'bBEADGC', 'bBEADGCF',
] as const;

export const partScoreTypes = ['individual', 'full', 'kla', 'pcl', 'ins', 'vok'] as const;

export const partSourceTypes = ['aut', 'cpy', 'prt', 'pau'] as const;

// Spec §2: the records a digital copy can show.
export const digitizableTypes = ['catalog', 'score'] as const;

// The spec names exactly these four as the vocal codes.
export const vocalScoringCodes = ['sop', 'alt', 'ten', 'bas'] as const;

// Voices first, then roughly score order: further vocal forces, woodwinds, brass,
// percussion, plucked and keyboard instruments, strings, continuo, ensembles.
// biome-ignore format: one row per instrument group
export const scoringCodes = [
  ...vocalScoringCodes,
  'vox', 'coro',
  'picc', 'fl', 'fl-dolce', 'ob', 'ob-d-amore', 'ob-da-caccia', 'corno-inglese',
  'cl', 'cl-basso', 'corno-di-bassetto', 'fga', 'cfg', 'sax',
  'cor', 'clno', 'tr', 'cnto', 'trb', 'tuba',
  'timp', 'perc',
  'hp', 'lt', 'tiorba', 'guit', 'mand',
  'org', 'cemb', 'pf', 'harm',
  'vl', 'vla', 'vle', 'vla-d-amore', 'vdg', 'vlc', 'vlne', 'cb',
  'bc',
  'strings', 'winds', 'woodwinds', 'brass', 'orch',
] as const;

/**
 * The records the search finds (GraphQL's `RecordType`, labelled in the locales' `recordTypes`). A subset of
 * `RecordName`, kept as its own list because the search's enum must not offer pages, files or places.
 */
// biome-ignore format: short list
export const recordTypes = [
  'collection', 'catalog', 'entry', 'score', 'person', 'publication', 'composite', 'digital_copy',
] as const;

export type AttributionFunction = (typeof attributionFunctions)[number];
export type Qualifier = (typeof qualifiers)[number];
export type SourceType = (typeof sourceTypes)[number];
export type Clef = (typeof clefs)[number];
export type KeySignature = (typeof keySignatures)[number];
export type PartScoreType = (typeof partScoreTypes)[number];
export type PartSourceType = (typeof partSourceTypes)[number];
export type DigitizableType = (typeof digitizableTypes)[number];
export type ScoringCode = (typeof scoringCodes)[number];
export type VocalScoringCode = (typeof vocalScoringCodes)[number];
export type RecordType = (typeof recordTypes)[number];

/** Every kind of record (spec §2): what revisions, references and addresses name a record by. */
export type RecordName = RecordType | 'page' | 'file' | 'place';

/** The entity whose labels a kind of record's fields take (`<Entity>.fields.<name>`): `digital_copy` → `DigitalCopy`. */
export function entityOfType(type: RecordName): string {
  return type.replace(/(^|_)(\w)/g, (_match, _sep, letter: string) => letter.toUpperCase());
}

/** Every labelled code list by name; the locales hold one label per code. */
export const codeLists = {
  attributionFunctions,
  qualifiers,
  sourceTypes,
  clefs,
  keySignatures,
  partScoreTypes,
  partSourceTypes,
  scoringCodes,
  digitizableTypes,
} as const;

export type CodeListName = keyof typeof codeLists;
export type CodeOf<L extends CodeListName> = (typeof codeLists)[L][number];

export const codeListNames = Object.keys(codeLists) as CodeListName[];

export function codeLabelKey(list: CodeListName, code: string): string {
  return `codes.${list}.${code}`;
}

export function isCode<L extends CodeListName>(list: L, value: unknown): value is CodeOf<L> {
  return typeof value === 'string' && (codeLists[list] as readonly string[]).includes(value);
}
