import { type AttributionInput, isCode, personName } from '@fontes/domain';
import {
  dataField,
  flagOf,
  isDataField,
  itemOf,
  type MarcField,
  type MarcReading,
  type SubfieldTable,
  subfield,
  subfieldsOf,
  subfieldValue,
} from './marc-fields.ts';

// Attributions as RISM writes them: 100 for the composer (the first attribution, when it is the author),
// 700 for everyone else; $a name, $d dates, $0 the person's authority record (its 001 in the same
// exchange), $4 the relator code (our functions are MARC relator codes), $j the qualifier in RISM's words.
// What RISM's profile has no subfield for goes into subfields the 100/700 fields leave undefined, named below.

/** A person named by an attribution, to be matched in the database: by authority id, then name and dates. */
export interface PersonReference {
  /** $0: the person's authority record id in the file (Fontes's own id in its exports). */
  authorityId: string | null;
  name: string;
  dates: string | null;
}

/** An attribution as read: the save input's fields, its person still to be matched. */
export type AttributionDraft = Omit<AttributionInput, 'person' | 'place'> & {
  person: PersonReference;
  /** $9: the place's id in Fontes (a place has no record of its own to exchange). */
  place: number | null;
};

type LoadedAttribution = {
  person: { id: number; names: Array<{ name: string | null; primary: boolean }>; dates: string | null };
  function: string;
  qualifier: string;
  profession: string | null;
  from: string | null;
  to: string | null;
  designation: string | null;
  member: boolean;
  notes: string | null;
  place: { id: number } | null;
};

/** RISM's qualifier words (Muscat's $j), ours as codes. */
const QUALIFIERS: Record<string, string> = {
  asc: 'Ascertained',
  cjt: 'Conjectural',
  dbf: 'Doubtful',
  mis: 'Misattributed',
};

/** Our attribution's own values beyond RISM's: subfields undefined in 100/700, chosen once here. */
const OWN_SUBFIELDS = [
  ['c', 'designation'],
  ['g', 'notes'],
  ['v', 'profession'],
  ['y', 'from'],
  ['z', 'to'],
  ['w', 'member'],
] as const satisfies SubfieldTable<keyof LoadedAttribution>;

export function attributionFields(list: readonly LoadedAttribution[]): MarcField[] {
  return list.flatMap((attribution, index) => {
    const tag = index === 0 && attribution.function === 'aut' ? '100' : '700';
    return dataField(
      tag,
      [
        ...subfield('a', personName(attribution.person)),
        ...subfield('d', attribution.person.dates),
        ...subfield('0', attribution.person.id),
        ...subfield('4', attribution.function),
        ...subfield('j', QUALIFIERS[attribution.qualifier]),
        ...subfieldsOf(OWN_SUBFIELDS, attribution),
        ...subfield('9', attribution.place?.id),
      ],
      '1',
    );
  });
}

export function readAttribution(field: MarcField, reading: MarcReading): AttributionDraft | null {
  if (!isDataField(field)) return null;
  const name = subfieldValue(field, 'a') ?? '';
  const relator = subfieldValue(field, '4');
  const fn = isCode('attributionFunctions', relator) ? relator : 'oth';
  if (relator && fn !== relator) reading.warn('Marc.warning_unknown_relator', { code: relator, name });
  const { member, ...own } = itemOf(OWN_SUBFIELDS, field);
  const place = Number(subfieldValue(field, '9'));
  return {
    person: { authorityId: subfieldValue(field, '0'), name, dates: subfieldValue(field, 'd') },
    // RISM's composer field may leave the relator out: the 100 is the composer.
    function: relator ? fn : field.tag === '100' ? 'aut' : 'oth',
    qualifier: qualifierOf(subfieldValue(field, 'j'), name, reading),
    ...own,
    member: flagOf(member),
    place: Number.isInteger(place) && place > 0 ? place : null,
  };
}

function qualifierOf(written: string | null, name: string, reading: MarcReading): string {
  if (!written) return 'asc';
  const lowered = written.toLowerCase();
  const code = Object.entries(QUALIFIERS).find(
    ([key, word]) => key === lowered || word.toLowerCase() === lowered,
  )?.[0];
  if (!code) reading.warn('Marc.warning_unknown_qualifier', { qualifier: written, name });
  return code ?? 'asc';
}
