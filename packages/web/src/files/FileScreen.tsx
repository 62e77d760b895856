import { useQuery } from '@apollo/client/react';
import { fileSizeLabel } from '@fontes/domain';
import { Alert, Box, Button, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { HistoryButton } from '../records/history/HistoryButton.tsx';
import { flashOf } from '../ui/flash.ts';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { NotFound } from '../ui/NotFound.tsx';
import { ScreenContainer } from '../ui/ScreenContainer.tsx';
import { useScreenTitle } from '../ui/screenTitle.ts';
import { type FileDialog, FileDialogs } from './FileDialogs.tsx';
import { FileMessage, useFileMessage } from './FileMessage.tsx';
import { FolderCrumbs } from './FolderCrumbs.tsx';
import { FileDetails, SaveFile } from './fileOperations.ts';
import { downloadUrl, filesPath, pathOfFolder } from './filePaths.ts';
import { FilePreview } from './PreviewDialog.tsx';
import { fileInputOf, useFileActions } from './useFileActions.ts';

/** `/files/{id}`: a file's details and preview, its content replaced, renamed, moved, downloaded, deleted. */
export function FileScreen() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(FileDetails, {
    variables: { id },
    skip: !Number.isSafeInteger(id),
  });
  const file = data?.getFile;
  useScreenTitle(file?.filename ?? t('files.details'));
  const { message, notify, close } = useFileMessage();
  const [dialog, setDialog] = useState<FileDialog | null>(null);
  const actions = useFileActions(notify, () => void refetch());
  const replace = useOutcomeMutation(SaveFile, (data) => data.upsertFile, 'files.action_failed');
  const picker = useRef<HTMLInputElement>(null);

  if (!Number.isSafeInteger(id) || (data && !file)) return <NotFound kind="record" />;
  if (!file)
    return (
      <ScreenContainer>
        {error && !loading ? <Alert severity="error">{t('files.failed')}</Alert> : <LoadingIndicator />}
      </ScreenContainer>
    );

  // A folder is shown by opening it.
  if (file.is_folder) return <Navigate to={filesPath(pathOfFolder(file))} replace />;

  async function replaceContent(content: File) {
    if (!file) return;
    const answer = await replace.run({ variables: { input: fileInputOf(file, { file: content }) } });
    notify(
      answer.success
        ? { severity: 'success', text: t('files.replaced') }
        : flashOf('error', answer, 'files.action_failed', t),
    );
    if (answer.success) void refetch();
  }

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const facts: [string, string][] = [
    [t('files.columns.mime'), file.is_folder ? t('files.folder') : (file.mime ?? '')],
    [t('files.columns.size'), fileSizeLabel(file.size, i18n.language)],
    ...(file.width && file.height
      ? [[t('files.dimensions'), `${file.width} × ${file.height}`] as [string, string]]
      : []),
    [t('files.columns.created_at'), date.format(new Date(file.created_at))],
    [t('files.updated_at'), date.format(new Date(file.updated_at))],
  ];
  return (
    <ScreenContainer width="lg">
      <FolderCrumbs folder={file.folder} linkLast />
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 2, overflowWrap: 'anywhere' }}
        data-testid="file-title"
      >
        {file.filename}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 3 }}>
        <Button variant="contained" href={downloadUrl(file.id)} data-testid="file-download">
          {t('files.download')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => picker.current?.click()}
          loading={replace.loading}
          data-testid="file-replace"
        >
          {t('files.replace')}
        </Button>
        <input
          ref={picker}
          type="file"
          hidden
          data-testid="file-replace-picker"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) void replaceContent(chosen);
          }}
        />
        <Button variant="outlined" onClick={() => setDialog({ kind: 'rename', file })}>
          {t('files.rename')}
        </Button>
        <Button variant="outlined" onClick={() => setDialog({ kind: 'move', files: [file] })}>
          {t('files.move')}
        </Button>
        {/* Its versions are shown; its content then is not kept, so they are not restored (the server refuses). */}
        <HistoryButton type="file" record={file} restorable={false} title={file.filename} />
        <Button
          variant="outlined"
          color="error"
          onClick={() => setDialog({ kind: 'delete', files: [file] })}
          data-testid="file-delete"
        >
          {t('files.delete')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gap: 3,
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FilePreview file={file} height="70vh" />
        </Paper>
        <Box>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
          >
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {label}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            {t('files.digital_copies')}
          </Typography>
          {file.digital_copies.length ? (
            <List dense data-testid="file-digital-copies">
              {file.digital_copies.map((copy) => (
                <ListItem key={copy.id} disableGutters>
                  <Link component={RouterLink} to={`/digital-copies/${copy.id}`}>
                    {copy.name}
                  </Link>
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color="text.secondary">{t('files.no_digital_copies')}</Typography>
          )}
        </Box>
      </Box>
      <FileDialogs
        dialog={dialog}
        folder={file.folder}
        actions={actions}
        notify={notify}
        onClose={() => setDialog(null)}
        onDeleted={() => navigate(filesPath(file.folder), { replace: true })}
      />
      <FileMessage message={message} onClose={close} />
    </ScreenContainer>
  );
}
