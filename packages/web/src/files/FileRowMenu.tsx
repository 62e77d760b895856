import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedFileFragment } from '../graphql/generated/graphql.ts';
import { downloadUrl, previewKind } from './filePaths.ts';

export type FileAction = 'open' | 'preview' | 'rename' | 'move' | 'delete';

/** The actions on one file or folder; downloading is a plain link. */
export function FileRowMenu({
  file,
  onAction,
}: {
  file: ListedFileFragment;
  onAction(action: FileAction): void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: FileAction) => () => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('files.actions_for', { name: file.filename })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="file-actions"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={pick('open')}>
          <ListItemText>{t('files.open')}</ListItemText>
        </MenuItem>
        {!file.is_folder && previewKind(file.mime) && (
          <MenuItem onClick={pick('preview')}>
            <ListItemText>{t('files.preview')}</ListItemText>
          </MenuItem>
        )}
        {!file.is_folder && (
          <MenuItem component="a" href={downloadUrl(file.id)} onClick={() => setAnchor(null)}>
            <ListItemText>{t('files.download')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={pick('rename')}>
          <ListItemText>{t('files.rename')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={pick('move')}>
          <ListItemText>{t('files.move')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={pick('delete')} sx={{ color: 'error.main' }}>
          <ListItemText>{t('files.delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
