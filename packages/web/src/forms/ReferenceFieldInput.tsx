import { useQuery } from '@apollo/client/react';
import type { PickedRecord } from '@fontes/domain';
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../graphql/generated/index.ts';
import { fieldPath, type ReferenceFieldDescriptor } from './fieldDescriptor.ts';
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
  const options: Choice[] = query ? (data?.search.items ?? []) : [];

  return (
    <Controller
      name={name}
      render={({ field: input, fieldState }) => {
        const error = errorText(fieldState.error?.message, field.messageValues);
        const picked = (input.value as PickedRecord | null) ?? null;
        return (
          <Autocomplete<Choice>
            id={`field-${name}`}
            value={picked}
            onChange={(_event, choice) =>
              input.onChange(choice ? { id: choice.id, title: choice.title } : null)
            }
            onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
            options={options}
            // The server has searched already; the typed text need not appear in the title (fuzzy search).
            filterOptions={(all) => all}
            getOptionLabel={(choice) => choice.title}
            isOptionEqualToValue={(choice, value) => choice.id === value.id}
            getOptionKey={(choice) => choice.id}
            renderOption={({ key, ...props }, choice) => (
              <li key={key} {...props}>
                {choice.subtitle ? `${choice.title} (${choice.subtitle})` : choice.title}
              </li>
            )}
            loading={loading}
            loadingText={t('record.reference_searching')}
            noOptionsText={t(query ? 'record.reference_none' : 'record.reference_type')}
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
        );
      }}
    />
  );
}

/** The value once it has not changed for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
