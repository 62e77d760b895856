import { clefs, codeLabelKey, keySignatures } from '@fontes/domain';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  Stack,
  TextField,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notation } from '../../music/IncipitNotation.tsx';
import { verovioInput } from '../../music/incipitRendering.ts';
import { PaeFindings } from '../../music/PaeFindings.tsx';
import { useIncipitRendering } from '../../music/useIncipitRendering.ts';
import type { MelodyQuery } from './melodyAddress.ts';
import { PianoKeyboard } from './PianoKeyboard.tsx';

export interface MelodyQueryFormProps {
  query: MelodyQuery;
  /** A new search (page 1); `options` only when just an option changed, which searches at once. */
  onSearch(query: MelodyQuery): void;
}

const defaultClef = 'G-2';
const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

/**
 * The melody typed in Plaine & Easie or played on the keyboard, drawn as it grows; its clef, key and time
 * signature; whether rhythm is compared and whether the incipit must begin with it.
 */
export function MelodyQueryForm({ query, onSearch }: MelodyQueryFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(query);
  const change = (values: Partial<MelodyQuery>) => setDraft((current) => ({ ...current, ...values }));
  const music = verovioInput({
    clef: draft.clef ?? defaultClef,
    key_signature: draft.key_signature,
    time_signature: draft.time_signature,
    pae: draft.pae,
  });
  const state = useIncipitRendering(music);
  const drawn =
    state.status === 'ready' ? state.rendering : state.status === 'loading' ? state.previous : null;

  // An option changes the search shown at once (with the melody as it stands in the box); the melody
  // itself waits for the search button (or Enter), so that a half-typed one is not searched.
  function option(values: Partial<MelodyQuery>) {
    change(values);
    if (query.pae) onSearch({ ...draft, ...values, pae: draft.pae.trim() || query.pae, page: 1 });
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('melody.title')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ ...draft, pae: draft.pae.trim(), page: 1 });
      }}
    >
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 10rem' } }}>
          <Select
            id={`${id}-clef`}
            label={t('Incipit.fields.clef')}
            value={draft.clef ?? defaultClef}
            onChange={(clef) => change({ clef: clef === defaultClef ? null : clef })}
            testId="melody-clef"
          >
            {clefs.map((clef) => (
              <option key={clef} value={clef}>
                {t(codeLabelKey('clefs', clef))}
              </option>
            ))}
          </Select>
          <Select
            id={`${id}-key`}
            label={t('Incipit.fields.key_signature')}
            value={draft.key_signature ?? ''}
            onChange={(key) => change({ key_signature: key || null })}
            testId="melody-key"
          >
            <option value="">{t('melody.no_key_signature')}</option>
            {keySignatures.map((key) => (
              <option key={key} value={key}>
                {t(codeLabelKey('keySignatures', key))}
              </option>
            ))}
          </Select>
          <TextField
            label={t('Incipit.fields.time_signature')}
            value={draft.time_signature ?? ''}
            onChange={(event) => change({ time_signature: event.target.value || null })}
            slotProps={{ htmlInput: { 'data-testid': 'melody-time', spellCheck: false } }}
          />
        </Box>
        <TextField
          label={t('melody.pae_label')}
          value={draft.pae}
          onChange={(event) => change({ pae: event.target.value })}
          helperText={t('melody.pae_help')}
          fullWidth
          slotProps={{
            htmlInput: {
              'data-testid': 'melody-pae',
              spellCheck: false,
              autoCapitalize: 'off',
              autoCorrect: 'off',
              enterKeyHint: 'search',
              style: { fontFamily: monospace },
            },
          }}
        />
        <Box sx={{ minHeight: 56 }} data-testid="melody-query-notation">
          <Notation state={state} code={draft.pae} />
          <PaeFindings findings={drawn?.findings ?? []} />
        </Box>
        <PianoKeyboard
          pae={draft.pae}
          keySignature={draft.key_signature}
          onChange={(pae) => change({ pae })}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: { sm: 2 } }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.rhythm}
                onChange={(event) => option({ rhythm: event.target.checked })}
                slotProps={{ input: { ...({ 'data-testid': 'melody-rhythm' } as object) } }}
              />
            }
            label={t('melody.rhythm')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.anchored}
                onChange={(event) => option({ anchored: event.target.checked })}
                slotProps={{ input: { ...({ 'data-testid': 'melody-anchored' } as object) } }}
              />
            }
            label={t('melody.anchored')}
          />
          <Box sx={{ flex: 1 }} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SearchIcon />}
            data-testid="melody-submit"
            sx={{ minHeight: 48, px: 3, alignSelf: { xs: 'stretch', sm: 'auto' } }}
          >
            {t('melody.submit')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  testId: string;
  children: ReactNode;
}

// Native, as the search form's type filter: the better one on phones, and no menu machinery to load.
function Select({ id, label, value, onChange, testId, children }: SelectProps) {
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput id={id} label={label} notched />}
        inputProps={{ ...({ 'data-testid': testId } as object) }}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
