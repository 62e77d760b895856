import {
  type IncipitInput,
  incipitNumbering,
  incipitSchema,
  isCode,
  type PartInput,
  type ScoreInput,
  type SourceInput,
  type VoiceInput,
  validate,
} from '@fontes/domain';
import type { ScoreRecord } from '../../entities/score/score-query.ts';
import { type AttributionDraft, attributionFields, readAttribution } from './marc-attributions.ts';
import {
  controlField,
  controlValue,
  dataField,
  flagOf,
  isDataField,
  itemOf,
  type MarcField,
  type MarcReading,
  type MarcRule,
  type MarcWarning,
  type SubfieldTable,
  subfield,
  subfieldsOf,
  subfieldValue,
  subfieldValues,
} from './marc-fields.ts';
import { sourcesRule } from './marc-sources.ts';

// A score in RISM's MARC21 profile for music manuscripts and prints, each field stated once for both ways.
// A score's parts are RISM's "material groups": the fields of part n carry $8 n (300, 260, 500, 592, 593,
// 594), those without $8 are the score's own. Local fields (9XX, free for local use in MARC 21) hold what
// RISM's profile has no field for: 980 the historical catalog entries that list the source, 981 sources,
// 989 a digital copy held elsewhere.

/** A score as exported: the loaded record and the address its manifests are answered at. */
export type ScoreForMarc = ScoreRecord & { publicUrl: string };

/** Where a score belongs, to be matched by siglum (a collection's prefix). */
export interface CollectionReference {
  siglum: string | null;
  name: string | null;
}

/** A historical catalog's entry listing the source, to be matched by its id in the file, else by its place. */
export interface EntryReference {
  /** $0: the entry's id (Fontes's own in its exports). */
  id: string | null;
  /** $w: the catalog's id. */
  catalogId: string | null;
  catalog: string | null;
  page: string | null;
  number: string | null;
  signature: string | null;
}

/** A literature reference as read: its publication to be matched by id in the file, else by short title. */
export interface PublicationScoreDraft {
  publication: { id: string | null; short_title: string };
  number: string;
  notes: string | null;
}

/** The save input of a score, as far as a file says it; what must be matched in the database is beside it. */
export type ScoreDraftInput = Omit<
  ScoreInput,
  'collection' | 'composite' | 'entries' | 'attributions' | 'publications'
> & {
  voices: VoiceInput[];
  parts: PartInput[];
  incipits: IncipitInput[];
  attributions: AttributionDraft[];
  publications: PublicationScoreDraft[];
  sources: SourceInput[];
  genres: Array<{ name: string }>;
};

/** One score read from MARCXML: its save input, what it points at, and what reading it found. */
export interface ScoreDraft {
  kind: 'score';
  /** 001: the record's id in the file it came from. */
  controlNumber: string | null;
  input: ScoreDraftInput;
  collection: CollectionReference;
  composite: { id: string | null; shelfmark: string | null } | null;
  entries: EntryReference[];
  warnings: MarcWarning[];
}

// RISM's words for a part's source type (593 $a) and content type (593 $b), ours as codes.
const SOURCE_TYPES: Record<string, string> = {
  aut: 'Autograph manuscript',
  pau: 'Partial autograph',
  cpy: 'Manuscript copy',
  prt: 'Print',
};
const SCORE_TYPES: Record<string, string> = {
  individual: 'Parts',
  full: 'Score',
  kla: 'Piano reduction',
  pcl: 'Particell',
  ins: 'Instrumental part',
  vok: 'Vocal score',
};
const codeOfWord = (words: Record<string, string>, written: string | null) =>
  Object.entries(words).find(
    ([code, word]) => code === written || word.toLowerCase() === written?.toLowerCase(),
  )?.[0] ?? null;

/** 031: RISM's and MARC 21's incipit subfields; $9 holds our two flags. */
const INCIPIT_SUBFIELDS = [
  ['a', 'number'],
  ['b', 'movement'],
  ['c', 'section'],
  ['d', 'tempo'],
  ['g', 'clef'],
  ['m', 'part'],
  ['n', 'key_signature'],
  ['o', 'time_signature'],
  ['p', 'pae'],
  ['q', 'notes'],
  ['t', 'text'],
] as const satisfies SubfieldTable<keyof IncipitInput>;

const INCIPIT_FLAGS = { basso_continuo: 'basso-continuo', notes_required: 'notes-required' };

type Voice = { voice: string; count: number; numbering: string | null };

