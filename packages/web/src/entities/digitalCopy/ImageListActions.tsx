import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import SortIcon from '@mui/icons-material/Sort';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListActionsProps } from '../../forms/fieldDescriptor.ts';
import { ImagePickerDialog } from './ImagePickerDialog.tsx';
import { type ImageItem, newImageItems } from './imageOrder.ts';
import { ScanOrderDialog } from './ScanOrderDialog.tsx';
import { UploadImages } from './UploadImages.tsx';

const filesOf = (items: ImageItem[]) => new Set(items.flatMap((item) => (item.file ? [item.file.id] : [])));

/** Under a digital copy's images: pick them from the file manager, order them by §9, upload in place. */
export function ImageListActions(props: ListActionsProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [ordering, setOrdering] = useState<ImageItem[] | null>(null);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 1, alignItems: 'flex-start' }}>
        <Button variant="outlined" startIcon={<FolderOpenOutlinedIcon />} onClick={() => setPicking(true)}>
          {t('entities.digital_copy.pick_images')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<SortIcon />}
          onClick={() => setOrdering(props.items() as ImageItem[])}
        >
          {t('entities.digital_copy.order_open')}
        </Button>
      </Stack>
      <UploadImages {...props} />
      {picking && (
        <ImagePickerDialog
          multiple
          present={filesOf(props.items() as ImageItem[])}
          onPicked={(images) => {
            props.append(newImageItems(images));
            setPicking(false);
          }}
          onCancel={() => setPicking(false)}
        />
      )}
      {ordering && (
        <ScanOrderDialog
          items={ordering}
          onConfirm={(ordered) => {
            props.replace(ordered);
            setOrdering(null);
          }}
          onCancel={() => setOrdering(null)}
        />
      )}
    </>
  );
}
