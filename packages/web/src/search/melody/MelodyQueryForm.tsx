import { verovioInput } from '@fontes/domain';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { type FieldValues, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signatureFields } from '../../entities/incipit/incipitFields.ts';
import { FieldInput } from '../../forms/FieldInput.tsx';
import { FieldRows } from '../../forms/FieldRows.tsx';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import { FormMethodsProvider } from '../../forms/formMethods.tsx';
import { Notation } from '../../music/IncipitNotation.tsx';
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
  const [draft, setDraft] = useState(query);
  // Clef, key and time signature as an incipit's are entered (its descriptors), in a form of their own.
  const signatures = useForm<FieldValues>({ defaultValues: signatureValues(query) });
  const [clef, key_signature, time_signature] = useWatch({
    control: signatures.control,
    name: ['clef', 'key_signature', 'time_signature'],
  });
  // G-2 is the search's clef unless another is chosen: the address names only another.
  const typed = {
    clef: clef && clef !== defaultClef ? clef : null,
    key_signature: key_signature || null,
    time_signature: time_signature || null,
  };
  const change = (values: Partial<MelodyQuery>) => setDraft((current) => ({ ...current, ...values }));
  const music = verovioInput({ ...typed, clef: typed.clef ?? defaultClef, pae: draft.pae });
  const state = useIncipitRendering(music);
  const drawn =
    state.status === 'ready' ? state.rendering : state.status === 'loading' ? state.previous : null;

  // An option changes the search shown at once (with the melody as it stands in the box); the melody
  // itself waits for the search button (or Enter), so that a half-typed one is not searched.
  function option(values: Partial<MelodyQuery>) {
    change(values);
    if (query.pae) onSearch({ ...draft, ...typed, ...values, pae: draft.pae.trim() || query.pae, page: 1 });
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('melody.title')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ ...draft, ...typed, pae: draft.pae.trim(), page: 1 });
      }}
    >
      <Stack spacing={2}>
        <FormMethodsProvider form={signatures}>
          <FieldRows
            fields={melodySignatureFields}
            spacing={2}
            render={(field) => <FieldInput key={field.name} field={field} />}
          />
        </FormMethodsProvider>
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
          keySignature={typed.key_signature}
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

/**
 * The incipit's signature fields, as the melody search asks them: a clef always (G-2 unless chosen), the key
 * signature's empty choice saying "no key signature".
 */
const melodySignatureFields: readonly FieldDescriptor[] = signatureFields.map((field) =>
  field.name === 'clef'
    ? { ...field, required: true }
    : field.name === 'key_signature'
      ? { ...field, blankLabelKey: 'melody.no_key_signature' }
      : field,
);

function signatureValues(query: MelodyQuery) {
  return {
    clef: query.clef ?? defaultClef,
    key_signature: query.key_signature ?? '',
    time_signature: query.time_signature ?? '',
  };
}