/** 594 $b the voice's code with its numbering ("vl II"), $c how many; $8 the part, when it is a part's. */
function voiceFields(voices: readonly Voice[], link?: number): MarcField[] {
  return voices.flatMap((voice) =>
    dataField('594', [
      ...subfield('8', link),
      ...subfield('b', [voice.voice, voice.numbering].filter(Boolean).join(' ')),
      ...subfield('c', voice.count),
    ]),
  );
}

/** RISM's scoring summary (240 $m, 590 $a): "sop (2), vl II, bc". */
const scoringSummary = (voices: readonly Voice[]) =>
  voices
    .map(
      (voice) =>
        [voice.voice, voice.numbering].filter(Boolean).join(' ') +
        (voice.count > 1 ? ` (${voice.count})` : ''),
    )
    .join(', ');

/** The part linked by $8, made when first named (its types are filled by its 593). */
function partOf(draft: ScoreDraft, field: MarcField): PartInput | null {
  return partAt(draft, Number(subfieldValue(field, '8')));
}

function partAt(draft: ScoreDraft, link: number): PartInput | null {
  if (!Number.isInteger(link) || link < 1) return null;
  let part = draft.input.parts.find((p) => p.position === link);
  if (!part) {
    part = { position: link, voices: [] };
    draft.input.parts.push(part);
    draft.input.parts.sort((a, b) => Number(a.position) - Number(b.position));
  }
  return part;
}

/** A field of the score's own (without $8) or of one of its parts (with $8), read by `own` or `ofPart`. */
function linked(
  own: (field: MarcField, draft: ScoreDraft) => void,
  ofPart: (field: MarcField, part: PartInput) => void,
) {
  return (field: MarcField, draft: ScoreDraft) => {
    if (subfieldValue(field, '8') === null) return own(field, draft);
    const part = partOf(draft, field);
    if (part) ofPart(field, part);
  };
}

const partsOf = (score: ScoreForMarc) => score.parts.map((part, index) => ({ part, link: index + 1 }));

/** RISM's vocal abbreviations, as our scoring codes. */
const RISM_VOICES: Record<string, string> = { S: 'sop', A: 'alt', T: 'ten', B: 'bas' };

function readVoice(field: MarcField, reading: MarcReading): VoiceInput | null {
  const [written, ...numbering] = (subfieldValue(field, 'b') ?? '').split(/\s+/);
  if (!written) return null;
  const voice = RISM_VOICES[written] ?? written;
  if (!isCode('scoringCodes', voice)) {
    reading.warn('Marc.warning_unknown_code', { tag: field.tag, value: written });
    return null;
  }
  const count = Number(subfieldValue(field, 'c') ?? 1);
  return {
    voice,
    count: Number.isInteger(count) && count > 0 ? count : 1,
    numbering: numbering.join(' ') || null,
  };
}

function readIncipit(field: MarcField, draft: ScoreDraft, reading: MarcReading): void {
  const flags = subfieldValues(field, '9').flatMap((value) => value.split(/\s+/));
  const { pae, ...described } = itemOf(INCIPIT_SUBFIELDS, field);
  // $p is Plaine & Easie when $2 says so or says nothing; another notation (DARMS…) is not ours to keep.
  const system = subfieldValue(field, '2');
  const notation = !system || system.toLowerCase() === 'pe' ? { pae } : {};
  if (pae && !('pae' in notation)) reading.warn('Marc.warning_notation_not_kept', { system: system ?? '' });
  const incipit: IncipitInput = {
    ...described,
    ...notation,
    basso_continuo: flags.includes(INCIPIT_FLAGS.basso_continuo),
    is_text_incipit: !flags.includes(INCIPIT_FLAGS.notes_required),
  };
  const index = draft.input.incipits.length;
  draft.input.incipits.push(refusedCodeKept(incipit, index, reading));
}

/**
 * The incipit as the server's own check (the domain's incipit schema) takes it; a code it refuses is
 * warned about with its reason and kept in the notes, so that the score can still be saved and nothing is lost.
 */
function refusedCodeKept(read: IncipitInput, index: number, reading: MarcReading): IncipitInput {
  const incipit = withKnownCodes(read, reading);
  const checked = validate(incipitSchema, incipit);
  if (checked.ok) return incipit;
  const refusal = checked.errors.find((error) => error.path === 'pae');
  if (!refusal) return incipit;
  reading.warn('Marc.warning_incipit_refused', {
    incipit: incipitNumbering(incipit) || index + 1,
    message: refusal.key,
  });
  const kept = `Plaine & Easie: ${incipit.pae ?? ''}`.trim();
  return {
    ...incipit,
    pae: null,
    is_text_incipit: true,
    notes: [incipit.notes, kept].filter(Boolean).join('\n'),
  };
}

