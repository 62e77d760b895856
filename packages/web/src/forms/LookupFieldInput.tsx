import { useQuery } from '@apollo/client/react';
import type { PickedRecord } from '@fontes/domain';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { graphql } from '../graphql/generated/index.ts';
import { fieldPath, type LookupFieldDescriptor } from './fieldDescriptor.ts';
import { pickerTexts } from './pickerTexts.ts';
import { useDebounced } from './useDebounced.ts';
import { useFieldErrorText } from './useFieldErrorText.ts';
import { useOutcomeMutation } from './useOutcomeMutation.ts';

const LookupGenres = graphql(`
  query LookupGenres($search: String) {
    genres(search: $search) {
      id
      name
    }
  }
`);

const LookupPlaces = graphql(`
  query LookupPlaces($search: String) {
    places(search: $search) {
      id
      name
    }
  }
`);

const AddPlace = graphql(`
  mutation AddPlace($name: String!) {
    addPlace(name: $name) {
      ...SaveOutcomeFields
    }
  }
`);

const debounceMs = 250;

/** The names the server knows that start with or resemble what was typed. */
function useLookup(lookup: LookupFieldDescriptor['lookup'], typed: string) {
  const search = useDebounced(typed.trim(), debounceMs);
  const genres = useQuery(LookupGenres, { variables: { search }, skip: lookup !== 'genres' || !search });
  const places = useQuery(LookupPlaces, { variables: { search }, skip: lookup !== 'places' || !search });
  const found = (lookup === 'genres' ? genres.data?.genres : places.data?.places) ?? [];
  const settled = search === typed.trim() && !genres.loading && !places.loading;
  return { search, found: search ? found : [], loading: genres.loading || places.loading, settled };
}

export function LookupFieldInput({ field, prefix }: { field: LookupFieldDescriptor; prefix?: string }) {
  return field.lookup === 'genres' ? (
    <NameLookupInput field={field} prefix={prefix} />
  ) : (
    <PlaceLookupInput field={field} prefix={prefix} />
  );
}

/** A free-text name with suggestions; a name the server does not know is warned about, never refused. */
function NameLookupInput({ field, prefix }: { field: LookupFieldDescriptor; prefix?: string }) {
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

function NameLookup({ field, name, value, onChange, onBlur, inputRef, error, unknownText }: NameLookupProps) {
  const { t } = useTranslation();
  const { found, loading, settled, search } = useLookup(field.lookup, value);
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
          label={t(field.labelKey)}
          required={field.required}
          error={!!error}
          helperText={error ?? warning}
          // The autocomplete's own input slots stay; a warning reads as one, not as an error.
          slotProps={{
            ...params.slotProps,
            formHelperText: warning
              ? ({ sx: { color: 'warning.dark' }, 'data-testid': 'field-warning' } as object)
              : undefined,
          }}
        />
      )}
    />
  );
}

/** A place picked by name; a name not yet known can be added as a new place in one choice. */
function PlaceLookupInput({ field, prefix }: { field: LookupFieldDescriptor; prefix?: string }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const name = fieldPath(field, prefix);
  const [typed, setTyped] = useState('');
  const { search, found, loading } = useLookup(field.lookup, typed);
  const addPlace = useOutcomeMutation(AddPlace, (data) => data.addPlace, 'Place.add_failed');
  const [failed, setFailed] = useState<string | null>(null);
  type Choice = PickedRecord & { add?: boolean };
  const choices: Choice[] = found.map((place) => ({ id: place.id, title: place.name }));
  const exact = choices.some((choice) => comparable(choice.title) === comparable(search));
  const options = search && !exact ? [...choices, { id: 0, title: search, add: true }] : choices;

  return (
    <Controller
      name={name}
      render={({ field: input, fieldState }) => {
        const error = errorText(fieldState.error?.message, field.messageValues) ?? failed ?? undefined;
        const pick = async (choice: Choice | null) => {
          setFailed(null);
          if (!choice?.add) return input.onChange(choice ? { id: choice.id, title: choice.title } : null);
          const added = await addPlace.run({ variables: { name: choice.title } });
          if (added.success && added.id) input.onChange({ id: added.id, title: choice.title });
          else setFailed(added.message ?? t('Place.add_failed'));
        };
        return (
          <Autocomplete<Choice>
            id={`field-${name}`}
            value={(input.value as PickedRecord | null) ?? null}
            onChange={(_event, choice) => void pick(choice)}
            onInputChange={(_event, text, reason) => reason === 'input' && setTyped(text)}
            options={options}
            filterOptions={(all) => all}
            getOptionLabel={(choice) => choice.title}
            isOptionEqualToValue={(choice, value) => choice.id === value.id}
            getOptionKey={(choice) => (choice.add ? 'add' : choice.id)}
            renderOption={({ key, ...props }, choice) => (
              <li key={key} {...props}>
                {choice.add ? t('Place.add', { name: choice.title }) : choice.title}
              </li>
            )}
            loading={loading}
            {...pickerTexts(t, !!search)}
            onBlur={input.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={input.ref}
                name={input.name}
                label={t(field.labelKey)}
                required={field.required}
                error={!!error}
                helperText={error}
              />
            )}
          />
        );
      }}
    />
  );
}

function comparable(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}
