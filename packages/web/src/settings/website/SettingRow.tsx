import { isSettingKey, settingValueSchemas, validate } from '@fontes/domain';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../forms/useFieldErrorText.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { outcomeFieldMessage } from '../../outcomes/outcome.ts';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';
import { type Flash, flashOf, flashText } from '../../ui/flash.ts';
import { colorInputValue, type SettingText } from './settingDisplay.ts';

const UpdateSetting = graphql(`
  mutation UpdateSetting($key: String!, $value: String) {
    updateSetting(key: $key, value: $value) {
      ...OutcomeFields
    }
  }
`);

/** One setting: what it is, and its value, edited in place and saved on its own. */
export function SettingRow({ setting }: { setting: SettingText }) {
  const { t, i18n } = useTranslation();
  const errorText = useFieldErrorText();
  const id = useId();
  const [draft, setDraft] = useState(setting.value ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Flash | null>(null);
  // The shell's title and colour are loaded again, so that the change shows at once everywhere.
  const update = useOutcomeMutation(UpdateSetting, (data) => data.updateSetting, 'siteSettings.save_failed', {
    refetchQueries: ['SiteSettings', 'WebsiteSettings'],
    awaitRefetchQueries: true,
  });
  const isColor = setting.key === 'theme_color';

  function edit(value: string) {
    setDraft(value);
    setError(null);
    setSaved(null);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(null);
    // The server checks with the same rule; checking here first answers without a round trip.
    const checked = isSettingKey(setting.key) ? validate(settingValueSchemas[setting.key], draft) : null;
    if (checked && !checked.ok) {
      setError(checked.errors[0]?.key ?? 'Validation.error_invalid');
      return;
    }
    const result = await update.run({ variables: { key: setting.key, value: draft } });
    if (result.success) {
      if (checked?.ok) setDraft(checked.data);
      setSaved(flashOf('success', result, 'Setting.saved', t));
      return;
    }
    setError(outcomeFieldMessage(result, 'siteSettings.save_failed', (key) => i18n.exists(key)));
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-label`}
      data-testid={`setting-${setting.key}`}
      sx={{
        p: { xs: 2.5, sm: 3 },
        display: 'grid',
        gap: { xs: 2, md: 4 },
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.3fr)' },
      }}
    >
      <Box>
        <Typography variant="subtitle1" component="h2" id={`${id}-label`} sx={{ fontWeight: 600 }}>
          {setting.label}
        </Typography>
        <Typography variant="body2" color="text.secondary" id={`${id}-description`} sx={{ mt: 0.5 }}>
          {setting.description}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ mt: 1, fontFamily: 'ui-monospace, monospace' }}
          data-testid="setting-key"
        >
          {setting.key}
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={save} sx={{ alignSelf: 'center' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          {isColor && (
            <Box
              component="input"
              type="color"
              value={colorInputValue(draft, colorInputValue(setting.value ?? ''))}
              onChange={(event) => edit(event.target.value)}
              aria-label={t('siteSettings.pick_color')}
              data-testid="setting-color"
              sx={{
                flexShrink: 0,
                width: 56,
                height: 56,
                p: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'background.paper',
                cursor: 'pointer',
                '&::-webkit-color-swatch-wrapper': { padding: 0 },
                '&::-webkit-color-swatch': { border: 'none', borderRadius: '10px' },
                '&::-moz-color-swatch': { border: 'none', borderRadius: '10px' },
              }}
            />
          )}
          <TextField
            value={draft}
            onChange={(event) => edit(event.target.value)}
            fullWidth
            error={!!error}
            helperText={errorText(error ?? undefined) ?? (saved && flashText(t, saved)) ?? undefined}
            slotProps={{
              htmlInput: {
                'aria-labelledby': `${id}-label`,
                'data-testid': 'setting-value',
                spellCheck: !isColor,
              },
              formHelperText: {
                role: error ? 'alert' : 'status',
                sx: saved && !error ? { color: 'success.dark' } : undefined,
              } as object,
            }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            loading={update.loading}
            disabled={draft === (setting.value ?? '')}
            data-testid="setting-save"
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {t('siteSettings.save')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
