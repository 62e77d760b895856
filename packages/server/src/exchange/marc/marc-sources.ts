import type { SourceInput } from '@fontes/domain';
import {
  dataField,
  isDataField,
  itemOf,
  type MarcRule,
  type SubfieldTable,
  subfield,
  subfieldsOf,
  subfieldValue,
} from './marc-fields.ts';

// A record's sources (where what it says comes from) have no field in MARC 21 that holds them whole: they
// go into the local field 981, one per source. A person's GND and RISM ids are also written as RISM's
// profile wants them, in 024 (7_ $a id $2 DNB or RISM), read back only where no 981 already holds them.

type SourceValues = {
  type: string;
  citation: string | null;
  description: string | null;
  url: string | null;
  gnd_id: string | null;
  rism_id: string | null;
  notes: string | null;
};

const SOURCE_SUBFIELDS = [
  ['t', 'type'],
  ['a', 'citation'],
  ['b', 'description'],
  ['u', 'url'],
  ['g', 'gnd_id'],
  ['r', 'rism_id'],
  ['z', 'notes'],
] as const satisfies SubfieldTable<keyof SourceValues>;

/** A draft whose save input has sources. */
type SourcesDraft = { input: { sources: SourceInput[] } };

const AUTHORITIES = [
  ['gnd', 'DNB', 'gnd_id'],
  ['rism', 'RISM', 'rism_id'],
] as const;

/** The 981 rule of any record with sources. */
export function sourcesRule<D extends SourcesDraft>(): MarcRule<{ sources: readonly SourceValues[] }, D> {
  return {
    tag: '981',
    holds: 'sources (local): $t type, $a citation, $b description, $u url, $g GND id, $r RISM id, $z notes',
    write: (record) =>
      record.sources.flatMap((source) => dataField('981', subfieldsOf(SOURCE_SUBFIELDS, source))),
    read: (field, draft) => {
      draft.input.sources.push(itemOf(SOURCE_SUBFIELDS, field));
    },
  };
}

/** The 024 rule: GND and RISM ids as other catalogues look them up; a source of its own when read. */
export function authorityIdsRule<D extends SourcesDraft>(): MarcRule<
  { sources: readonly SourceValues[] },
  D
> {
  return {
    tag: '024',
    holds: 'GND and RISM ids: 7_ $a id, $2 DNB or RISM',
    write: (record) =>
      record.sources.flatMap((source) =>
        AUTHORITIES.flatMap(([type, code, key]) =>
          source.type === type
            ? dataField('024', [...subfield('a', source[key]), ...subfield('2', code)], '7')
            : [],
        ),
      ),
    read: (field, draft) => {
      if (!isDataField(field)) return;
      const id = subfieldValue(field, 'a');
      const authority = AUTHORITIES.find(([, code]) => code === subfieldValue(field, '2')?.toUpperCase());
      if (!id || !authority) return;
      const [type, , key] = authority;
      // Our own exports hold the same id in a 981 too, read before or after this field.
      if (draft.input.sources.some((source) => source.type === type && source[key] === id)) return;
      draft.input.sources.push({ type, [key]: id });
    },
  };
}

/** After reading: a 981 read after its 024 replaces the source the 024 made. */
export function withoutAuthorityDuplicates(sources: SourceInput[]): SourceInput[] {
  return sources.filter(
    (source, index) =>
      !(
        source.citation === undefined &&
        sources.some(
          (other, j) =>
            j !== index &&
            other.citation !== undefined &&
            other.type === source.type &&
            ((source.gnd_id && other.gnd_id === source.gnd_id) ||
              (source.rism_id && other.rism_id === source.rism_id)),
        )
      ),
  );
}
