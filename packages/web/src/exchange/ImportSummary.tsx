import type { ImportAction, ImportReport } from '@fontes/domain';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const ACTIONS: ImportAction[] = ['create', 'update', 'match', 'skip'];

/** What an import does (or did) in numbers: records per action, those refused, warnings per field. */
export function ImportSummary({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  // Warnings of a MARC field are counted per tag; the rest (their messages need their values) together.
  const byTag = Object.entries(report.warningsByTag).filter(([tag]) => /^\d{3}$/.test(tag));
  const others = Object.entries(report.warningsByTag)
    .filter(([tag]) => !/^\d{3}$/.test(tag))
    .reduce((sum, [, count]) => sum + count, 0);
  return (
    <Stack spacing={1.5} data-testid="import-summary">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {ACTIONS.filter((action) => report.counts[action] > 0).map((action) => (
          <Chip key={action} label={t(`import.counts.${action}`, { count: report.counts[action] })} />
        ))}
        {report.failed > 0 && (
          <Chip
            color="error"
            variant="outlined"
            label={t('import.counts.refused', { count: report.failed })}
            data-testid="import-refused-count"
          />
        )}
      </Stack>
      {report.catalog && (
        <Typography variant="body2">
          {t(report.catalog.id === null ? 'import.catalog_new' : 'import.catalog_chosen', {
            count: report.catalog.entries,
            title: report.catalog.title,
          })}
        </Typography>
      )}
      {(byTag.length > 0 || others > 0) && (
        <Typography variant="body2" color="warning.dark" data-testid="import-warnings">
          {[
            ...byTag.map(([tag, count]) => t('import.warning_tag', { tag, count })),
            ...(others > 0 ? [t('import.warnings_other', { count: others })] : []),
          ].join(' · ')}
        </Typography>
      )}
    </Stack>
  );
}
