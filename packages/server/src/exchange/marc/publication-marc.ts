import type { SourceInput } from '@fontes/domain';
import type { PublicationRecord } from '../../entities/publication/publication-record.ts';
import { type AttributionDraft, attributionFields, readAttribution } from './marc-attributions.ts';
import {
  controlField,
  controlValue,
  dataField,
  type MarcRule,
  type MarcWarning,
  subfield,
  subfieldValue,
} from './marc-fields.ts';
import { sourcesRule } from './marc-sources.ts';

// A publication (literature) as Muscat exchanges its literature records: 210 the short title others cite
// it by, 245 the title, 260 the imprint, 300 the extent, 500 notes, 100/700 its authors and editors.

interface PublicationDraftInput {
  title?: string | null;
  short_title?: string | null;
  extent?: string | null;
  publisher?: string | null;
  publication_date?: string | null;
  publication_place?: string | null;
  notes?: string | null;
  attributions: AttributionDraft[];
  sources: SourceInput[];
}

/** One publication read from MARCXML: its save input (people still to be matched) and warnings. */
export interface PublicationDraft {
  kind: 'publication';
  /** 001: the record's id in the file (what the scores' 510 $0 name). */
  controlNumber: string | null;
  input: PublicationDraftInput;
  warnings: MarcWarning[];
}

export const publicationRules: ReadonlyArray<MarcRule<PublicationRecord, PublicationDraft>> = [
  {
    tag: '001',
    holds: "the publication's id",
    write: (publication) => controlField('001', publication.id),
    read: (field, draft) => {
      draft.controlNumber = controlValue(field);
    },
  },
  {
    tag: ['100', '700'],
    holds: "attributions, as a score's",
    write: (publication) => attributionFields(publication.attributions),
    read: (field, draft, reading) => {
      const attribution = readAttribution(field, reading);
      if (attribution) draft.input.attributions.push(attribution);
    },
  },
  {
    tag: '210',
    holds: 'short title: $a',
    write: (publication) => dataField('210', subfield('a', publication.short_title), '0'),
    read: (field, draft) => {
      draft.input.short_title = subfieldValue(field, 'a');
    },
  },
  {
    tag: '245',
    holds: 'title: $a',
    write: (publication) => dataField('245', subfield('a', publication.title), '1', '0'),
    read: (field, draft) => {
      draft.input.title = subfieldValue(field, 'a');
    },
  },
  {
    tag: '260',
    holds: 'imprint: $a place, $b publisher, $c date',
    write: (publication) =>
      dataField('260', [
        ...subfield('a', publication.publication_place),
        ...subfield('b', publication.publisher),
        ...subfield('c', publication.publication_date),
      ]),
    read: (field, draft) => {
      draft.input.publication_place = subfieldValue(field, 'a');
      draft.input.publisher = subfieldValue(field, 'b');
      draft.input.publication_date = subfieldValue(field, 'c');
    },
  },
  {
    tag: '300',
    holds: 'extent: $a',
    write: (publication) => dataField('300', subfield('a', publication.extent)),
    read: (field, draft) => {
      draft.input.extent = subfieldValue(field, 'a');
    },
  },
  {
    tag: '500',
    holds: 'notes: $a',
    write: (publication) => dataField('500', subfield('a', publication.notes)),
    read: (field, draft) => {
      draft.input.notes = subfieldValue(field, 'a');
    },
  },
  sourcesRule<PublicationDraft>(),
];

export function emptyPublicationDraft(): PublicationDraft {
  return { kind: 'publication', controlNumber: null, input: { attributions: [], sources: [] }, warnings: [] };
}

/** Language material, a monograph; Unicode. */
export const PUBLICATION_LEADER = '00000nam a2200000   4500';
