import type { ApolloClient, DocumentNode, TypedDocumentNode } from '@apollo/client';
import { entityOfType, type PathRecordType } from '@fontes/domain';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { FieldDescriptor, FormValues, ShownWhen } from '../forms/fieldDescriptor.ts';
import { formValues, newValues, viewValues } from '../forms/fieldValues.ts';
import type { Outcome } from '../outcomes/outcome.ts';

export type { FormValues } from '../forms/fieldDescriptor.ts';

/** What every saved record carries: its id and the version it was loaded at. */
export interface SavedRecord {
  id: number;
  updated_at: string;
}

/** A field's finding in an outcome: path, i18n key, message. */
export type { ServerFieldError } from '../outcomes/serverErrors.ts';

/** The answer of every `upsertX` mutation (SaveOutcomeFields). */
export type SaveOutcome = Outcome & { id?: number | null };

/** The answer of every `deleteX` mutation (OutcomeFields). */
export type DeleteOutcome = Outcome;

// The operations are typed where a definition builds them (loadOperation…); the machinery sees plain documents.

/** A query taking `$id` that answers the record. */
export interface LoadOperation<TRecord> {
  document: DocumentNode;
  select(data: unknown): TRecord | null;
}

/** A mutation taking `$input` that answers a SaveOutcome. */
export interface SaveOperation {
  document: DocumentNode;
  select(data: unknown): SaveOutcome;
  /** More variables a new record takes from its create address (a page placed after another: `?after=`). */
  createVariables?(params: URLSearchParams): object;
}

/** A mutation taking `$id` that answers a DeleteOutcome. */
export interface DeleteOperation {
  document: DocumentNode;
  select(data: unknown): DeleteOutcome;
}

export interface RecordTab {
  key: string;
  labelKey: string;
  /** Shown only while a top-level field (a checkbox such as `cleric`) is set. */
  shownWhen?: ShownWhen;
}

/** One cached root query field and its arguments. */
export interface CachedRead {
  fieldName: string;
  args: Record<string, unknown>;
}

/** A link of a record's view to another screen, e.g. a new record prefilled with this one. */
export interface RecordViewLink {
  labelKey: string;
  to: string;
}

/** A file of the record anyone may download from its view (a score as MARCXML). */
export interface RecordDownload {
  labelKey: string;
  href: string;
  testId: string;
}

/**
 * A record of another type that a new one starts from, named by the create address (`?entry={id}`: a score
 * catalogued from a catalog entry), as `?from={id}` starts one from a saved record of its own type.
 */
export interface StartingRecord<TSource = unknown> {
  /** The create address's parameter holding the starting record's id. */
  param: string;
  load: LoadOperation<TSource>;
  /** The new record's values over a new one's (`blank`); may ask the server more (a person found by name). */
  values(source: TSource, blank: FormValues, client: ApolloClient): Promise<FormValues>;
  /** Where the form goes once the new record is saved, and on cancel. */
  returnTo(source: TSource): string;
}

/** i18n keys of what the record screens say about this type of record. */
export interface RecordLabels {
  /** The name of the type, e.g. `recordTypes.collection`. */
  typeName: string;
  createTitle: string;
  deleteConfirm: string;
  /** Shown when a save fails without an answer from the server (spec §8). */
  saveFailed: string;
}

/**
 * One entity, described once: the record screens, forms and hooks do the rest. `TSchema` is the domain's zod
 * schema; the form holds its input. Made by `defineRecord`, which derives the values from the fields.
 */
export interface RecordScreenDefinition<
  TRecord extends SavedRecord = SavedRecord,
  TSchema extends z.ZodType = z.ZodType,
