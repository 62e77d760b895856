import type { CompositeRecord } from '../../entities/composite/composite-record.ts';
import {
  controlField,
  controlValue,
  dataField,
  type MarcRule,
  type MarcWarning,
  subfield,
  subfieldValue,
} from './marc-fields.ts';

// A composite volume (several scores bound together, composites nesting) as a record of mixed materials
// that is a collection: 852 $c its shelfmark, 245 its title, 500 its notes, 773 the composite it is bound
// in, 774 each score and composite bound in it ($w the record's id, $t its shelfmark, $9 (local) score or
// composite). The 774s follow from the children's own 773s: reading does not keep them twice.

/** One composite read from MARCXML: its save input, the composite it is bound in, and warnings. */
export interface CompositeDraft {
  kind: 'composite';
  controlNumber: string | null;
  input: { shelfmark?: string | null; title?: string | null; notes?: string | null };
  /** 773: the composite it is bound in, to be matched by id in the file. */
  parent: { id: string | null; shelfmark: string | null } | null;
  warnings: MarcWarning[];
}

const child = (kind: 'score' | 'composite', record: { id: number; shelfmark: string }) =>
  dataField(
    '774',
    [...subfield('w', record.id), ...subfield('t', record.shelfmark), ...subfield('9', kind)],
    '0',
    '8',
  );

export const compositeRules: ReadonlyArray<MarcRule<CompositeRecord, CompositeDraft>> = [
  {
    tag: '001',
    holds: "the composite's id",
    write: (composite) => controlField('001', composite.id),
    read: (field, draft) => {
      draft.controlNumber = controlValue(field);
    },
  },
  {
    tag: '245',
    holds: 'title: $a',
    write: (composite) => dataField('245', subfield('a', composite.title), '1', '0'),
    read: (field, draft) => {
      draft.input.title = subfieldValue(field, 'a');
    },
  },
  {
    tag: '500',
    holds: 'notes: $a',
    write: (composite) => dataField('500', subfield('a', composite.notes)),
    read: (field, draft) => {
      draft.input.notes = subfieldValue(field, 'a');
    },
  },
  {
    tag: '773',
    holds: 'the composite it is bound in: $w its id, $t its shelfmark',
    write: (composite) =>
      composite.parent
        ? dataField(
            '773',
            [...subfield('w', composite.parent.id), ...subfield('t', composite.parent.shelfmark)],
            '0',
            '8',
          )
        : [],
    read: (field, draft) => {
      draft.parent = { id: subfieldValue(field, 'w'), shelfmark: subfieldValue(field, 't') };
    },
  },
  {
    tag: '774',
    holds: 'what is bound in it: $w the id, $t the shelfmark, $9 (local) score or composite',
    write: (composite) => [
      ...composite.scores.flatMap((score) => child('score', score)),
      ...composite.composites.flatMap((inner) => child('composite', inner)),
    ],
    read: 'derived',
  },
  {
    tag: '852',
    holds: 'location: $c shelfmark',
    write: (composite) => dataField('852', subfield('c', composite.shelfmark)),
    read: (field, draft) => {
      draft.input.shelfmark = subfieldValue(field, 'c');
    },
  },
];

export function emptyCompositeDraft(): CompositeDraft {
  return { kind: 'composite', controlNumber: null, input: {}, parent: null, warnings: [] };
}

/** Mixed materials, a collection; Unicode. */
export const COMPOSITE_LEADER = '00000npc a2200000   4500';
