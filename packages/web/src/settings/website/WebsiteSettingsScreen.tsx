import { useQuery } from '@apollo/client/react';
import { isSettingKey } from '@fontes/domain';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { graphql } from '../../graphql/generated/index.ts';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import { ScreenContainer } from '../../ui/ScreenContainer.tsx';
import { SearchParamField } from '../SearchParamField.tsx';
import { SettingsHeader } from '../SettingsHeader.tsx';
import { MelodyIndexPanel } from './MelodyIndexPanel.tsx';
import { SettingRow } from './SettingRow.tsx';
import { type SettingText, settingMatches } from './settingDisplay.ts';

// All settings are loaded and searched here rather than by the server, which knows keys and values but
// not the labels and descriptions in the interface's language.
const WebsiteSettings = graphql(`
  query WebsiteSettings {
    settings {
      key
      value
    }
  }
`);

/** `/settings/website` (admins): the website's settings, each edited and saved in place. */
export function WebsiteSettingsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data, loading, error } = useQuery(WebsiteSettings);
  const search = params.get('q') ?? '';
  const settings: SettingText[] = (data?.settings ?? []).map(({ key, value }) => ({
    key,
    value: value ?? null,
    label: isSettingKey(key) ? t(`siteSettings.keys.${key}.label`) : key,
    description: isSettingKey(key) ? t(`siteSettings.keys.${key}.description`) : '',
  }));
  const shown = settings.filter((setting) => settingMatches(setting, search));

  return (
    <ScreenContainer>
      <SettingsHeader title={t('siteSettings.title')} />
      <SearchParamField label={t('siteSettings.search_label')} testId="settings-search" />
      {error && !data && (
        <Alert severity="error" data-testid="settings-failed">
          {t('siteSettings.failed')}
        </Alert>
      )}
      {loading && !data && <LoadingIndicator size="section" />}
      {data && shown.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="settings-empty">
          {t('siteSettings.empty')}
        </Typography>
      )}
      <Stack spacing={2} data-testid="settings-list">
        {shown.map((setting) => (
          <SettingRow key={setting.key} setting={setting} />
        ))}
      </Stack>
      {/* What administrators run on the whole archive, beside its settings. */}
      <Box sx={{ mt: 4 }}>
        <MelodyIndexPanel />
      </Box>
    </ScreenContainer>
  );
}
