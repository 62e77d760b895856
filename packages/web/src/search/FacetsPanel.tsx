import {
  facetLabelKey,
  facetValueLabel,
  type RecordType,
  recordTypes,
  type SearchAddress,
} from '@fontes/domain';
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFacetValueChosen, toggleFacetValue } from './facetFilters.ts';
import type { FacetData } from './useSearch.ts';
import type { SearchChanges } from './useSearchAddress.ts';

const shortList = 8;

type FacetValueData = FacetData['values'][number];

const isRecordType = (value: string): value is RecordType =>
  (recordTypes as readonly string[]).includes(value);

export interface FacetsPanelProps {
  facets: readonly FacetData[];
  search: SearchChanges;
}

/** The facets of the result, each a group of checkboxes with the number of hits a value would leave. */
export function FacetsPanel({ facets, search }: FacetsPanelProps) {
  const shown = facets.filter((facet) => facet.values.length > 0);
  return (
    <Box data-testid="search-facets" sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {shown.map((facet) => (
        <FacetGroup key={facet.name} facet={facet} search={search} />
      ))}
    </Box>
  );
}

function FacetGroup({ facet, search }: { facet: FacetData; search: SearchChanges }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const { address } = search;
  const chosen = (value: FacetValueData) => chosenIn(address, facet.name, value);
  // Chosen values stay listed however long the list, so that they can be unchosen.
  const values = all ? facet.values : facet.values.filter((v, i) => i < shortList || chosen(v));
  // In the interface's language, which may have changed since the server counted them; its label stands
  // in while the code lists are not loaded (the first page leaves them out).
  const label = (value: FacetValueData) => facetValueLabel(t, facet.name, value.value, value.label);
  const toggle = (value: FacetValueData) => {
    if (facet.name === 'type') {
      search.change({ type: chosen(value) || !isRecordType(value.value) ? null : value.value });
    } else search.setFilters(toggleFacetValue(address.filters, facet.name, value));
  };
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} data-testid={`facet-${facet.name}`}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5, p: 0 }}>
        {t(facetLabelKey(facet.name), { defaultValue: facet.name })}
      </Typography>
      {values.map((value) => (
        <FormControlLabel
          key={value.value}
          sx={{
            display: 'flex',
            mr: 0,
            alignItems: 'flex-start',
            '& .MuiFormControlLabel-label': { pt: '9px' },
          }}
          control={
            <Checkbox
              size="small"
              checked={chosen(value)}
              onChange={() => toggle(value)}
              data-testid="facet-value"
            />
          }
          label={
            <Box
              component="span"
              sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', width: '100%' }}
            >
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {label(value)}
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                {value.count}
              </Box>
            </Box>
          }
          slotProps={{ typography: { variant: 'body2', sx: { flex: 1 } } }}
        />
      ))}
      {facet.values.length > shortList && (
        <Button size="small" onClick={() => setAll(!all)} aria-expanded={all} sx={{ mt: 0.5 }}>
          {all ? t('search.facets_fewer') : t('search.facets_all', { count: facet.values.length })}
        </Button>
      )}
    </Box>
  );
}

function chosenIn(address: SearchAddress, name: string, value: FacetValueData): boolean {
  return name === 'type' ? address.type === value.value : isFacetValueChosen(address.filters, name, value);
}
