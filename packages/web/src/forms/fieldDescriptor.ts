import type { ApolloClient } from '@apollo/client';
import type { PickedRecord, RecordType } from '@fontes/domain';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { FormMethods } from './formMethods.tsx';

// Every entity describes its fields once, as data; FieldInput and FieldValue render any of them.

export interface FieldBase {
  /** The form value's name; equal to the input field and to the server's error path. */
  name: string;
  /**
   * The label's i18n key. By default `<Entity>.fields.<name>`, the entity being the record's (`Score`) or the
   * list's or group's own `entity` (`Part`); `defineRecord` fills it in (`withLabelKeys`).
   */
  labelKey?: string;
  required?: boolean;
  helperKey?: string;
  autoComplete?: string;
  /** The tab the field is shown on, when the definition has tabs. */
  tab?: string;
  /** Values for placeholders in the field's help and error texts, e.g. `{ min: 8 }`. */
  messageValues?: Record<string, unknown>;
  /** Shown only while a field beside it (top-level, or in the same list item) is set or has a value. */
  shownWhen?: ShownWhen;
  /** Rewrites what the user types or pastes, as it arrives (a pasted GND link becomes its id). */
  normalizeInput?: (text: string) => string;
  /** A rule that follows a change of this field, e.g. another field of the same item cleared. */
  onChange?: (change: FieldChange) => void;
  /** In views: where the value links to (a GND id to its record at the national library). */
  viewHref?: (value: string) => string | null;
  /** Shown in views only, never in the form (a score's digital copies, read from their own records). */
  viewOnly?: boolean;
  /** In views: the value takes the full width under its label, as tables do (an image viewer). */
  viewWide?: boolean;
  /** Shown in the form only, never in views (a digital copy's file list: the view shows the images). */
  formOnly?: boolean;
  /** A help text from the value as it is typed (the numbers a count of pages will get), where it has one. */
  helperOf?: (value: unknown) => { key: string; values?: Record<string, unknown> } | null;
  /** A warning's i18n key for the value, shown beside the field and never blocking (a key off the template). */
  warning?: (value: unknown) => string | null;
  /**
   * Short fields next to each other with the same `row` share one line of the form from 1000 px on (clef,
   * key signature and time signature), so that an item is read at a glance (`FieldRows`).
   */
  row?: string;
  /**
   * Its column in a grid list (`grid: true`): the least width its values need, in rem, and its share of the
   * width beyond (default 8 rem, 1 share), so that a number stays narrow and a composer or annotation wide.
   */
  gridColumn?: GridColumn;
  /**
   * Not taken into a copy (a new record from this one, a duplicated list item), which starts it as a new
   * one does: what identifies this record alone, or links only this record may hold (`copiedValues`).
   */
  copied?: false;
  // A field's values are its type's (forms/fields/): these are for the real exceptions only.
  /** The value of a new record, where it is not the type's empty one (a source's type starts as literature). */
  newValue?: () => unknown;
  /**
   * The form's value from the loaded record's, where the type's reading does not fit (a linked entry), or
   * from another of the record's answers (a score's saved digital-copy flag, whose own answer is derived).
   */
  formValue?: (value: unknown, record: Record<string, unknown>) => unknown;
  /** The view's value from the loaded record's, where it differs from the form's (a source's reference). */
  viewValue?: (value: unknown) => unknown;
}

export interface GridColumn {
  minRem: number;
  share: number;
}

/**
 * A condition on a field beside: `{ field: 'cleric' }` (set), `{ field: 'type', equals: 'gnd' }`,
 * `{ field: 'is_text_incipit', equals: false }` (a checkbox not set), or `{ field: 'kind', oneOf: [...] }`.
 */
export interface ShownWhen {
  field: string;
  equals?: string | boolean;
  oneOf?: readonly string[];
}

/** What a field's `onChange` rule sees: the new value, the list item it belongs to, and the form. */
export interface FieldChange {
  value: unknown;
  /** The path of the field's list item or group (`sources.1`), or undefined at the top level. */
  prefix: string | undefined;
  form: FormMethods;
}

export interface TextFieldDescriptor extends FieldBase {
  type: 'text' | 'url' | 'email' | 'password';
}

export interface TextareaFieldDescriptor extends FieldBase {
  type: 'textarea';
  rows?: number;
}

