import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Stack, TablePagination, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ListedFileFragment } from '../graphql/generated/graphql.ts';
import { SearchParamField } from '../settings/SearchParamField.tsx';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { ScreenContainer } from '../ui/ScreenContainer.tsx';
import { useScreenTitle } from '../ui/screenTitle.ts';
import { DropZone } from './DropZone.tsx';
import { type FileDialog, FileDialogs } from './FileDialogs.tsx';
import { FileMessage, useFileMessage } from './FileMessage.tsx';
import type { FileAction } from './FileRowMenu.tsx';
import { FileTable } from './FileTable.tsx';
import { FolderCrumbs } from './FolderCrumbs.tsx';
import { filesPath, pathOfFolder } from './filePaths.ts';
import { SelectionBar } from './SelectionBar.tsx';
import { UploadProgress } from './UploadProgress.tsx';
import { useFileActions } from './useFileActions.ts';
import { useFileList } from './useFileList.ts';
import { useFileListView } from './useFileListView.ts';
import { useUploads } from './useUploads.ts';

/** `/files`: a folder's files and folders with search, sorting and pages; upload, create, rename, move, delete. */
export function FilesScreen() {
  const { t } = useTranslation();
  useScreenTitle(t('files.title'));
  const navigate = useNavigate();
  const { view, setView } = useFileListView();
  const { result, loading, error, refetch } = useFileList(view);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<FileDialog | null>(null);
  const { message, notify, close } = useFileMessage();
  const reload = () => void refetch();
  const actions = useFileActions(notify, reload);
  const uploads = useUploads(reload);
  const picker = useRef<HTMLInputElement>(null);
  const items = result?.items ?? [];
  const chosen = items.filter((item) => selected.has(item.id));

  // A selection belongs to the page it was made on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the page shown changes
  useEffect(() => setSelected(new Set()), [view.folder, view.search, view.page, view.sort, view.descending]);

  function act(file: ListedFileFragment, action: FileAction) {
    if (action === 'open') navigate(file.is_folder ? filesPath(pathOfFolder(file)) : `/files/${file.id}`);
    else if (action === 'preview') setDialog({ kind: 'preview', file });
    else if (action === 'rename') setDialog({ kind: 'rename', file });
    else if (action === 'move') setDialog({ kind: 'move', files: [file] });
    else setDialog({ kind: 'delete', files: [file] });
  }

  const select = (ids: number[], on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  return (
    <ScreenContainer width="lg">
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('files.title')}
      </Typography>
      <FolderCrumbs folder={view.folder} />
      <DropZone
        label={t('files.drop_here', { folder: view.folder || t('files.root') })}
        onFiles={(files) => uploads.upload(files, view.folder)}
      >
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Button
            variant="contained"
            startIcon={<UploadFileIcon />}
            onClick={() => picker.current?.click()}
            data-testid="files-upload"
          >
            {t('files.upload')}
          </Button>
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            data-testid="files-picker"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              if (files.length) void uploads.upload(files, view.folder);
            }}
          />
          <Button
            variant="outlined"
            startIcon={<CreateNewFolderOutlinedIcon />}
            onClick={() => setDialog({ kind: 'folder' })}
            data-testid="files-new-folder"
          >
            {t('files.new_folder')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DriveFileRenameOutlineIcon />}
            onClick={() => setDialog({ kind: 'names' })}
            data-testid="files-scan-names"
          >
            {t('files.names.open')}
          </Button>
        </Stack>
        <UploadProgress
          items={uploads.items}
          onClose={uploads.clear}
          onShorten={() => setDialog({ kind: 'names' })}
        />
        <SearchParamField label={t('files.search_label')} testId="files-search" />
        <SelectionBar
          count={chosen.length}
          total={items.length}
          onSelectAll={() =>
            select(
              items.map((item) => item.id),
              true,
            )
          }
          onDeselectAll={() => setSelected(new Set())}
          files={chosen}
          onMove={() => setDialog({ kind: 'move', files: chosen })}
          onDelete={() => setDialog({ kind: 'delete', files: chosen })}
        />
        {error && !result && (
          <Alert severity="error" data-testid="files-failed">
            {t('files.failed')}
          </Alert>
        )}
        {!result && loading && <LoadingIndicator size="section" />}
        {result && result.total === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="files-empty">
            {t('files.empty')}
          </Typography>
        )}
        {result && result.total > 0 && (
          <>
            <FileTable
              items={items}
              sort={view.sort}
              descending={view.descending}
              folder={view.folder}
              selected={selected}
              onSort={(sort) =>
                setView({ sort, descending: sort === view.sort ? !view.descending : false, page: 0 })
              }
              onSelect={(id, on) => select([id], on)}
              onSelectAll={(on) =>
                on
                  ? select(
                      items.map((item) => item.id),
                      true,
                    )
                  : setSelected(new Set())
              }
              onAction={act}
            />
            <TablePagination
              component="div"
              count={result.total}
              page={Math.min(view.page, Math.max(0, Math.ceil(result.total / view.pageSize) - 1))}
              rowsPerPage={view.pageSize}
              rowsPerPageOptions={[25, 50, 100]}
              onPageChange={(_, page) => setView({ page })}
              onRowsPerPageChange={(event) => setView({ pageSize: Number(event.target.value), page: 0 })}
              labelRowsPerPage={t('files.rows_per_page')}
              labelDisplayedRows={({ from, to, count }) => t('files.page_of', { from, to, count })}
              data-testid="files-pages"
            />
          </>
        )}
      </DropZone>
      <FileDialogs
        dialog={dialog}
        folder={view.folder}
        actions={actions}
        notify={notify}
        onClose={() => setDialog(null)}
        onDeleted={() => setSelected(new Set())}
      />
      <FileMessage message={message} onClose={close} />
    </ScreenContainer>
  );
}
