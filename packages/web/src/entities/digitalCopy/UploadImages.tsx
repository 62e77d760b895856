import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListActionsProps } from '../../forms/fieldDescriptor.ts';
import { outcomeText } from '../../outcomes/outcome.ts';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';
import { UploadImage } from './digitalCopyQueries.ts';

interface Progress {
  done: number;
  total: number;
}

/** Uploads images into a folder, one after another, each arriving as a new image of the digital copy. */
export function UploadImages({ append }: ListActionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [folder, setFolder] = useState('');
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const upload = useOutcomeMutation(
    UploadImage,
    (data) => data.upsertFile,
    'entities.digital_copy.save_failed',
  );

  async function uploadAll(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setFailures([]);
    for (const [index, file] of files.entries()) {
      setProgress({ done: index, total: files.length });
      const failure = await uploadOne(file);
      if (failure)
        setFailures((current) => [
          ...current,
          t('entities.digital_copy.upload_failed', { file: file.name, message: failure }),
        ]);
    }
    setProgress(null);
  }

  // A file that fails is named; the others still arrive.
  async function uploadOne(file: File): Promise<string | null> {
    const outcome = await upload.run({ variables: { input: { file, folder: folder.trim() } } });
    if (outcome.success && outcome.id) {
      append([{ id: null, file: { id: outcome.id, title: file.name } }]);
      return null;
    }
    return outcomeText(t, outcome, 'entities.digital_copy.save_failed');
  }

  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={`${id}-folder`}
          size="small"
          label={t('entities.digital_copy.upload_folder')}
          helperText={t('entities.digital_copy.upload_folder_help')}
          value={folder}
          onChange={(event) => setFolder(event.target.value)}
        />
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={!!progress}
          sx={{ mt: { sm: 0.25 } }}
        >
          {t('entities.digital_copy.upload_images')}
          <input
            hidden
            type="file"
            accept="image/*"
            multiple
            onChange={uploadAll}
            data-testid="upload-images"
          />
        </Button>
      </Stack>
      {progress && (
        <div role="status">
          <Typography variant="body2">{t('entities.digital_copy.uploading', { ...progress })}</Typography>
          <LinearProgress variant="determinate" value={(100 * progress.done) / progress.total} />
        </div>
      )}
      {failures.length > 0 && (
        <Alert severity="error" onClose={() => setFailures([])}>
          {failures.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
