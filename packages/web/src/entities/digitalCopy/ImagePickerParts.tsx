import {
  Box,
  Breadcrumbs,
  Button,
  Checkbox,
  Link,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fileThumbnail, folderCrumbs } from '../../files/filePaths.ts';
import type { ListedFileFragment } from '../../graphql/generated/graphql.ts';

/** The picker's path: each folder up to the top opens in place (the last is where it is). */
export function PickerCrumbs({ folder, onOpen }: { folder: string; onOpen(path: string): void }) {
  const { t } = useTranslation();
  const crumbs = [{ name: t('files.root'), path: '' }, ...folderCrumbs(folder)];
  return (
    <Breadcrumbs aria-label={t('files.path')} sx={{ mb: 1.5 }} data-testid="picker-path">
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.path} color="text.primary" aria-current="location">
            {crumb.name}
          </Typography>
        ) : (
          <Link
            key={crumb.path}
            component="button"
            type="button"
            underline="hover"
            color="inherit"
            onClick={() => onOpen(crumb.path)}
          >
            {crumb.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

interface PickerPagerProps {
  page: number;
  pageSize: number;
  result: { total: number; hasNextPage: boolean };
  onPage(page: number): void;
}

/** Earlier and later pages of a large folder (the listing answers at most 100 at once). */
export function PickerPager({ page, pageSize, result, onPage }: PickerPagerProps) {
  const { t } = useTranslation();
  if (page === 0 && !result.hasNextPage) return null;
  const from = page * pageSize + 1;
  const to = Math.min(result.total, (page + 1) * pageSize);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
      <Typography variant="body2">
        {t('entities.digital_copy.picker_range', { from, to, total: result.total })}
      </Typography>
      <Button size="small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('entities.digital_copy.picker_previous')}
      </Button>
      <Button size="small" disabled={!result.hasNextPage} onClick={() => onPage(page + 1)}>
        {t('entities.digital_copy.picker_next')}
      </Button>
    </Stack>
  );
}

interface ImageRowProps {
  file: ListedFileFragment;
  showFolder: boolean;
  checked: boolean;
  /** On the list already: shown ticked, not to be picked twice. */
  present?: boolean;
  onChange(checked: boolean): void;
}

/** An image with its small picture; the whole row is the checkbox's label. */
export function ImageRow({ file, showFolder, checked, present = false, onChange }: ImageRowProps) {
  const { t } = useTranslation();
  const where = showFolder ? file.folder : undefined;
  return (
    <ListItem disablePadding data-testid="picker-image">
      <Stack
        component="label"
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1.5,
          width: '100%',
          py: 0.5,
          cursor: present ? 'default' : 'pointer',
        }}
      >
        <Checkbox
          checked={checked || present}
          disabled={present}
          onChange={(event) => onChange(event.target.checked)}
        />
        <Box
          component="img"
          src={fileThumbnail(file.id)}
          alt=""
          loading="lazy"
          sx={{ width: 48, height: 64, objectFit: 'contain', bgcolor: 'action.hover', flex: 'none' }}
        />
        <ListItemText
          primary={file.filename}
          secondary={
            present ? [where, t('entities.digital_copy.picker_present')].filter(Boolean).join(' · ') : where
          }
          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
        />
      </Stack>
    </ListItem>
  );
}
