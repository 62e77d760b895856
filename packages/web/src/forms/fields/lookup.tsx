import { useQuery } from '@apollo/client/react';
import { Autocomplete, TextField, Typography } from '@mui/material';
import { memo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../graphql/generated/index.ts';
import { useDebounced } from '../../ui/useDebounced.ts';
import type { LookupFieldDescriptor } from '../fieldDescriptor.ts';
import { fieldPath, labelKeyOf } from '../fieldPaths.ts';
import { pickerTexts } from '../pickerTexts.ts';
import { useFieldErrorText } from '../useFieldErrorText.ts';
import { warningHelperProps } from './controlledField.tsx';
import type { FieldInputProps, FieldTypeModule, FieldViewProps } from './fieldType.ts';

const LookupGenres = graphql(`
  query LookupGenres($search: String) {
    genres(search: $search) {
      id
      name
    }
  }
`);

const debounceMs = 250;

/** The genre names the server knows that start with or resemble what was typed. */
function useGenreLookup(typed: string) {
  const search = useDebounced(typed.trim(), debounceMs);
  const { data, loading } = useQuery(LookupGenres, { variables: { search }, skip: !search });
  const settled = search === typed.trim() && !loading;
  return { search, found: search ? (data?.genres ?? []) : [], loading, settled };
}

/** A free-text name with suggestions; a name the server does not know is warned about, never refused. */
function GenreInput({ field, prefix }: FieldInputProps<LookupFieldDescriptor>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const name = fieldPath(field, prefix);
  return (
    <Controller
      name={name}
      render={({ field: input, fieldState }) => (
        <NameLookup
          field={field}
          name={name}
          value={String(input.value ?? '')}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          error={errorText(fieldState.error?.message, field.messageValues)}
          unknownText={t('Genre.warning_unknown')}
        />
      )}
    />
  );
}

interface NameLookupProps {
  field: LookupFieldDescriptor;
  name: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  inputRef: React.Ref<HTMLInputElement>;
  error: string | undefined;
  unknownText: string;
}

/** Drawn again only when its own props change, not at every submit or reset of the form (ControlledField). */
const NameLookup = memo(function NameLookup({
  field,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  unknownText,
}: NameLookupProps) {
  const { t } = useTranslation();
  const { found, loading, settled, search } = useGenreLookup(value);
  const known = found.some((entry) => comparable(entry.name) === comparable(value));
  const warning = search && settled && !known ? unknownText : undefined;
  return (
    <Autocomplete<string, false, false, true>
      id={`field-${name}`}
      freeSolo
      value={value}
      inputValue={value}
      // A reset (MUI syncing the text to the value) is no edit; only typing and clearing are.
      onInputChange={(_event, text, reason) => reason !== 'reset' && onChange(text)}
      onChange={(_event, choice) => onChange(choice ?? '')}
      options={found.map((entry) => entry.name)}
      filterOptions={(all) => all}
      loading={loading}
      {...pickerTexts(t, !!search)}
      onBlur={onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          name={name}
          label={t(labelKeyOf(field))}
          required={field.required}
          error={!!error}
          helperText={error ?? warning}
          // The autocomplete's own input slots stay; a warning reads as one, not as an error.
          slotProps={{
            ...params.slotProps,
            formHelperText: warning ? warningHelperProps : undefined,
          }}
        />
      )}
    />
  );
});

function comparable(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

function GenreView({ value }: FieldViewProps<LookupFieldDescriptor>) {
  return <Typography>{String(value)}</Typography>;
}

/** A genre's name, typed with suggestions: sent as the name, created by the server when new. */
export const lookupField: FieldTypeModule<LookupFieldDescriptor> = {
  Input: GenreInput,
  View: GenreView,
  empty: () => '',
  formValue: (_field, value) => value ?? '',
};
