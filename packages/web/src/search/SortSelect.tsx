import type { SearchSort } from '@fontes/domain';
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface SortSelectProps {
  value: SearchSort;
  options: readonly SearchSort[];
  onChange(sort: SearchSort): void;
}

/** The order of the hits: relevance, title, shelfmark or date. */
export function SortSelect({ value, options, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel htmlFor={id} shrink>
        {t('search.sort_label')}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(options.find((sort) => sort === event.target.value) ?? 'relevance')}
        input={<OutlinedInput id={id} label={t('search.sort_label')} notched />}
        inputProps={{ ...({ 'data-testid': 'search-sort' } as object) }}
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t(`search.sort.${sort}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
