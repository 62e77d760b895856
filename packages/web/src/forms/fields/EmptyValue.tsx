import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** What a view shows for a value not given. */
export function EmptyValue() {
  const { t } = useTranslation();
  return <Typography color="text.disabled">{t('record.empty_value')}</Typography>;
}
