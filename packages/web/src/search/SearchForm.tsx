import { recordTypeOfSlug, recordTypeSlugs, recordTypes } from '@fontes/domain';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchChanges } from './useSearchAddress.ts';

export interface SearchFormProps {
  search: SearchChanges;
}

const allTypes = 'all';

// Built from the input parts rather than TextField, whose select mode would bring the whole menu
// machinery into the first page a visitor loads; the native select is also the better one on phones.

/**
 * Query box and type filter; both go into the address, so that a search can be shared. The filters chosen
 * stay when the words change.
 */
export function SearchForm({ search }: SearchFormProps) {
  const { t } = useTranslation();
  const { type, query } = search.address;
  const id = useId();
  const [text, setText] = useState(query);

  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search.change({ query: text });
      }}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5 }}
    >
      <FormControl fullWidth>
        <InputLabel htmlFor={`${id}-query`}>{t('search.query_label')}</InputLabel>
        <OutlinedInput
          id={`${id}-query`}
          type="search"
          label={t('search.query_label')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputProps={{ 'data-testid': 'search-input', enterKeyHint: 'search' }}
        />
      </FormControl>
      <FormControl sx={{ minWidth: { sm: 220 }, flexShrink: 0 }}>
        <InputLabel htmlFor={`${id}-type`} shrink>
          {t('search.type_label')}
        </InputLabel>
        <NativeSelect
          value={type ? recordTypeSlugs[type] : allTypes}
          onChange={(event) =>
            search.change({ query: text, type: recordTypeOfSlug(event.target.value) ?? null })
          }
          input={<OutlinedInput id={`${id}-type`} label={t('search.type_label')} notched />}
          inputProps={{ ...({ 'data-testid': 'search-type' } as object) }}
        >
          <option value={allTypes}>{t('search.type_all')}</option>
          {recordTypes.map((recordType) => (
            <option key={recordType} value={recordTypeSlugs[recordType]}>
              {t(`recordTypes.${recordType}`)}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SearchIcon />}
        data-testid="search-submit"
        sx={{ minHeight: 56, px: 3, flexShrink: 0 }}
      >
        {t('search.submit')}
      </Button>
    </Box>
  );
}
