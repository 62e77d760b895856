import {
  advancedFilterNames,
  attributionFunctions,
  codeLabelKey,
  type PickedRecord,
  type SearchFilters,
} from '@fontes/domain';
import { Box, Button, FormControl, InputLabel, NativeSelect, OutlinedInput, TextField } from '@mui/material';
import { useId } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ReferenceFieldDescriptor } from '../forms/fieldDescriptor.ts';
import { ReferenceFieldInput } from '../forms/fields/reference.tsx';
import { FormMethodsProvider } from '../forms/formMethods.tsx';
import { withFilter } from './facetFilters.ts';
import type { SearchChanges } from './useSearchAddress.ts';

const textFields = ['shelfmark', 'title', 'text_incipit', 'entry_number', 'authority_id'] as const;
const yearFields = ['year_from', 'year_to'] as const;

const personField: ReferenceFieldDescriptor = {
  type: 'reference',
  name: 'person',
  recordType: 'person',
  labelKey: 'search.advanced.person',
};
const catalogField: ReferenceFieldDescriptor = {
  type: 'reference',
  name: 'catalog',
  recordType: 'catalog',
  labelKey: 'search.advanced.catalog',
};

const picked = (id: number | undefined): PickedRecord | null => (id ? { id, title: '' } : null);
const yearPattern = /^-?\d{1,4}$/;

/** The form's values from the address: texts as typed, records as picked (their titles looked up). */
function formValues(filters: SearchFilters): FieldValues {
  return {
    ...Object.fromEntries(textFields.map((name) => [name, filters[name] ?? ''])),
    ...Object.fromEntries(yearFields.map((name) => [name, filters[name]?.toString() ?? ''])),
    person: picked(filters.person?.[0]),
    person_function: filters.person_function ?? '',
    catalog: picked(filters.catalog),
  };
}

function filtersOf(values: FieldValues, facets: SearchFilters): SearchFilters {
  let filters = facets;
  for (const name of advancedFilterNames) filters = withFilter(filters, name, undefined);
  const text = (name: string) => String(values[name] ?? '').trim() || undefined;
  for (const name of textFields) filters = withFilter(filters, name, text(name));
  for (const name of yearFields) filters = withFilter(filters, name, text(name) && Number(text(name)));
  const person = (values.person as PickedRecord | null)?.id;
  filters = withFilter(filters, 'person', person ? [person] : undefined);
  filters = withFilter(filters, 'person_function', text('person_function'));
  return withFilter(filters, 'catalog', (values.catalog as PickedRecord | null)?.id);
}

/** Field-specific search beside the one box; what it asks lives in the address as the facets do. */
export function AdvancedSearch({ search }: { search: SearchChanges }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<FieldValues>({ defaultValues: formValues(search.address.filters) });
  const { errors } = form.formState;

  function onValid(values: FieldValues) {
    const wrong = yearFields.filter((name) => {
      const year = String(values[name] ?? '').trim();
      return year !== '' && !yearPattern.test(year);
    });
    for (const [index, name] of wrong.entries()) {
      form.setError(
        name,
        { type: 'pattern', message: t('search.advanced.year_invalid') },
        { shouldFocus: !index },
      );
    }
    if (!wrong.length) search.setFilters(filtersOf(values, search.address.filters));
  }

  const textInput = (name: string) => (
    <TextField
      key={name}
      label={t(`search.advanced.${name}`)}
      {...form.register(name)}
      slotProps={{ htmlInput: { 'data-testid': `advanced-${name}` } }}
    />
  );

  return (
    <FormMethodsProvider form={form}>
      <Box
        component="form"
        noValidate
        aria-label={t('search.advanced_search')}
        data-testid="advanced-search"
        onSubmit={form.handleSubmit(onValid)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          gap: 2,
          mt: 2,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {textInput('shelfmark')}
        {textInput('title')}
        {textInput('text_incipit')}
        <ReferenceFieldInput field={personField} />
        <FormControl>
          <InputLabel htmlFor={`${id}-function`} shrink>
            {t('search.advanced.person_function')}
          </InputLabel>
          <NativeSelect
            {...form.register('person_function')}
            input={
              <OutlinedInput id={`${id}-function`} label={t('search.advanced.person_function')} notched />
            }
          >
            <option value="">{t('search.advanced.any_function')}</option>
            {attributionFunctions.map((code) => (
              <option key={code} value={code}>
                {t(codeLabelKey('attributionFunctions', code))}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        {textInput('authority_id')}
        <ReferenceFieldInput field={catalogField} />
        {textInput('entry_number')}
        <Box sx={{ display: 'flex', gap: 2 }}>
          {yearFields.map((name) => (
            <TextField
              key={name}
              label={t(`search.advanced.${name}`)}
              {...form.register(name)}
              error={!!errors[name]}
              helperText={errors[name]?.message as string | undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `advanced-${name}` } }}
            />
          ))}
        </Box>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
          <Button
            onClick={() => {
              form.reset(formValues({}));
              search.setFilters(filtersOf({}, search.address.filters));
            }}
          >
            {t('search.advanced.clear')}
          </Button>
          <Button type="submit" variant="contained" data-testid="advanced-submit">
            {t('search.advanced.submit')}
          </Button>
        </Box>
      </Box>
    </FormMethodsProvider>
  );
}
