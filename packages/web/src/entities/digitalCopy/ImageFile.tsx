import type { PickedRecord } from '@fontes/domain';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fileThumbnail } from '../../files/filePaths.ts';
import type { CustomInputProps, CustomViewProps } from '../../forms/fieldDescriptor.ts';
import { useFieldErrorText } from '../../forms/useFieldErrorText.ts';
import { ImagePickerDialog } from './ImagePickerDialog.tsx';

/** One image of a digital copy: the picked file shown small with its name, and the picker to choose another. */
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
        <ImagePickerDialog
          multiple={false}
          onPicked={([image]) => {
            if (image) input.onChange({ id: image.id, title: image.filename });
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
