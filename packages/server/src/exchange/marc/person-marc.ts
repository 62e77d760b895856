import type { PersonInput, SourceInput } from '@fontes/domain';
import type { PersonRecord } from '../../entities/person/person-record.ts';
import {
  controlField,
  controlValue,
  dataField,
  flagOf,
  type MarcRule,
  type MarcWarning,
  subfield,
  subfieldValue,
} from './marc-fields.ts';
import { authorityIdsRule, sourcesRule } from './marc-sources.ts';

// A person as an authority record in RISM's profile: 100 the name under which the person is known with the
// dates, 400 every other name, 024 GND and RISM ids, 550 profession, 680 notes; local 982 for a cleric's
// first mass, 983 syllabi and 984 the vow book entry, which no authority format has a field for.

type PersonDraftInput = Omit<PersonInput, 'names' | 'syllabi' | 'sources'> & {
  names: Array<{ name: string | null; primary: boolean }>;
  syllabi: Array<{ citation: string | null; transcription: string | null; translation: string | null }>;
  sources: SourceInput[];
};

/** One person read from MARCXML: the save input and what reading it found. */
export interface PersonDraft {
  kind: 'person';
  /** 001: the record's id in the file (what the scores' $0 name). */
  controlNumber: string | null;
  input: PersonDraftInput;
  warnings: MarcWarning[];
}

const primaryFirst = (person: PersonRecord) => [
  ...person.names.filter((name) => name.primary),
  ...person.names.filter((name) => !name.primary),
];

export const personRules: ReadonlyArray<MarcRule<PersonRecord, PersonDraft>> = [
  {
    tag: '001',
    holds: "the person's id",
    write: (person) => controlField('001', person.id),
    read: (field, draft) => {
      draft.controlNumber = controlValue(field);
    },
  },
  authorityIdsRule<PersonDraft>(),
  {
    tag: ['100', '400'],
    holds: 'names: 100 $a the primary name, $d dates; 400 $a each other name',
    write: (person) =>
      primaryFirst(person).flatMap((name) =>
        dataField(
          name.primary ? '100' : '400',
          [...subfield('a', name.name), ...(name.primary ? subfield('d', person.dates) : [])],
          '1',
        ),
      ),
    read: (field, draft) => {
      const primary = field.tag === '100';
      draft.input.names.push({ name: subfieldValue(field, 'a'), primary });
      if (primary) draft.input.dates = subfieldValue(field, 'd');
    },
  },
  {
    tag: '550',
    holds: 'profession: $a',
    write: (person) => dataField('550', subfield('a', person.profession)),
    read: (field, draft) => {
      draft.input.profession = subfieldValue(field, 'a');
    },
  },
  {
    tag: '680',
    holds: 'notes: $a',
    write: (person) => dataField('680', subfield('a', person.notes)),
    read: (field, draft) => {
      draft.input.notes = subfieldValue(field, 'a');
    },
  },
  {
    tag: '982',
    holds: 'a cleric (local): $a yes, $b first mass',
    write: (person) =>
      person.cleric || person.first_mass
        ? dataField('982', [
            ...subfield('a', person.cleric ? 'yes' : 'no'),
            ...subfield('b', person.first_mass),
          ])
        : [],
    read: (field, draft) => {
      draft.input.cleric = flagOf(subfieldValue(field, 'a'));
      draft.input.first_mass = subfieldValue(field, 'b');
    },
  },
  {
    tag: '983',
    holds: 'syllabi (local): $a citation, $b transcription, $c translation',
    write: (person) =>
      person.syllabi.flatMap((syllabus) =>
        dataField('983', [
          ...subfield('a', syllabus.citation),
          ...subfield('b', syllabus.transcription),
          ...subfield('c', syllabus.translation),
        ]),
      ),
    read: (field, draft) => {
      draft.input.syllabi.push({
        citation: subfieldValue(field, 'a'),
        transcription: subfieldValue(field, 'b'),
        translation: subfieldValue(field, 'c'),
      });
    },
  },
  {
    tag: '984',
    holds: 'the vow book entry (local): $a citation, $b transcription',
    write: (person) =>
      person.vow_book_entry
        ? dataField('984', [
            ...subfield('a', person.vow_book_entry.citation),
            ...subfield('b', person.vow_book_entry.transcription),
          ])
        : [],
    read: (field, draft) => {
      draft.input.vow_book_entry = {
        citation: subfieldValue(field, 'a'),
        transcription: subfieldValue(field, 'b'),
      };
    },
  },
  sourcesRule<PersonDraft>(),
];

export function emptyPersonDraft(): PersonDraft {
  return {
    kind: 'person',
    controlNumber: null,
    input: { names: [], syllabi: [], sources: [] },
    warnings: [],
  };
}

/** An authority record of a person: leader type z, Unicode. */
export const PERSON_LEADER = '00000nz  a2200000n  4500';
