import {
  type AdvancedSearchValues,
  advancedFilterNames,
  advancedSearchSchema,
  attributionFunctions,
  codeLabelKey,
  type PickedRecord,
  type SearchFilters,
} from '@fontes/domain';
import { Box, Button } from '@mui/material';
import { useMemo } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../forms/FieldInput.tsx';
import type { FieldDescriptor } from '../forms/fieldDescriptor.ts';
import { FormMethodsProvider } from '../forms/formMethods.tsx';
import { formResolver } from '../forms/formResolver.ts';
import { withFilter } from './facetFilters.ts';
import type { SearchChanges } from './useSearchAddress.ts';

const labelKey = (name: string) => `search.advanced.${name}`;
const text = (name: string): FieldDescriptor => ({ type: 'text', name, labelKey: labelKey(name) });

/** The advanced search's fields, in the order of the form. */
const advancedFields: readonly FieldDescriptor[] = [
  text('shelfmark'),
  text('title'),
  text('text_incipit'),
  { type: 'reference', name: 'person', recordType: 'person', labelKey: labelKey('person') },
  {
    type: 'select',
    name: 'person_function',
    labelKey: labelKey('person_function'),
    options: attributionFunctions,
    optionLabelKey: (code) => codeLabelKey('attributionFunctions', code),
    blankLabelKey: labelKey('any_function'),
  },
  text('authority_id'),
  { type: 'reference', name: 'catalog', recordType: 'catalog', labelKey: labelKey('catalog') },
  text('entry_number'),
  text('year_from'),
  text('year_to'),
];

const picked = (id: number | undefined): PickedRecord | null => (id ? { id, title: '' } : null);

/** The form's values from the address: texts as typed, records as picked (their titles looked up). */
function formValues(filters: SearchFilters): FieldValues {
  const typed = (value: string | number | undefined) => value?.toString() ?? '';
  return {
    shelfmark: typed(filters.shelfmark),
    title: typed(filters.title),
    text_incipit: typed(filters.text_incipit),
    person: picked(filters.person?.[0]),
    person_function: typed(filters.person_function),
    authority_id: typed(filters.authority_id),
    catalog: picked(filters.catalog),
    entry_number: typed(filters.entry_number),
    year_from: typed(filters.year_from),
    year_to: typed(filters.year_to),
  };
}

/** The address's filters with the form's in place of those it had; the facets stay. */
function filtersOf(values: Partial<AdvancedSearchValues>, facets: SearchFilters): SearchFilters {
  let filters = facets;
  for (const name of advancedFilterNames) filters = withFilter(filters, name, undefined);
  const { person, catalog, ...rest } = values;
  for (const [name, value] of Object.entries(rest))
    filters = withFilter(filters, name as keyof typeof rest, value === '' ? undefined : value);
  filters = withFilter(filters, 'person', person ? [person] : undefined);
  return withFilter(filters, 'catalog', catalog ?? undefined);
}

/** Field-specific search beside the one box; what it asks lives in the address as the facets do. */
export function AdvancedSearch({ search }: { search: SearchChanges }) {
  const { t } = useTranslation();
  const resolver = useMemo(() => formResolver({ schema: advancedSearchSchema, fields: advancedFields }), []);
  const form = useForm<FieldValues>({ defaultValues: formValues(search.address.filters), resolver });

  return (
    <FormMethodsProvider form={form} idPrefix="advanced">
      <Box
        component="form"
        noValidate
        aria-label={t('search.advanced_search')}
        data-testid="advanced-search"
        onSubmit={form.handleSubmit((values) =>
          search.setFilters(filtersOf(values as AdvancedSearchValues, search.address.filters)),
        )}
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
        {advancedFields.map((field) => (
          <FieldInput key={field.name} field={field} />
        ))}
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
