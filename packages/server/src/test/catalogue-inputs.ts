import type { Input, Loaded } from './catalogue.ts';
import type { CatalogueEntity } from './catalogue-fields.ts';

// A loaded record turned back into the input that saves it unchanged, as a form would send it.

/** Fields that point at another record: the input sends the id. */
const REFERENCES = new Set([
  'collection',
  'composite',
  'person',
  'place',
  'publication',
  'catalog',
  'digital_copy_file',
  'parent',
  'score',
]);

/** Derived or shown-only fields, which inputs do not have (positions follow the order of the lists). */
const READ_ONLY = new Set([
  'created_at',
  'author',
  'short_title_prefix',
  'text_incipits',
  'digital_copies',
  'watermark_visible',
  'composites',
  'scores',
  'page',
  'position',
  'digital_copy_elsewhere',
]);

/** A nested item (a part, a voice, an attribution…) or a list of them as an input sends it. */
export function itemInput<T>(value: T): T {
  return convert(value) as T;
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (!value || typeof value !== 'object') return value;
  const out: Input = {};
  for (const [key, field] of Object.entries(value)) {
    if (READ_ONLY.has(key)) continue;
    out[key] = REFERENCES.has(key) ? ((field as { id?: number } | null)?.id ?? null) : convert(field);
  }
  return out;
}

export function inputOf(entity: CatalogueEntity, record: Loaded, changes: Input = {}): Input {
  if (entity === 'File') {
    const { id, filename, folder, is_folder, updated_at } = record;
    return { id, filename, folder, is_folder, updated_at, ...changes };
  }
  if (entity === 'DigitalCopy') {
    const { id, name, digitizable_type, digitizable_id, updated_at } = record;
    const files = record.files.map((f: Loaded) => ({ id: f.id, name: f.name, file: f.file.id }));
    return { id, name, digitizable_type, digitizable_id, files, updated_at, ...changes };
  }
  const input = convert(record) as Input;
  if (entity === 'Score') {
    input.entries = record.entries.map((e: { id: number }) => ({ id: e.id }));
    // The saved flag, not the answer that linked copies also set.
    input.has_digital_copy = record.digital_copy_elsewhere;
  }
  if (entity === 'Catalog') {
    input.pages = record.pages.map((p: Loaded) => ({
      id: p.id,
      number: p.number,
      digital_copy_file: p.digital_copy_file?.id ?? null,
    }));
  }
  return { ...input, ...changes };
}
