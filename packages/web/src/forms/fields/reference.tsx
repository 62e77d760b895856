import { useQuery } from '@apollo/client/react';
import {
  type PathRecordType,
  type PickedRecord,
  recordCollectionPaths,
  recordPath,
  toRecordId,
} from '@fontes/domain';
import { Autocomplete, Box, Link, TextField, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../../graphql/generated/index.ts';
import { useDebounced } from '../../ui/useDebounced.ts';
import type { ReferenceFieldDescriptor } from '../fieldDescriptor.ts';
import { fieldPath, labelKeyOf } from '../fieldPaths.ts';
import { useFormMethods } from '../formMethods.tsx';
import { pickerTexts } from '../pickerTexts.ts';
import { useFieldErrorText } from '../useFieldErrorText.ts';
import type { FieldInputProps, FieldTypeModule, FieldViewProps } from './fieldType.ts';
import { recordTitles } from './recordTitles.ts';

// `type` is selected because the cache tells search items apart by type and id.
const PickRecord = graphql(`
  query PickRecord($query: String, $type: RecordType, $first: Int) {
    search(query: $query, type: $type, first: $first) {
      items {
        type
        id
        title
        subtitle
      }
    }
  }
`);

const RecordTitle = graphql(`
  query RecordTitle($type: RecordType!, $id: Int!) {
    recordTitle(type: $type, id: $id)
  }
`);

const debounceMs = 250;
const choices = 20;

interface Choice extends PickedRecord {
  subtitle?: string | null;
  /** The last choice when the field can create records: a new one from the typed text. */
  create?: boolean;
}

/**
 * The records of the field's type that the search finds for the typed text; before anything is typed, the
 * first of the type in title order while the picker is open, so that a short list (two collections) is
 * picked without knowing what to type.
 */
function useRecordSearch(field: ReferenceFieldDescriptor, query: string, open: boolean) {
  const type = field.recordType === 'place' ? undefined : field.recordType;
  const { data, loading } = useQuery(PickRecord, {
    variables: { query: query || null, type, first: choices },
    skip: field.search !== undefined || (!query && !open),
  });
  return { found: data?.search.items ?? [], loading };
}

/** A picker of one record: searches as the user types (debounced), keyboard-usable like any combobox. */
export function ReferenceFieldInput({ field, prefix }: FieldInputProps<ReferenceFieldDescriptor>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const name = fieldPath(field, prefix);
  const { getValues, fieldId } = useFormMethods();
  // A name to pick from (`{ id: 0, title }`, as a catalog entry gives its composer) is what the picker
  // searches for first.
  const [typed, setTyped] = useState(() => unpickedName(getValues(name)) ?? '');
  const query = useDebounced(typed.trim(), debounceMs);
  const [open, setOpen] = useState(false);
  const searched = useRecordSearch(field, query, open);
  // A field's own search is a hook that stays the same for the field's life.
  const useOwnSearch = field.search ?? noSearch;
  const own = useOwnSearch(query, open);
  const { found, loading: searching } = field.search ? own : searched;
  // Choices found for other text than typed (the first ones, while a search is about to start) are not offered:
  // Enter would pick one that the typed text does not find.
  const pending = typed.trim() !== query;
  const loading = searching || pending;
  // The record search lists the first choices before anything is typed; a field's own search may wait for
  // text (the places) or list its first ones too (the catalog entries).
  const listed = (!!query || !field.search || found.length > 0) && !pending;
  const Create = field.createInPlace;
  const offered = listed ? found : [];
  const options: Choice[] =
    Create && query && !(field.uniqueTitles && offered.some((choice) => sameTitle(choice.title, query)))
      ? [...offered, { id: 0, title: query, create: true }]
      : offered;
  const [creating, setCreating] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useTitleOfPrefilled(field, name);

  return (
    <Controller
      name={name}
      render={({ field: input, fieldState }) => {
        const error = errorText(fieldState.error?.message, field.messageValues) ?? failed ?? undefined;
        const unpicked = unpickedName(input.value);
        const picked = unpicked === null ? ((input.value as PickedRecord | null) ?? null) : null;
        const hint = unpicked === null ? null : t('record.reference_unpicked', { name: unpicked });
        const pick = (record: PickedRecord | null) => {
          setFailed(null);
          input.onChange(record ? { id: record.id, title: record.title } : null);
        };
        return (
          <>
            <Autocomplete<Choice>
              id={fieldId(name)}
              value={picked}
              onChange={(_event, choice) => (choice?.create ? setCreating(choice.title) : pick(choice))}
              onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
              open={open}
              // An empty picker offers its first choices when focused; a filled one stays closed when the focus
              // comes back to it (after a record was created in place).
              openOnFocus={!picked}
              onOpen={() => setOpen(true)}
              onClose={() => setOpen(false)}
              options={options}
              // The server has searched already; the typed text need not appear in the title (fuzzy search).
              filterOptions={(all) => all}
              getOptionLabel={(choice) => choice.title}
              isOptionEqualToValue={(choice, value) => choice.id === value.id}
              getOptionKey={(choice) => (choice.create ? 'create' : choice.id)}
              renderOption={({ key, ...props }, choice) => (
                <li key={key} {...props}>
                  {choiceLabel(field, choice, t)}
                </li>
              )}
              loading={loading}
              {...pickerTexts(t, listed)}
              onBlur={input.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={input.ref}
                  name={input.name}
                  label={t(labelKeyOf(field))}
                  required={field.required}
                  error={!!error}
                  helperText={
                    [error, hint].filter(Boolean).join(' ') ||
                    (field.helperKey ? t(field.helperKey) : undefined)
                  }
                />
              )}
            />
            {Create && creating !== null && (
              <Create
                text={creating}
                onCreated={(record) => {
                  setCreating(null);
                  pick(record);
                }}
                onCancel={() => setCreating(null)}
                onFailed={(message) => {
                  setCreating(null);
                  setFailed(message);
                }}
              />
            )}
          </>
        );
      }}
    />
  );
}