/** A clef or key signature that is none of our codes is warned about and left out, the incipit kept. */
function withKnownCodes(incipit: IncipitInput, reading: MarcReading): IncipitInput {
  const known = { ...incipit };
  for (const [key, list] of [
    ['clef', 'clefs'],
    ['key_signature', 'keySignatures'],
  ] as const) {
    const value = incipit[key];
    if (value && !isCode(list, value)) {
      reading.warn('Marc.warning_unknown_code', { tag: '031', value });
      known[key] = null;
    }
  }
  return known;
}

function readEntry(field: MarcField, draft: ScoreDraft): void {
  const value = (code: string) => subfieldValue(field, code);
  draft.entries.push({
    id: value('0'),
    catalogId: value('w'),
    catalog: value('a'),
    page: value('b'),
    number: value('c'),
    signature: value('d'),
  });
}

/** The score's mapping, in tag order. */
export const scoreRules: ReadonlyArray<MarcRule<ScoreForMarc, ScoreDraft>> = [
  {
    tag: '001',
    holds: "the score's id",
    write: (score) => controlField('001', score.id),
    read: (field, draft) => {
      draft.controlNumber = controlValue(field);
    },
  },
  {
    tag: '031',
    holds:
      'incipits: $a number, $b movement, $c section, $d tempo, $g clef, $m part (voice/instrument), $n key signature, $o time signature, $p Plaine & Easie ($2 pe), $q notes, $t text; $9 (local) basso-continuo, notes-required',
    write: (score) =>
      score.incipits.map((incipit) => ({
        tag: '031',
        ind1: ' ',
        ind2: ' ',
        subfields: [
          ...subfieldsOf(INCIPIT_SUBFIELDS, incipit),
          ...subfield('2', incipit.pae ? 'pe' : null),
          ...subfield(
            '9',
            [
              incipit.basso_continuo && INCIPIT_FLAGS.basso_continuo,
              !incipit.is_text_incipit && INCIPIT_FLAGS.notes_required,
            ]
              .filter(Boolean)
              .join(' '),
          ),
        ],
      })),
    read: readIncipit,
  },
  {
    tag: ['100', '700'],
    holds:
      'attributions: 100 the composer, 700 the others; $a name, $d dates, $0 person id, $4 relator, $j qualifier; (local) $c designation, $g notes, $v profession, $y from, $z to, $w member, $9 place id',
    write: (score) => attributionFields(score.attributions),
    read: (field, draft, reading) => {
      const attribution = readAttribution(field, reading);
      if (attribution) draft.input.attributions.push(attribution);
    },
  },
  {
    tag: '240',
    holds: 'uniform title: $a short title, $m scoring (written from the 594s), $r key',
    write: (score) =>
      dataField(
        '240',
        [
          ...subfield('a', score.short_title),
          ...subfield('m', scoringSummary(score.voices)),
          ...subfield('r', score.key),
        ],
        '1',
        '0',
      ),
    read: (field, draft) => {
      draft.input.short_title = subfieldValue(field, 'a');
      draft.input.key = subfieldValue(field, 'r');
      // The scoring summary follows from the 594s, which Fontes keeps.
      subfieldValue(field, 'm');
    },
  },
  {
    tag: '245',
    holds: 'title on the source: $a title',
    write: (score) => dataField('245', subfield('a', score.title), '1', '0'),
    read: (field, draft) => {
      draft.input.title = subfieldValue(field, 'a');
    },
  },
  {
    tag: '246',
    holds: 'variant title: $a alternative name',
    write: (score) => dataField('246', subfield('a', score.alternative_name), '3', ' '),
    read: (field, draft) => {
      draft.input.alternative_name = subfieldValue(field, 'a');
    },
  },
  {
    tag: '260',
    holds: "dates: $c the work's date; with $8 n, part n's date",
    write: (score) => [
      ...dataField('260', subfield('c', score.work_date)),
      ...partsOf(score).flatMap(({ part, link }) =>
        dataField('260', part.date ? [...subfield('8', link), ...subfield('c', part.date)] : []),
      ),
    ],
    read: linked(
      (field, draft) => {
        draft.input.work_date = subfieldValue(field, 'c');
      },
      (field, part) => {
        part.date = subfieldValue(field, 'c');
      },
    ),
  },
  {
    tag: '300',
    holds: "with $8 n, part n's physical description: $a extent, $b wear, $c measurements",
    write: (score) =>
      partsOf(score).flatMap(({ part, link }) => {
        const described = [
          ...subfield('a', part.extent),
          ...subfield('b', part.wear),
          ...subfield('c', part.measurements),
        ];
        return dataField('300', described.length ? [...subfield('8', link), ...described] : []);
      }),
    read: linked(
      () => {},
      (field, part) => {
        part.extent = subfieldValue(field, 'a');
        part.wear = subfieldValue(field, 'b');
        part.measurements = subfieldValue(field, 'c');
      },
    ),
  },
  {
    tag: '383',
    holds: 'opus: $b opus number',
    write: (score) => dataField('383', subfield('b', score.opus)),
    read: (field, draft) => {
      draft.input.opus = subfieldValue(field, 'b');
    },
  },
  {
    tag: '500',
    holds: "general note: $a the score's notes; with $8 n, part n's",
    write: (score) => [
      ...dataField('500', subfield('a', score.notes)),
      ...partsOf(score).flatMap(({ part, link }) =>
        dataField('500', part.notes ? [...subfield('8', link), ...subfield('a', part.notes)] : []),
      ),
    ],
    read: linked(
      (field, draft) => {
        draft.input.notes = joined(draft.input.notes, subfieldValue(field, 'a'));
      },
      (field, part) => {
        part.notes = joined(part.notes, subfieldValue(field, 'a'));
      },
    ),
  },
  {
    tag: '510',
    holds: 'literature: $a short title, $c number or page, $0 publication id; (local) $9 notes',
    write: (score) =>
      score.publications.flatMap((reference) =>
        dataField(
          '510',
          [
            ...subfield('a', reference.publication.short_title),
            ...subfield('c', reference.number),
            ...subfield('0', reference.publication.id),
            ...subfield('9', reference.notes),
          ],
          '4',
        ),
      ),
    read: (field, draft) => {
      draft.input.publications.push({
        publication: { id: subfieldValue(field, '0'), short_title: subfieldValue(field, 'a') ?? '' },
        number: subfieldValue(field, 'c') ?? '',
        notes: subfieldValue(field, '9'),
      });
    },
  },
  {
    tag: '561',
    holds: 'provenance: $a',
    write: (score) => dataField('561', subfield('a', score.provenance)),
    read: (field, draft) => {
      draft.input.provenance = joined(draft.input.provenance, subfieldValue(field, 'a'));
    },
  },
  {
    tag: '590',
    holds: "with $8 n, part n's scoring summary (written from its 594s)",
    write: (score) =>
      partsOf(score).flatMap(({ part, link }) =>
        dataField('590', [...subfield('8', link), ...subfield('a', scoringSummary(part.voices))]),
      ),
    read: 'derived',
  },
  {
    tag: '592',
    holds: 'with $8 n: part n has a visible watermark ($a yes)',
    write: (score) =>
      partsOf(score).flatMap(({ part, link }) =>
        dataField('592', part.watermark ? [...subfield('8', link), ...subfield('a', true)] : []),
      ),
    read: linked(
      () => {},
      (field, part) => {
        part.watermark = flagOf(subfieldValue(field, 'a'));
      },
    ),
  },
  {
    tag: '593',
    holds: "with $8 n, part n's types: $a source type (RISM's words), $b content type",
    write: (score) =>
      partsOf(score).flatMap(({ part, link }) =>
        dataField('593', [
          ...subfield('8', link),
          ...subfield('a', SOURCE_TYPES[part.source_type]),
          ...subfield('b', SCORE_TYPES[part.score_type]),
        ]),
      ),
    read: (field, draft, reading) => {
      // A record without material groups has one part: its 593 without $8.
      const part = partAt(draft, Number(subfieldValue(field, '8') ?? 1));
      if (!part) return;
      part.source_type = knownCode(SOURCE_TYPES, field, 'a', reading);
      part.score_type = knownCode(SCORE_TYPES, field, 'b', reading);
    },
  },
  {
    tag: '594',
    holds: "scoring: $b voice or instrument code with its numbering, $c count; with $8 n, part n's",
    write: (score) => [
      ...voiceFields(score.voices),
      ...partsOf(score).flatMap(({ part, link }) => voiceFields(part.voices, link)),
    ],
    read: (field, draft, reading) => {
      const voice = readVoice(field, reading);
      if (!voice) return;
      if (subfieldValue(field, '8') === null) draft.input.voices.push(voice);
      else partOf(draft, field)?.voices?.push(voice);
    },
  },
  {
    tag: '650',
    holds: 'genre: $a name',
    write: (score) => score.genres.flatMap((genre) => dataField('650', subfield('a', genre.name), ' ', '7')),
    read: (field, draft) => {
      const name = subfieldValue(field, 'a');
      if (name) draft.input.genres.push({ name });
    },
  },
  {
    tag: '773',
    holds: 'the composite volume the score is bound in: $w its id, $t its shelfmark',
    write: (score) =>
      score.composite
        ? dataField(
            '773',
            [...subfield('w', score.composite.id), ...subfield('t', score.composite.shelfmark)],
            '0',
            '8',
          )
        : [],
    read: (field, draft) => {
      draft.composite = { id: subfieldValue(field, 'w'), shelfmark: subfieldValue(field, 't') };
    },
  },
  {
    tag: '852',
    holds:
      'location: $a siglum (the collection prefix), $e holding institution (its name), $c shelfmark, $d former shelfmarks',
    write: (score) =>
      dataField('852', [
        ...subfield('a', score.collection.prefix),
        ...subfield('e', score.collection.name),
        ...subfield('c', score.shelfmark),
        ...subfield('d', score.former_shelfmarks),
      ]),
    read: (field, draft) => {
      draft.collection = { siglum: subfieldValue(field, 'a'), name: subfieldValue(field, 'e') };
      draft.input.shelfmark = subfieldValue(field, 'c');
      draft.input.former_shelfmarks = subfieldValue(field, 'd');
    },
  },
  {
    tag: '856',
    holds:
      'digital copies: $u the IIIF manifest, $z its name, $x IIIF manifest (not read: a copy is a record of its own)',
    write: (score) =>
      score.digital_copies.flatMap((copy) =>
        dataField(
          '856',
          [
            ...subfield('u', `${score.publicUrl}/iiif/manifest/${copy.id}`),
            ...subfield('z', copy.name),
            ...subfield('x', 'IIIF manifest'),
          ],
          '4',
          '1',
        ),
      ),
  },
  {
    tag: '980',
    holds:
      'historical catalog entries listing the source (local): $a catalog short title, $b page, $c entry number, $d signature, $0 entry id, $w catalog id',
    write: (score) =>
      score.entries.flatMap((entry) =>
        dataField('980', [
          ...subfield('a', entry.page.catalog.short_title),
          ...subfield('b', entry.page.number),
          ...subfield('c', entry.number),
          ...subfield('d', entry.signature),
          ...subfield('0', entry.id),
          ...subfield('w', entry.page.catalog.id),
        ]),
      ),
    read: readEntry,
  },
  sourcesRule<ScoreDraft>(),
  {
    tag: '989',
    holds: 'a digital copy held elsewhere (local): $a yes',
    write: (score) => dataField('989', subfield('a', score.digital_copy_elsewhere)),
    read: (field, draft) => {
      draft.input.has_digital_copy = flagOf(subfieldValue(field, 'a'));
    },
  },
];

