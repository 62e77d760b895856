import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { downloadFiles } from './filePaths.ts';

export interface SelectionBarProps {
  count: number;
  total: number;
  files: { id: number; is_folder: boolean }[];
  onSelectAll(): void;
  onDeselectAll(): void;
  onMove(): void;
  onDelete(): void;
}

/** Select all and deselect all, and what can be done to the files selected. */
export function SelectionBar({
  count,
  total,
  files,
  onSelectAll,
  onDeselectAll,
  onMove,
  onDelete,
}: SelectionBarProps) {
  const { t } = useTranslation();
  if (!total) return null;
  const downloadable = files.filter((file) => !file.is_folder).map((file) => file.id);
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1, minHeight: 36 }}
      data-testid="files-selection"
    >
      <Button size="small" onClick={onSelectAll} disabled={count === total} data-testid="files-select-all">
        {t('files.select_all')}
      </Button>
      <Button size="small" onClick={onDeselectAll} disabled={count === 0} data-testid="files-deselect-all">
        {t('files.deselect_all')}
      </Button>
      {count > 0 && (
        <>
          <Typography variant="body2" sx={{ mx: 1 }} aria-live="polite" data-testid="files-selected">
            {t('files.selected', { count })}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            onClick={() => downloadFiles(downloadable)}
            disabled={!downloadable.length}
          >
            {t('files.download')}
          </Button>
          <Button size="small" variant="outlined" onClick={onMove}>
            {t('files.move')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={onDelete}
            data-testid="files-delete-selected"
          >
            {t('files.delete')}
          </Button>
        </>
      )}
    </Box>
  );
}
