import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { downloadUrl, previewKind, viewUrl } from './filePaths.ts';

export interface PreviewedFile {
  id: number;
  filename: string;
  mime?: string | null;
  /** The version: a replaced content gets a new address, so that no cached image is shown. */
  updated_at?: string;
}

const shownUrl = (file: PreviewedFile) =>
  file.updated_at ? `${viewUrl(file.id)}?v=${encodeURIComponent(file.updated_at)}` : viewUrl(file.id);

/** An image or a PDF shown in place, over the list. */
export function PreviewDialog({ file, onClose }: { file: PreviewedFile | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={!!file} onClose={onClose} fullWidth maxWidth="lg" data-testid="preview-dialog">
      <DialogTitle>{file && t('files.preview_of', { name: file.filename })}</DialogTitle>
      <DialogContent>{file && <FilePreview file={file} height="75vh" />}</DialogContent>
      <DialogActions>
        {file && <Button href={downloadUrl(file.id)}>{t('files.download')}</Button>}
        <Button onClick={onClose} variant="contained">
          {t('files.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The file as the browser shows it: an image, or a PDF in the browser's viewer. */
export function FilePreview({ file, height }: { file: PreviewedFile; height: string }) {
  const { t } = useTranslation();
  const kind = previewKind(file.mime);
  if (kind === 'image')
    return (
      <Box
        component="img"
        src={shownUrl(file)}
        alt={file.filename}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: height, mx: 'auto', objectFit: 'contain' }}
        data-testid="preview-image"
      />
    );
  if (kind === 'pdf')
    return (
      <Box
        component="iframe"
        src={shownUrl(file)}
        title={t('files.preview_of', { name: file.filename })}
        sx={{ width: '100%', height, border: 0 }}
        data-testid="preview-pdf"
      />
    );
  return <Box sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>{t('files.no_preview')}</Box>;
}
