import { useQuery } from '@apollo/client/react';
import type { PickedRecord } from '@fontes/domain';
import { Autocomplete, TextField } from '@mui/material';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../graphql/generated/index.ts';
import { fieldPath, type ReferenceFieldDescriptor } from './fieldDescriptor.ts';
import { pickerTexts } from './pickerTexts.ts';
import { useDebounced } from './useDebounced.ts';
import { useFieldErrorText } from './useFieldErrorText.ts';

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

const debounceMs = 250;
const choices = 20;

interface Choice extends PickedRecord {
  subtitle?: string | null;
  /** The last choice when the field can create records: a new one from the typed text. */
  create?: boolean;
}

/** A picker of one record: searches as the user types (debounced), keyboard-usable like any combobox. */
export function ReferenceFieldInput({ field, prefix }: { field: ReferenceFieldDescriptor; prefix?: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const name = fieldPath(field, prefix);
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim(), debounceMs);
  const { data, loading } = useQuery(PickRecord, {
    variables: { query: query || null, type: field.recordType, first: choices },
    skip: !query,
  });
  const found: Choice[] = query ? (data?.search.items ?? []) : [];
  const Create = field.createInPlace;
  const options = Create && query ? [...found, { id: 0, title: query, create: true }] : found;
  const [creating, setCreating] = useState<string | null>(null);

  return (
    <Controller
      name={name}
      render={({ field: input, fieldState }) => {
        const error = errorText(fieldState.error?.message, field.messageValues);
        const picked = (input.value as PickedRecord | null) ?? null;
        const pick = (record: PickedRecord | null) =>
          input.onChange(record ? { id: record.id, title: record.title } : null);
        return (
          <>
            <Autocomplete<Choice>
              id={`field-${name}`}
              value={picked}
              onChange={(_event, choice) => (choice?.create ? setCreating(choice.title) : pick(choice))}
              onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
              options={options}
              // The server has searched already; the typed text need not appear in the title (fuzzy search).
              filterOptions={(all) => all}
              getOptionLabel={(choice) => choice.title}
              isOptionEqualToValue={(choice, value) => choice.id === value.id}
              getOptionKey={(choice) => (choice.create ? 'create' : choice.id)}
              renderOption={({ key, ...props }, choice) => (
                <li key={key} {...props}>
                  {choiceLabel(choice, t)}
                </li>
              )}
              loading={loading}
              {...pickerTexts(t, !!query)}
              onBlur={input.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={input.ref}
                  name={input.name}
                  label={t(field.labelKey)}
                  required={field.required}
                  error={!!error}
                  helperText={error ?? (field.helperKey ? t(field.helperKey) : undefined)}
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
              />
            )}
          </>
        );
      }}
    />
  );
}

function choiceLabel(choice: Choice, t: TFunction): string {
  if (choice.create) return t('record.reference_create', { text: choice.title });
  return choice.subtitle ? `${choice.title} (${choice.subtitle})` : choice.title;
}
