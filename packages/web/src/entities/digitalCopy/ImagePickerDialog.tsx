import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathOfFolder } from '../../files/filePaths.ts';
import { useFileList } from '../../files/useFileList.ts';
import type { ListedFileFragment } from '../../graphql/generated/graphql.ts';
import { ImageRow, PickerCrumbs, PickerPager } from './ImagePickerParts.tsx';
import type { PickedImage } from './imageOrder.ts';

const pageSize = 50;

/** Files the IIIF image service can show: those whose size the server read on upload. */
const isImage = (file: ListedFileFragment) => !file.is_folder && !!file.width && !!file.height;

// Where the picker was last: a cataloguer adds a folder's scans in several goes.
let lastFolder = '';

export interface ImagePickerDialogProps {
  /** Several images at once (adding to the list), or one (changing an item's image). */
  multiple: boolean;
  /** The files on the list already: shown ticked, not picked twice. */
  present?: ReadonlySet<number>;
  onPicked(images: PickedImage[]): void;
  onCancel(): void;
}

/**
 * Browses the file manager's folders and picks images from them, with small pictures; searchable. It
 * opens in the folder it was last in.
 */
export function ImagePickerDialog({
  multiple,
  present = new Set(),
  onPicked,
  onCancel,
}: ImagePickerDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const [folder, setFolder] = useState(lastFolder);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [picked, setPicked] = useState<ReadonlyMap<number, PickedImage>>(new Map());
  const { result, loading, error } = useFileList({
    folder,
    search,
    sort: 'filename',
    descending: false,
    page,
    pageSize,
  });
  const items = result?.items ?? [];
  const folders = items.filter((item) => item.is_folder);
  const images = items.filter(isImage);
  const pickable = images.filter((image) => !present.has(image.id));
  const all = pickable.length > 0 && pickable.every((image) => picked.has(image.id));

  function open(path: string) {
    lastFolder = path;
    setFolder(path);
    setSearch('');
    setPage(0);
  }

  function pick(files: ListedFileFragment[], on: boolean) {
    const next = new Map(multiple ? picked : []);
    for (const file of files) {
      if (on) next.set(file.id, { id: file.id, filename: file.filename, folder: file.folder });
      else next.delete(file.id);
    }
    setPicked(next);
  }

  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      fullScreen={narrow}
      maxWidth="md"
      aria-labelledby={`${id}-title`}
      data-testid="image-picker"
    >
      {/* No form: Enter in the search only searches (the dialog's DOM lies outside the record's form). */}
      <DialogTitle id={`${id}-title`}>
        {t(multiple ? 'entities.digital_copy.picker_title' : 'entities.digital_copy.chooser_title')}
      </DialogTitle>
      <DialogContent dividers>
        <PickerCrumbs folder={folder} onOpen={open} />
        <TextField
          id={`${id}-search`}
          autoFocus
          type="search"
          size="small"
          fullWidth
          label={t('entities.digital_copy.picker_search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
          sx={{ mb: 1 }}
        />
        {multiple && (
          <FormControlLabel
            label={t('files.select_all')}
            disabled={!pickable.length}
            control={
              <Checkbox
                checked={all}
                indeterminate={!all && pickable.some((image) => picked.has(image.id))}
                onChange={(event) => pick(pickable, event.target.checked)}
              />
            }
          />
        )}
        {error && <Alert severity="error">{t('files.failed')}</Alert>}
        {!loading && result && !folders.length && !images.length && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {t('entities.digital_copy.picker_empty')}
          </Typography>
        )}
        <List dense aria-busy={loading} data-testid="picker-list">
          {folders.map((item) => (
            <ListItem key={item.id} disablePadding>
              <ListItemButton onClick={() => open(pathOfFolder(item))} data-testid="picker-folder">
                <ListItemIcon>
                  <FolderOutlinedIcon color="primary" />
                </ListItemIcon>
                <ListItemText primary={item.filename} secondary={search ? item.folder : undefined} />
              </ListItemButton>
            </ListItem>
          ))}
          {images.map((item) => (
            <ImageRow
              key={item.id}
              file={item}
              showFolder={!!search}
              checked={picked.has(item.id)}
              present={present.has(item.id)}
              onChange={(on) => pick([item], on)}
            />
          ))}
        </List>
        {result && <PickerPager page={page} pageSize={pageSize} result={result} onPage={setPage} />}
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" sx={{ flex: 1, px: 1 }} role="status" data-testid="picker-count">
          {multiple && t('entities.digital_copy.picker_selected', { count: picked.size })}
        </Typography>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!picked.size}
          onClick={() => onPicked([...picked.values()])}
          data-testid="picker-add"
        >
          {multiple
            ? t('entities.digital_copy.picker_add', { count: picked.size })
            : t('entities.digital_copy.use_file')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