> {
  type: PathRecordType;
  labels: RecordLabels;
  /** Every field with its label key (`<Entity>.fields.<name>` unless it names its own). */
  fields: readonly FieldDescriptor[];
  /** Several tabs split the fields by their `tab`; one or none shows no tab bar. */
  tabs?: readonly RecordTab[];
  /** The tab a new record opens on, when it is not the first (a person starts with the names). */
  createTab?: string;
  schema: TSchema;
  /** A new record's form values; `params` are the create address's query, for what a link prefills. */
  newValues(params?: URLSearchParams): FormValues;
  /** A loaded record's form values. */
  fromRecord(record: TRecord): FormValues;
  /** What the view shows of a loaded record. */
  viewValues(record: TRecord): FormValues;
  /**
   * The schema's input from the form's values, which may hold more than the input (a picked record's
   * title beside its id); the form is validated on this, so that errors name the schema's paths, and the
   * validated values are what is sent. By default `formInput`: picked records (reference fields) become ids.
   */
  formToInput?(values: FormValues): z.input<TSchema>;
  /**
   * Reads the client keeps in its cache (spec §7: a digital copy's IIIF annotations) that a save or delete
   * of the record makes stale: evicted after either succeeds.
   */
  cachedReads?(id: number): readonly CachedRead[];
  /** A record of another type a new one may start from (`?entry=` for a score). */
  // biome-ignore lint/suspicious/noExplicitAny: each definition types its own starting record
  startsFrom?: StartingRecord<any>;
  /** Where Cancel leaves a new record's form for, from its create address (a new page: its catalog). */
  cancelPath?(params: URLSearchParams): string | null;
  /**
   * Where a saved record's form goes when it names no other place: the record's view by default; a page,
   * which has no view of its own, goes straight to its address in its catalog's view (no redirect between).
   */
  savedPath?(id: number, values: FormValues): string | null;
  /** Links the view offers contributors beside its actions (a score's "New digital copy"). */
  viewLinks?(record: TRecord): readonly RecordViewLink[];
  /** Files of the record the view offers everyone beside its actions. */
  downloads?(record: TRecord): readonly RecordDownload[];
  /**
   * The edit addresses of the records before and after this one (a catalog's pages), which the form goes
   * to with Alt+PageUp and Alt+PageDown once it is saved.
   */
  neighbours?(record: TRecord): { previous: string | null; next: string | null };
  /**
   * Shown beside the form's fields from 1000 px on (the form widens for it), under them below: what the
   * record is transcribed from (a page's scan). It reads the form's values itself.
   */
  aside?: ComponentType;
  /** The view's tabs that take the full width (a catalog's pages, its entries beside the scan). */
  wideTabs?: readonly string[];
  title(record: TRecord): string;
  subtitle(record: TRecord): string;
  load: LoadOperation<TRecord>;
  save: SaveOperation;
  remove: DeleteOperation;
}

/**
 * What an entity states of itself: its fields and their real exceptions. The values of a new record, of a
 * loaded one and of its view follow from the fields (fieldValues.ts); `newValues` and `viewValues` here add
 * only what no field holds (a link's prefill, a view's derived values).
 */
export interface RecordScreenSpec<TRecord extends SavedRecord, TSchema extends z.ZodType>
  extends Omit<RecordScreenDefinition<TRecord, TSchema>, 'newValues' | 'fromRecord' | 'viewValues'> {
  newValues?(params?: URLSearchParams): FormValues;
  viewValues?(record: TRecord): FormValues;
}

/** A definition from what the entity states: label keys filled in, values derived from the fields. */
export function defineRecord<TRecord extends SavedRecord, TSchema extends z.ZodType>(
  spec: RecordScreenSpec<TRecord, TSchema>,
): RecordScreenDefinition<TRecord, TSchema> {
  const fields = withLabelKeys(entityOfType(spec.type), spec.fields);
  const fieldsOfRecord = (record: TRecord) => record as unknown as Record<string, unknown>;
  return {
    ...spec,
    fields,
    newValues: (params) => ({ ...newValues(fields), ...spec.newValues?.(params) }),
    fromRecord: (record) => formValues(fields, fieldsOfRecord(record)),
    viewValues: (record) => ({ ...viewValues(fields, fieldsOfRecord(record)), ...spec.viewValues?.(record) }),
  };
}

/** The fields with their label keys: `<Entity>.fields.<name>`, the entity a list's or group's own inside it. */
export function withLabelKeys(entity: string, fields: readonly FieldDescriptor[]): FieldDescriptor[] {
  return fields.map((field) => {
    const labelKey = field.labelKey ?? `${entity}.fields.${field.name}`;
    if (field.type !== 'list' && field.type !== 'group') return { ...field, labelKey };
    const inner = field.entity ?? entity;
    const viewFields = field.type === 'list' && field.viewFields && withLabelKeys(inner, field.viewFields);
    return {
      ...field,
      labelKey,
      fields: withLabelKeys(inner, field.fields),
      ...(viewFields ? { viewFields } : {}),
    };
  });
}

export function loadOperation<TData, TRecord>(
  document: TypedDocumentNode<TData, { id: number }>,
  select: (data: TData) => TRecord | null | undefined,
): LoadOperation<TRecord> {
  return { document, select: (data) => select(data as TData) ?? null };
}

export function saveOperation<TData, TInput, TMore extends object = object>(
  document: TypedDocumentNode<TData, { input: TInput } & TMore>,
  select: (data: TData) => SaveOutcome,
  createVariables?: (params: URLSearchParams) => TMore,
): SaveOperation {
  return {
    document,
    select: (data) => select(data as TData),
    ...(createVariables ? { createVariables } : {}),
  };
}

export function deleteOperation<TData>(
  document: TypedDocumentNode<TData, { id: number }>,
  select: (data: TData) => DeleteOutcome,
): DeleteOperation {
  return { document, select: (data) => select(data as TData) };
}
