import { recordCollectionPaths } from '@fontes/domain';
import { Alert, Box, Link, List, ListItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ListedFileFragment } from '../graphql/generated/graphql.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { type FileUsage, useFileUsages } from './useFileUsages.ts';

export interface DeleteFilesDialogProps {
  files: ListedFileFragment[];
  onConfirm(): void;
  onCancel(): void;
}

/** Each file in use with the digital copies that use it, linked. */
function UsageList({ usages }: { usages: FileUsage[] }) {
  const { t } = useTranslation();
  return (
    <List dense data-testid="delete-usages">
      {usages.map(({ file, digitalCopies }) => (
        <ListItem key={file.id} disableGutters sx={{ display: 'block' }}>
          <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {file.filename}
          </Box>
          {' – '}
          {t('files.used_by')}{' '}
          {digitalCopies.map((copy, index) => (
            <span key={copy.id}>
              {index > 0 && ', '}
              <Link component={RouterLink} to={`${recordCollectionPaths.digital_copy}/${copy.id}`}>
                {copy.name}
              </Link>
            </span>
          ))}
        </ListItem>
      ))}
    </List>
  );
}

/**
 * Asks before deleting files, after reading what uses them: a file a digital copy uses is named with its
 * digital copies, and no delete is offered that the server would refuse.
 */
export function DeleteFilesDialog({ files, onConfirm, onCancel }: DeleteFilesDialogProps) {
  const { t } = useTranslation();
  const { usages, failed } = useFileUsages(files);
  const blocked = !!usages?.length;
  const text =
    files.length > 1
      ? t('files.delete_many_confirm', { count: files.length })
      : files[0]?.is_folder
        ? t('files.delete_folder_confirm')
        : t('files.delete_confirm');
  return (
    <ConfirmDialog
      open
      title={blocked ? t('files.delete_blocked_title') : t('files.delete_title')}
      text={usages ? (blocked ? t('files.delete_blocked', { count: usages.length }) : text) : null}
      confirmLabel={t('files.delete')}
      cancelLabel={blocked ? t('files.close') : undefined}
      busy={usages === null}
      onConfirm={blocked ? undefined : onConfirm}
      onCancel={onCancel}
    >
      {usages === null && !failed && <LoadingIndicator size="line" />}
      {failed && <Alert severity="error">{t('files.failed')}</Alert>}
      {blocked && <UsageList usages={usages} />}
    </ConfirmDialog>
  );
}