export interface NumberFieldDescriptor extends FieldBase {
  type: 'number';
  min?: number;
  max?: number;
}

export interface SelectFieldDescriptor extends FieldBase {
  type: 'select';
  options: readonly string[];
  /** An option's label by its i18n key (a code list's); without it, `optionText`'s words or the option. */
  optionLabelKey?: (option: string) => string;
  /** The empty choice's label, where it says something (no key signature); blank otherwise. */
  blankLabelKey?: string;
  /** An option's label where it is a name, not a key (a digital copy's name). */
  optionText?: (option: string) => string;
  /** Options that follow the value of a field beside (a copy's images once the copy is chosen), instead of `options`. */
  optionsOf?: { field: string; options: (value: unknown) => readonly string[] };
}

export interface CheckboxFieldDescriptor extends FieldBase {
  type: 'checkbox';
}

/** One nested object shown as a titled group of its own fields (a person's vow book entry). */
export interface GroupFieldDescriptor extends FieldBase {
  type: 'group';
  fields: readonly FieldDescriptor[];
  /** Whose labels the fields have by default (`VowBookEntry`); the record's otherwise. */
  entity?: string;
}

/**
 * A picked record, held as `{ id, title }` so that the picker and the view keep its label; searched as the
 * user types over `search(query, type)`, sent as its id (`formInput`), shown in views linked to its record.
 */
export interface ReferenceFieldDescriptor extends FieldBase {
  type: 'reference';
  /** The type searched; views link to the record's path, or to the picked record's own `href`. */
  recordType: RecordType | 'place';
  /** Another search than `search(query, type)`: the records matching what was typed (places by name). */
  search?: ReferenceSearch;
  /**
   * Creates the missing record from the typed text without leaving the form: a dialog asking for what the
   * record needs (a person's name), or a component that saves it at once (a place is its name).
   */
  createInPlace?: ComponentType<CreateInPlaceProps>;
  /** The create choice's label, `{{text}}` the typed text (default `record.reference_create`). */
  createLabelKey?: string;
  /** A title names one record (a place): the create choice is offered only for a title not found. */
  uniqueTitles?: boolean;
  /** The title of a loaded record, where it is not its type's (`recordTitles`). */
  title?: (record: never) => string;
}

/** A field's own search: the typed text, and whether the picker is open (to list choices before any text). */
export type ReferenceSearch = (
  query: string,
  open: boolean,
) => {
  found: (PickedRecord & { subtitle?: string | null })[];
  loading: boolean;
};

/** What a create-in-place dialog gets: the typed text, and where the created record goes. */
export interface CreateInPlaceProps {
  text: string;
  onCreated(record: { id: number; title: string }): void;
  onCancel(): void;
  /** The record could not be created: the picker says why under the field. */
  onFailed(message: string): void;
}

/** A view-only value `{ text, href }`, e.g. a source's reference linked to where it points. */
export interface LinkFieldDescriptor extends FieldBase {
  type: 'link';
}

/**
 * A field with its own component, for what no generic input can do (the incipit editor, the short-title
 * suggestion). The input is bound to the form by itself (`useController`, `useWatch` on fields beside).
 */
export interface CustomFieldDescriptor extends FieldBase {
  type: 'custom';
  /** The form's input; none for a field shown in views only. */
  input?: ComponentType<CustomInputProps>;
  /** How views show the value; without it, as text. */
  view?: ComponentType<CustomViewProps>;
  /**
   * Asks for what `view` reads beside the record (a catalog's page list and open page) as the view's route
   * is entered, at once rather than once the record has arrived (`prefetchViewParts`).
   */
  prefetch?(view: { client: ApolloClient; id: number; search: URLSearchParams }): void;
}

export interface CustomInputProps {
  field: CustomFieldDescriptor;
  /** The form path of the value (`incipits.2.pae`). */
  name: string;
  /** The path of the list item or group the field belongs to, for the fields beside it. */
  prefix: string | undefined;
}

export interface CustomViewProps {
  field: CustomFieldDescriptor;
  value: unknown;
  /** The values beside it: the list item's, or the record's at the top level. */
  values: Record<string, unknown>;
}

/** Free text with suggestions from the server's genres: any name, warned about beside the field when unknown. */
export interface LookupFieldDescriptor extends FieldBase {
  type: 'lookup';
  lookup: 'genres';
}

