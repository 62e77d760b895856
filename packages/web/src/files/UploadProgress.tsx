import { fileSizeLabel } from '@fontes/domain';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Paper,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from './useUploads.ts';

/** "Files are being uploaded (3/12)", a bar per file, and every refused file with the reason. */
export interface UploadProgressProps {
  items: UploadItem[];
  onClose(): void;
  /** Offers the §9 helper once the scans have arrived. */
  onShorten(): void;
}

export function UploadProgress({ items, onClose, onShorten }: UploadProgressProps) {
  const { t, i18n } = useTranslation();
  if (!items.length) return null;
  const settled = items.filter((item) => item.status === 'done' || item.status === 'failed').length;
  const busy = settled < items.length;
  const done = items.filter((item) => item.status === 'done').length;
  const failed = items.filter((item) => item.status === 'failed');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="upload-progress">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          sx={{ flex: 1, fontWeight: 500 }}
          role="status"
          aria-live="polite"
          data-testid="upload-status"
        >
          {busy
            ? t('files.uploading', { done: settled, total: items.length })
            : t('files.uploaded', { count: done })}
        </Typography>
        {!busy && done > 0 && (
          <Button size="small" onClick={onShorten} data-testid="upload-shorten">
            {t('files.names.open')}
          </Button>
        )}
        {!busy && (
          <IconButton size="small" onClick={onClose} aria-label={t('files.upload_close')}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {failed.map((item) => (
        <Alert key={item.key} severity="error" sx={{ mt: 1 }} data-testid="upload-failed">
          {t('files.upload_failed_named', { name: item.name, message: item.message })}
        </Alert>
      ))}
      {busy && (
        <List dense sx={{ maxHeight: 240, overflow: 'auto' }}>
          {items
            .filter((item) => item.status !== 'failed')
            .map((item) => (
              <ListItem key={item.key} disableGutters sx={{ display: 'block' }} data-testid="upload-item">
                <Box sx={{ display: 'flex', gap: 1, typography: 'body2' }}>
                  <Box
                    component="span"
                    sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  >
                    {item.name}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {fileSizeLabel(item.size, i18n.language)}
                  </Box>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={item.size ? (100 * item.loaded) / item.size : item.status === 'done' ? 100 : 0}
                  aria-label={item.name}
                />
              </ListItem>
            ))}
        </List>
      )}
    </Paper>
  );
}