/** A record given by its id alone (a link's `?collection=5`) gets the title search shows for it. */
function useTitleOfPrefilled(field: ReferenceFieldDescriptor, name: string) {
  const { setValue } = useFormMethods();
  const picked = useWatch({ name }) as PickedRecord | null;
  const untitled = picked && !picked.title && field.recordType !== 'place' ? picked.id : null;
  const { data } = useQuery(RecordTitle, {
    variables: { type: field.recordType === 'place' ? 'collection' : field.recordType, id: untitled ?? 0 },
    skip: untitled === null,
  });
  const title = data?.recordTitle;
  useEffect(() => {
    if (untitled !== null && title) setValue(name, { id: untitled, title });
  }, [untitled, title, name, setValue]);
}

/** The name a picker holds without a record picked for it (`{ id: 0, title }`), or null. */
function unpickedName(value: unknown): string | null {
  const picked = value as PickedRecord | null;
  return picked && picked.id === 0 && picked.title ? picked.title : null;
}

/** A record picked from a link's query parameter (`?collection=5`), its title asked for by the picker. */
export function pickedFromParam(params: URLSearchParams | undefined, name: string): PickedRecord | null {
  const id = toRecordId(params?.get(name));
  return id ? { id, title: '' } : null;
}

function noSearch(): ReturnType<NonNullable<ReferenceFieldDescriptor['search']>> {
  return { found: [], loading: false };
}

function choiceLabel(field: ReferenceFieldDescriptor, choice: Choice, t: TFunction): string {
  if (choice.create) return t(field.createLabelKey ?? 'record.reference_create', { text: choice.title });
  return choice.subtitle ? `${choice.title} (${choice.subtitle})` : choice.title;
}

function sameTitle(a: string, b: string): boolean {
  const comparable = (title: string) => title.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  return comparable(a) === comparable(b);
}

/** A picked record linked to its view (or to its own `href`); several, one link per line. */
function ReferenceView({ field, value }: FieldViewProps<ReferenceFieldDescriptor>) {
  if (Array.isArray(value)) {
    return (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {value.map((reference: PickedRecord) => (
          <li key={reference.id}>
            <ReferenceView field={field} value={reference} values={{}} />
          </li>
        ))}
      </Box>
    );
  }
  const reference = value as PickedRecord & { href?: string };
  const to = reference.href ?? recordPathOf(field.recordType, reference.id);
  if (!to) return <Typography>{reference.title}</Typography>;
  return (
    <Link component={RouterLink} to={to}>
      {reference.title}
    </Link>
  );
}

/** The view path of a record of a searchable type, when the type has screens of its own. */
function recordPathOf(type: ReferenceFieldDescriptor['recordType'], id: number): string | null {
  if (type === 'place') return null;
  return type in recordCollectionPaths ? (recordPath(type as PathRecordType, id) ?? null) : null;
}

/** A loaded record (or a list of them) as picked: `{ id, title }`. */
function picked(field: ReferenceFieldDescriptor, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((record) => picked(field, record));
  if (!value || typeof value !== 'object') return null;
  const title = (field.title ?? recordTitles[field.recordType]) as (record: unknown) => string;
  return { id: (value as PickedRecord).id, title: title(value) };
}

/**
 * A picked record, held as `{ id, title }` so that the picker and the view keep its label, sent as its id.
 * A loaded record is picked with the title of its type (or the field's own `title`).
 */
export const referenceField: FieldTypeModule<ReferenceFieldDescriptor> = {
  Input: ReferenceFieldInput,
  View: ReferenceView,
  empty: () => null,
  formValue: picked,
  toInput: (_field, value) => toRecordId(value),
};
