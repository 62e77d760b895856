import { useLazyQuery } from '@apollo/client/react';
import type { PickedRecord } from '@fontes/domain';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomInputProps, CustomViewProps } from '../../forms/fieldDescriptor.ts';
import { useFieldErrorText } from '../../forms/useFieldErrorText.ts';
import { ImageFile } from './digitalCopyQueries.ts';

/** A small picture of an uploaded image, from its IIIF image service. */
export function fileThumbnail(fileId: number): string {
  return `/iiif/image/${fileId}/full/,120/0/default.jpg`;
}

/** One image of a digital copy: the picked file shown small with its name, and a dialog to choose another. */
export function ImageFileInput({ field, name }: CustomInputProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { field: input, fieldState } = useController({ name });
  const [choosing, setChoosing] = useState(false);
  const picked = input.value as PickedRecord | null;
  const error = errorText(fieldState.error?.message, field.messageValues);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
      <Thumbnail file={picked} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap data-testid="image-filename" color={picked ? undefined : 'text.secondary'}>
          {picked ? picked.title : t('entities.digital_copy.no_image')}
        </Typography>
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
      <Button
        id={`field-${name}`}
        ref={input.ref}
        onClick={() => setChoosing(true)}
        variant="outlined"
        size="small"
      >
        {t(picked ? 'entities.digital_copy.change_file' : 'entities.digital_copy.choose_file')}
      </Button>
      {choosing && (
        <ImageChooserDialog
          onChosen={(file) => {
            input.onChange(file);
            setChoosing(false);
          }}
          onCancel={() => setChoosing(false)}
        />
      )}
    </Stack>
  );
}

/** In views: the image small, with its file name. */
export function ImageFileView({ value }: CustomViewProps) {
  const picked = value as PickedRecord | null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Thumbnail file={picked} />
      <Typography>{picked?.title}</Typography>
    </Stack>
  );
}

/** An imported image (an image elsewhere, id 0 here) has no file to show small. */
function Thumbnail({ file }: { file: PickedRecord | null }) {
  return (
    <Box
      sx={{
        width: 64,
        height: 64,
        flex: 'none',
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {file && file.id > 0 && (
        <Box
          component="img"
          src={fileThumbnail(file.id)}
          alt=""
          loading="lazy"
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      )}
    </Box>
  );
}

interface ImageChooserProps {
  onChosen(file: PickedRecord): void;
  onCancel(): void;
}

/** Chooses an uploaded image by its number, shown before it is taken. */
function ImageChooserDialog({ onChosen, onCancel }: ImageChooserProps) {
  const { t } = useTranslation();
  const id = useId();
  const [number, setNumber] = useState('');
  const [lookUp, { data, loading }] = useLazyQuery(ImageFile);
  const file = data?.getFile;
  const isImage = !!file && !file.is_folder && !!file.width && !!file.height;
  const message = !data || loading ? null : !file ? 'file_not_found' : isImage ? null : 'file_not_image';

  function submit(event: FormEvent) {
    // The dialog sits inside the record's form in React's tree: its submit must not save the record.
    event.preventDefault();
    event.stopPropagation();
    if (file && isImage && String(file.id) === number.trim())
      return onChosen({ id: file.id, title: file.filename });
    const wanted = Number(number.trim());
    if (Number.isInteger(wanted) && wanted > 0) void lookUp({ variables: { id: wanted } });
  }

  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${id}-title`}
      data-testid="image-chooser"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{t('entities.digital_copy.chooser_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              id={`${id}-number`}
              label={t('entities.digital_copy.file_number')}
              helperText={t('entities.digital_copy.file_number_help')}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              onBlur={() => Number(number) > 0 && void lookUp({ variables: { id: Number(number) } })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            {message && <Alert severity="warning">{t(`entities.digital_copy.${message}`)}</Alert>}
            {file && isImage && (
              <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }} data-testid="chosen-image">
                <Thumbnail file={{ id: file.id, title: file.filename }} />
                <Typography>{file.filename}</Typography>
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!isImage}
            onClick={() => file && isImage && onChosen({ id: file.id, title: file.filename })}
          >
            {t('entities.digital_copy.use_file')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
