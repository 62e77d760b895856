import { diffWords } from 'diff';
import type { Translate } from '../i18n.ts';
import {
  type ComparedFields,
  comparable,
  isObject,
  itemsById,
  sameValue,
  topValue,
} from '../records/revision-changes.ts';

// Two snapshots of one record compared field by field, lists item by item (matched by id), long texts
// word by word: what the history's diff shows and `revisionDiff` answers.

type Values = Record<string, unknown>;

export type DifferenceKind = 'added' | 'removed' | 'changed';

/** A run of a long text's words, kept, added or removed. */
export interface TextPiece {
  text: string;
  change: 'added' | 'removed' | null;
}

export interface FieldDifference {
  field: string;
  label: string;
  change: DifferenceKind;
  before: string | null;
  after: string | null;
  /** A long text's words, when both sides have one. */
  words: TextPiece[] | null;
  /** A list's items that differ. */
  items: ItemDifference[];
}

export interface ItemDifference {
  /** The item's place in its list: after the change, or before it for a removed item. */
  position: number;
  label: string;
  change: DifferenceKind;
  /** The item's fields that differ (all it holds, for an item added or removed). */
  fields: FieldDifference[];
  /** An incipit's music on each side, for its notation to be drawn. */
  incipit_before: IncipitCode | null;
  incipit_after: IncipitCode | null;
}

/** What an incipit's notation is drawn from. */
export interface IncipitCode {
  clef: string | null;
  key_signature: string | null;
  time_signature: string | null;
  pae: string;
}

/** The entity whose labels a list's items take (`Incipit.item`, `Incipit.fields.pae`). */
const ITEM_ENTITIES: Record<string, string> = {
  names: 'Name',
  syllabi: 'Syllabus',
  vow_book_entry: 'VowBookEntry',
  sources: 'Source',
  attributions: 'Attribution',
  parts: 'Part',
  voices: 'Voice',
  incipits: 'Incipit',
  genres: 'Genre',
  publications: 'PublicationScore',
  pages: 'Page',
  entries: 'Entry',
  files: 'DigitalCopyFile',
};

const LONG_TEXT = 60;

/** A value as a reader sees it: another record by its title, a list by its items, yes or no. */
export function shown(t: Translate, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return t(value ? 'History.yes' : 'History.no');
  if (Array.isArray(value)) {
    const items = value.map((item) => shown(t, item)).filter((item) => item !== null);
    return items.length ? items.join('; ') : null;
  }
  if (isObject(value)) {
    for (const key of ['title', 'short_title', 'name', 'filename', 'number'])
      if (typeof value[key] === 'string' || typeof value[key] === 'number') return String(value[key]);
    const inner = Object.entries(comparable(value) as Values).map(([, v]) => shown(t, v));
    return inner.filter((v) => v !== null).join(', ') || null;
  }
  return String(value);
}

function words(before: string | null, after: string | null): TextPiece[] | null {
  if (!before || !after || (before.length < LONG_TEXT && after.length < LONG_TEXT)) return null;
  return diffWords(before, after).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : null,
  }));
}

interface Labels {
  t: Translate;
  entity: string;
}

const labelOf = ({ t, entity }: Labels, field: string) => t(`${entity}.fields.${field}`);

function valueDifference(labels: Labels, field: string, was: unknown, is: unknown): FieldDifference {
  const before = shown(labels.t, was);
  const after = shown(labels.t, is);
  const change: DifferenceKind = before === null ? 'added' : after === null ? 'removed' : 'changed';
  const text = typeof was === 'string' && typeof is === 'string' ? words(was, is) : null;
  return { field, label: labelOf(labels, field), change, before, after, words: text, items: [] };
}

/** The fields of an owned item that differ; every field it holds when only one side has it. */
function itemFields(labels: Labels, was: Values | undefined, is: Values | undefined): FieldDifference[] {
  const keys = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])].filter(
    (key) => !['id', 'position', 'created_at', 'updated_at', 'watermark_visible'].includes(key),
  );
  return keys.flatMap((key) => {
    const a = was?.[key];
    const b = is?.[key];
    if (sameValue(topValue(a, false), topValue(b, false))) return [];
    const difference = valueDifference(labels, key, a, b);
    return difference.before === null && difference.after === null ? [] : [difference];
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function incipitOf(item: Values | undefined): IncipitCode | null {
  const pae = text(item?.pae);
  if (!item || !pae) return null;
  const { clef, key_signature, time_signature } = item;
  return { clef: text(clef), key_signature: text(key_signature), time_signature: text(time_signature), pae };
}

function listDifference(
  t: Translate,
  field: string,
  label: string,
  was: unknown,
  is: unknown,
  owned: boolean,
) {
  const entity = ITEM_ENTITIES[field] ?? field;
  const labels = { t, entity };
  const old = itemsById(was);
  const now = itemsById(is);
  const items: ItemDifference[] = [];
  const item = (position: number, change: DifferenceKind, a: Values | undefined, b: Values | undefined) => {
    const fields = itemFields(labels, a, b);
    if (change === 'changed' && !fields.length) return;
    const title = shown(t, b ?? a);
    const name = t(`${entity}.item`, { position });
    items.push({
      position,
      label: title && !owned ? `${name}: ${title}` : name,
      change,
      fields: owned ? fields : [],
      incipit_before: incipitOf(a),
      incipit_after: incipitOf(b),
    });
  };
  [...now.entries()].forEach(([key, value], i) => {
    const before = old.get(key);
    if (!before) item(i + 1, 'added', undefined, value);
    else if (owned && !sameValue(before, value)) item(i + 1, 'changed', before, value);
  });
  [...old.entries()].forEach(([key, value], i) => {
    if (!now.has(key)) item(i + 1, 'removed', value, undefined);
  });
  const reordered = !items.length && [...old.keys()].join() !== [...now.keys()].join();
  if (!items.length && !reordered) return [];
  const difference: FieldDifference = {
    field,
    label,
    change: 'changed',
    before: reordered ? shown(t, was) : null,
    after: reordered ? shown(t, is) : null,
    words: null,
    items,
  };
  return [difference];
}

/** Every field that differs between two snapshots of one record of `entity` (`Score`), in the form's order. */
export function differences(
  t: Translate,
  entity: string,
  shape: ComparedFields,
  before: unknown,
  after: unknown,
): FieldDifference[] {
  const old = isObject(before) ? before : {};
  const now = isObject(after) ? after : {};
  const labels = { t, entity };
  return shape.fields.flatMap((field): FieldDifference[] => {
    const was = old[field];
    const is = now[field];
    const owned = shape.owned.has(field);
    if (Array.isArray(was) || Array.isArray(is))
      return listDifference(t, field, labelOf(labels, field), was, is, owned);
    if (sameValue(topValue(was, owned), topValue(is, owned))) return [];
    if (owned && (isObject(was) || isObject(is))) {
      const fields = itemFields({ t, entity: ITEM_ENTITIES[field] ?? field }, was as Values, is as Values);
      const change: DifferenceKind = !was ? 'added' : !is ? 'removed' : 'changed';
      return [
        {
          ...valueDifference(labels, field, was, is),
          change,
          before: null,
          after: null,
          items: [
            {
              position: 1,
              label: labelOf(labels, field),
              change,
              fields,
              incipit_before: null,
              incipit_after: null,
            },
          ],
        },
      ];
    }
    return [valueDifference(labels, field, was, is)];
  });
}
