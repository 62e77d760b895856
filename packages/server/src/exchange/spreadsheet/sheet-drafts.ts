import { normalHeader, PEOPLE_FIELDS, type SheetField, scoringCodes, type VoiceInput } from '@fontes/domain';
import { domainResources } from '@fontes/domain/locales';
import type { AttributionDraft } from '../marc/marc-attributions.ts';
import type { MarcWarning } from '../marc/marc-fields.ts';
import type { ScoreDraft } from '../marc/score-marc.ts';
import type { Sheet } from './read-sheet.ts';

// The rows of a spreadsheet as score drafts, the same drafts a MARCXML file gives: the import matches and
// writes them by one path. A row's id (its "ID" column, else its collection's siglum and its shelfmark) is
// what a later import of the same file updates the row's score by.

/** How several values in one cell are told apart: lists (scoring, genres) and people (whose names hold commas). */
export interface Separators {
  list: string;
  people: string;
}

export const DEFAULT_SEPARATORS: Separators = { list: ',', people: ';' };

export const splitCell = (cell: string, separator: string) =>
  (separator ? cell.split(separator) : [cell]).map((value) => value.trim()).filter(Boolean);

const FUNCTIONS: Record<(typeof PEOPLE_FIELDS)[number], string> = {
  composer: 'aut',
  lyricist: 'lyr',
  scribe: 'scr',
};

// The letters a scoring is written with in RISM and most inventories, beside the codes and both languages' labels.
const VOICE_ABBREVIATIONS: Record<string, string> = { s: 'sop', a: 'alt', t: 'ten', b: 'bas', bc: 'bc' };

const voiceCodes = (() => {
  const codes = new Map<string, string>(Object.entries(VOICE_ABBREVIATIONS));
  for (const code of scoringCodes) codes.set(normalHeader(code), code);
  for (const resources of Object.values(domainResources))
    for (const [code, label] of Object.entries(resources.codes.scoringCodes))
      codes.set(normalHeader(label), code);
  return codes;
})();

/** A voice as written in a cell ("2 Vl", "Violine", "S") as a code with its count, or null when unknown. */
export function voiceOf(written: string): { voice: string; count: number } | null {
  const [, count, name] = /^(?:(\d+)\s*(?:×|x)?\s*)?(.+)$/i.exec(written.trim()) ?? [];
  if (!name) return null;
  const code = voiceCodes.get(normalHeader(name));
  return code ? { voice: code, count: count ? Number(count) : 1 } : null;
}

/** A person as written in a cell, "Bach, Johann Sebastian (1685–1750)": the name, and the dates in brackets. */
export function personOf(written: string): { name: string; dates: string | null } {
  const match = /^(.*?)\s*\(([^()]*\d[^()]*)\)\s*$/.exec(written);
  return match ? { name: match[1].trim(), dates: match[2].trim() } : { name: written.trim(), dates: null };
}

type RowValues = Partial<Record<SheetField, string>>;

function valuesOf(row: readonly string[], mapping: ReadonlyArray<SheetField | null>): RowValues {
  const values: RowValues = {};
  mapping.forEach((field, column) => {
    const cell = row[column]?.trim();
    if (field && cell) values[field] = cell;
  });
  return values;
}

/** One row as a score draft; its warnings name the row's cells that could not be kept. */
export function rowDraft(
  row: readonly string[],
  mapping: ReadonlyArray<SheetField | null>,
  separators: Separators,
): ScoreDraft {
  const values = valuesOf(row, mapping);
  const warnings: MarcWarning[] = [];
  const voices: VoiceInput[] = [];
  for (const written of splitCell(values.voices ?? '', separators.list)) {
    const voice = voiceOf(written);
    if (voice) voices.push({ ...voice, position: voices.length + 1 });
    else warnings.push({ key: 'Spreadsheet.warning_unknown_voice', values: { value: written } });
  }
  const attributions: AttributionDraft[] = PEOPLE_FIELDS.flatMap((field) =>
    splitCell(values[field] ?? '', separators.people).map((written) => ({
      person: { authorityId: null, ...personOf(written) },
      function: FUNCTIONS[field],
      qualifier: 'asc',
      place: null,
    })),
  );
  const siglum = values.collection ?? null;
  const controlNumber =
    values.id ?? (siglum && values.shelfmark ? `${siglum} ${values.shelfmark}` : (values.shelfmark ?? null));
  return {
    kind: 'score',
    controlNumber,
    input: {
      shelfmark: values.shelfmark ?? '',
      former_shelfmarks: values.former_shelfmarks ?? null,
      short_title: values.short_title ?? '',
      title: values.title ?? null,
      alternative_name: values.alternative_name ?? null,
      opus: values.opus ?? null,
      work_date: values.work_date ?? null,
      key: values.key ?? null,
      provenance: values.provenance ?? null,
      notes: values.notes ?? null,
      has_digital_copy: false,
      voices,
      parts: [],
      incipits: [],
      attributions,
      publications: [],
      sources: [],
      genres: splitCell(values.genres ?? '', separators.list).map((name) => ({ name })),
    },
    collection: { siglum, name: null },
    composite: null,
    entries: [],
    warnings,
  };
}

/** Every row of the sheet as a draft, in the sheet's order. */
export function sheetDrafts(
  sheet: Sheet,
  mapping: ReadonlyArray<SheetField | null>,
  separators: Separators,
): ScoreDraft[] {
  return sheet.rows.map((row) => rowDraft(row, mapping, separators));
}