/** A form's values, keyed by field name. */
export type FormValues = Record<string, unknown>;

export type ListItem = Record<string, unknown>;

/** A repeated group of fields (names, parts, incipits…); each item is an object of `fields`. */
export interface ListFieldDescriptor extends FieldBase {
  type: 'list';
  fields: readonly FieldDescriptor[];
  /** Whose labels the item fields have by default (`Part`); the record's otherwise. */
  entity?: string;
  /** A new item, where it is not the empty values of `fields`; `items` are those before it (numbered on). */
  newItem?: (items: readonly ListItem[]) => ListItem;
  /** Label of one item, given its position from 1 as `{{position}}`. */
  itemLabelKey: string;
  /** The one line a collapsed item shows. */
  summary?: (item: ListItem, t: TFunction) => string;
  /**
   * What an item shows under its summary when collapsed, and while its fields are still to come (an
   * incipit's notation).
   */
  preview?: ComponentType<ListItemPreviewProps>;
  /**
   * What the fields of the items after the first two wait for (at most a second, `ITEM_FIELDS_WAIT`),
   * their previews showing meanwhile: the incipits' drawings, so that every notation is drawn before the
   * fields out of sight take the main thread.
   */
  itemFieldsAfter?: () => Promise<void>;
  /** §4: never empty: a record without items shows one new item, and removing the last leaves a new one. */
  keepsOne?: boolean;
  /** The list after removing item `index`, where the domain has a rule for it (§4: the last name). */
  removeItem?: (items: readonly ListItem[], index: number) => ListItem[];
  /** Removing an item asks first (§8: attributions, parts, incipits, sources; entries and literature unlinked). */
  removeConfirm?: { textKey: string; unlink?: boolean };
  /** The list after adding `item`, where the domain has a rule for it (§4: a lone blank voice is replaced). */
  addItem?: (items: readonly ListItem[], item: ListItem) => ListItem[];
  /** Each item is one row of its fields (a voice and its count), without a header of its own. */
  inline?: boolean;
  /**
   * The items as a grid: one compact row of fields per item under column headers, read on with Tab as a
   * sheet is; Enter in the last cell of the last row adds the next item (`newItem` numbers it on) and
   * goes to its first cell (a page's entries, transcribed from the scan). `helperKey` is shown above it.
   */
  grid?: boolean;
  /** Views show the list as this one line instead of a table (a scoring: "2 vl, vla, bc"). */
  viewSummary?: (items: readonly ListItem[], t: TFunction) => string;
  /** The columns of the view's table, when the view shows other values than the form (default `fields`). */
  viewFields?: readonly FieldDescriptor[];
  /** Items can be dragged to another place too (besides the up and down buttons). */
  dragToReorder?: boolean;
  /**
   * The items a save keeps, where the list leaves out some that hold nothing typed (a grid's rows added
   * with their proposed number alone): they are taken out of the form before it is checked and sent.
   */
  keptOnSave?: (items: readonly ListItem[]) => ListItem[];
  /** More buttons of a grid's row, before its remove button (an entry's region marked on the scan). */
  rowActions?: ComponentType<ListRowActionsProps>;
  /** More ways to add items, shown under the list (a digital copy's images uploaded in place). */
  actions?: ComponentType<ListActionsProps>;
}

export interface ListItemPreviewProps {
  /** The form path of the item (`incipits.2`). */
  itemPath: string;
}

export interface ListRowActionsProps {
  /** The form path of the row's item (`entries.2`). */
  itemPath: string;
  index: number;
}

/** What a list's own actions get: a way to add items at its end, and to read and reorder the list. */
export interface ListActionsProps {
  append(items: ListItem[]): void;
  items(): ListItem[];
  replace(items: ListItem[]): void;
}

export type FieldDescriptor =
  | TextFieldDescriptor
  | TextareaFieldDescriptor
  | NumberFieldDescriptor
  | SelectFieldDescriptor
  | CheckboxFieldDescriptor
  | GroupFieldDescriptor
  | LinkFieldDescriptor
  | ReferenceFieldDescriptor
  | LookupFieldDescriptor
  | CustomFieldDescriptor
  | ListFieldDescriptor;

export type FieldType = FieldDescriptor['type'];
