import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { findingMessage } from './findingMessage.ts';
import type { PaeFinding } from './incipitRendering.ts';

/** Verovio's findings in place, labelled as errors or warnings; errors in the error colour. */
export function PaeFindings({ findings }: { findings: readonly PaeFinding[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-live="polite"
      aria-label={t('Pae.findings_label')}
      data-testid="pae-findings"
      sx={{ m: 0, pl: 0, listStyle: 'none' }}
    >
      {findings.map((finding, index) => (
        <Typography
          // biome-ignore lint/suspicious/noArrayIndexKey: findings are listed in Verovio's order
          key={index}
          component="li"
          variant="body2"
          sx={{ color: finding.type === 'error' ? 'error.main' : 'text.primary' }}
          data-finding={finding.type}
        >
          <strong>{t(finding.type === 'error' ? 'Pae.error' : 'Pae.warning')}:</strong>{' '}
          {findingMessage(finding, t)}
        </Typography>
      ))}
    </Box>
  );
}