const joined = (before: string | null | undefined, more: string | null) =>
  [before, more].filter(Boolean).join('\n') || null;

function knownCode(words: Record<string, string>, field: MarcField, code: string, reading: MarcReading) {
  const written = subfieldValue(field, code);
  const known = codeOfWord(words, written);
  if (written && !known) reading.warn('Marc.warning_unknown_code', { tag: field.tag, value: written });
  return known;
}

/** A new draft for `readFields` to fill. */
export function emptyScoreDraft(): ScoreDraft {
  return {
    kind: 'score',
    controlNumber: null,
    input: {
      voices: [],
      parts: [],
      incipits: [],
      attributions: [],
      publications: [],
      sources: [],
      genres: [],
    },
    collection: { siglum: null, name: null },
    composite: null,
    entries: [],
    warnings: [],
  };
}

/** The ids the database matched for what a draft points at, in the draft's order. */
export interface ScoreMatches {
  collection: number;
  composite: number | null;
  entries: number[];
  people: number[];
  publications: number[];
}

/** The draft as the save path takes it, once its references are matched. */
export function scoreInputOf(draft: ScoreDraft, matches: ScoreMatches): ScoreInput {
  const { attributions, publications, ...own } = draft.input;
  return {
    ...own,
    collection: matches.collection,
    composite: matches.composite,
    entries: matches.entries.map((id) => ({ id })),
    attributions: attributions.map((attribution, i) => ({ ...attribution, person: matches.people[i] })),
    publications: publications.map((reference, i) => ({
      ...reference,
      publication: matches.publications[i],
    })),
  };
}

export const isScoreLeader = (leader: string) => leader[6] === 'c' || leader[6] === 'd';

/** Notated music (c printed, d manuscript), a monograph; Unicode. */
export function scoreLeader(score: ScoreForMarc): string {
  const printed = score.parts.length > 0 && score.parts.every((part) => part.source_type === 'prt');
  return `00000n${printed ? 'c' : 'd'}m a2200000   4500`;
}

export { isDataField };
