// Which field of a score each column of a spreadsheet fills. Fontes suggests it from the column's header, in
// German or English as archives write them ("Komponist", "Signatur", "Gattung"); the cataloguer corrects it.

export const SHEET_FIELDS = [
  'id',
  'collection',
  'shelfmark',
  'former_shelfmarks',
  'short_title',
  'title',
  'alternative_name',
  'opus',
  'work_date',
  'key',
  'provenance',
  'notes',
  'composer',
  'lyricist',
  'scribe',
  'voices',
  'genres',
] as const;
export type SheetField = (typeof SHEET_FIELDS)[number];

/** The fields whose cell may hold several values, split by the import's separators. */
export const PEOPLE_FIELDS = ['composer', 'lyricist', 'scribe'] as const satisfies readonly SheetField[];
export const LIST_FIELDS = ['voices', 'genres'] as const satisfies readonly SheetField[];

/** Headers naming each field, as `normalHeader` writes them. */
const HEADERS: Record<SheetField, string[]> = {
  id: ['id', 'nr', 'nummer', 'number', 'no', 'kennung', 'datensatz', 'recordid', 'controlnumber', '001'],
  collection: [
    'sigel',
    'siglum',
    'rismsigel',
    'rismsiglum',
    'sammlung',
    'collection',
    'bibliothek',
    'library',
  ],
  shelfmark: ['signatur', 'shelfmark', 'callnumber', 'shelfnumber', 'standort'],
  former_shelfmarks: [
    'altesignatur',
    'altesignaturen',
    'fruheresignatur',
    'fruheresignaturen',
    'formershelfmark',
    'formershelfmarks',
  ],
  short_title: ['kurztitel', 'shorttitle', 'titel', 'title', 'werktitel', 'einheitstitel', 'uniformtitle'],
  title: [
    'volltitel',
    'titelvollstandig',
    'originaltitel',
    'titelaufnahme',
    'fulltitle',
    'diplomatictitle',
    'sourcetitle',
  ],
  alternative_name: [
    'alternativtitel',
    'nebentitel',
    'alternativername',
    'alternativename',
    'alternativetitle',
  ],
  opus: ['opus', 'op', 'opusnummer', 'werkverzeichnis', 'werkverzeichnisnummer', 'wv'],
  work_date: [
    'datierung',
    'datum',
    'werkdatum',
    'entstehung',
    'entstehungsdatum',
    'jahr',
    'date',
    'dateofthework',
    'year',
  ],
  key: ['tonart', 'key'],
  provenance: ['provenienz', 'herkunft', 'provenance'],
  notes: [
    'bemerkungen',
    'bemerkung',
    'anmerkungen',
    'anmerkung',
    'notizen',
    'kommentar',
    'notes',
    'note',
    'remarks',
    'comments',
  ],
  composer: [
    'komponist',
    'komponistin',
    'komponisten',
    'komponistautor',
    'autor',
    'composer',
    'composers',
    'composerauthor',
    'author',
  ],
  lyricist: ['textdichter', 'textdichterin', 'librettist', 'lyricist', 'textautor'],
  scribe: ['schreiber', 'kopist', 'scribe', 'copyist'],
  voices: ['besetzung', 'stimmen', 'scoring', 'instrumentation', 'voices'],
  genres: ['gattung', 'gattungen', 'genre', 'genres', 'form'],
};

/** A header as compared: lower case, without accents, spaces or punctuation ("Frühere Signatur" → "fruheresignatur"). */
export function normalHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** One field (or null: left out) per column, each field given to the first column whose header names it. */
export function suggestMapping(header: readonly string[]): Array<SheetField | null> {
  const taken = new Set<SheetField>();
  return header.map((name) => {
    const normal = normalHeader(name);
    const field = SHEET_FIELDS.find((f) => !taken.has(f) && HEADERS[f].includes(normal)) ?? null;
    if (field) taken.add(field);
    return field;
  });
}

export const isSheetField = (value: unknown): value is SheetField =>
  typeof value === 'string' && (SHEET_FIELDS as readonly string[]).includes(value);

/**
 * The mapping asked for, checked against the sheet: one entry per column, a field or null. Answers the key
 * of the refusal when it does not fit (a field named twice, an unknown field, a column count that differs).
 */
export function checkedMapping(
  asked: ReadonlyArray<string | null>,
  columns: number,
): { mapping: Array<SheetField | null> } | { refusal: string; values: Record<string, string | number> } {
  if (asked.length !== columns)
    return { refusal: 'Spreadsheet.error_mapping_columns', values: { count: asked.length, columns } };
  const seen = new Set<string>();
  const mapping: Array<SheetField | null> = [];
  for (const field of asked) {
    if (field === null || field === '') {
      mapping.push(null);
      continue;
    }
    if (!isSheetField(field)) return { refusal: 'Spreadsheet.error_mapping_field', values: { field } };
    if (seen.has(field)) return { refusal: 'Spreadsheet.error_mapping_twice', values: { field } };
    seen.add(field);
    mapping.push(field);
  }
  return { mapping };
}
