import { getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnyRecordDefinition, RecordInput } from '../records/record-definition.ts';
import { comparedFields, isObject } from '../records/revision-changes.ts';
import { schemaFields } from '../records/schema-columns.ts';

// What one bulk edit does to each record's input, as a form would change it: a field set or cleared, a
// genre added or removed, one person replaced by another in the attributions, literature added, the
// collection changed. Pure: the job saves what it makes through the one save path.

export const BULK_KINDS = [
  'set_field',
  'clear_field',
  'add_genre',
  'remove_genre',
  'replace_person',
  'add_publication',
  'move_collection',
] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export interface BulkOperation {
  kind: BulkKind;
  field?: string | null;
  value?: string | null;
  genre?: string | null;
  person?: number | null;
  replacement?: number | null;
  function?: string | null;
  qualifier?: string | null;
  publication?: number | null;
  number?: string | null;
  collection?: number | null;
}

export interface OperationError {
  path: string;
  key: string;
}

type Values = Record<string, unknown>;

/** Where an operation finds what it changes: the input's field, which must be there for the record type. */
const FIELD_OF: Partial<Record<BulkKind, string>> = {
  add_genre: 'genres',
  remove_genre: 'genres',
  replace_person: 'attributions',
  add_publication: 'publications',
  move_collection: 'collection',
};

/** The text fields of a type a bulk edit may set or clear: the form's own that are text columns of its row. */
export function editableFields(def: AnyRecordDefinition): string[] {
  const columns = getTableColumns(def.table) as Record<string, { dataType: string }>;
  return schemaFields(def.schema as z.ZodObject, def.table).filter(
    (field) => columns[field as string]?.dataType === 'string',
  ) as string[];
}

/** What is wrong with an operation for records of `def`, before any record is read. */
export function operationErrors(def: AnyRecordDefinition, op: BulkOperation): OperationError[] {
  const needs = FIELD_OF[op.kind];
  if (needs && !comparedFields(def).fields.includes(needs)) return [{ path: 'kind', key: 'Bulk.error_kind' }];
  const missing = (path: keyof BulkOperation) =>
    op[path] == null || op[path] === '' ? [{ path, key: 'Bulk.error_missing' }] : [];
  switch (op.kind) {
    case 'set_field':
    case 'clear_field':
      if (!op.field || !editableFields(def).includes(op.field))
        return [{ path: 'field', key: 'Bulk.error_field' }];
      return op.kind === 'set_field' ? missing('value') : [];
    case 'add_genre':
    case 'remove_genre':
      return missing('genre');
    case 'replace_person':
      return [...missing('person'), ...missing('replacement')];
    case 'add_publication':
      return [...missing('publication'), ...missing('number')];
    case 'move_collection':
      return missing('collection');
  }
}

const idOf = (value: unknown) => (isObject(value) ? value.id : value);
const sameName = (a: unknown, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
const listOf = (value: unknown): Values[] => (Array.isArray(value) ? (value as Values[]) : []);

/** The record's input as the operation changes it (the same object where it changes nothing). */
export function applied(op: BulkOperation, input: RecordInput): RecordInput {
  switch (op.kind) {
    case 'set_field':
      return { ...input, [op.field as string]: op.value };
    case 'clear_field':
      return { ...input, [op.field as string]: null };
    case 'add_genre': {
      const genres = listOf(input.genres);
      if (genres.some((g) => sameName(g.name, op.genre as string))) return input;
      return { ...input, genres: [...genres, { name: (op.genre as string).trim() }] };
    }
    case 'remove_genre': {
      const genres = listOf(input.genres);
      const kept = genres.filter((g) => !sameName(g.name, op.genre as string));
      return kept.length === genres.length ? input : { ...input, genres: kept };
    }
    case 'replace_person': {
      const attributions = listOf(input.attributions);
      if (!attributions.some((a) => idOf(a.person) === op.person)) return input;
      return {
        ...input,
        attributions: attributions.map((a) =>
          idOf(a.person) === op.person
            ? {
                ...a,
                person: op.replacement,
                ...(op.function ? { function: op.function } : {}),
                ...(op.qualifier ? { qualifier: op.qualifier } : {}),
              }
            : a,
        ),
      };
    }
    case 'add_publication': {
      const publications = listOf(input.publications);
      const cited = publications.some(
        (p) => idOf(p.publication) === op.publication && p.number === op.number,
      );
      if (cited) return input;
      return {
        ...input,
        publications: [...publications, { publication: op.publication, number: op.number }],
      };
    }
    case 'move_collection':
      return idOf(input.collection) === op.collection ? input : { ...input, collection: op.collection };
  }
}
