import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { filesPath, folderCrumbs } from './filePaths.ts';

/** The current path: the top folder, then each folder down to this one (the last is not a link). */
export function FolderCrumbs({ folder, linkLast = false }: { folder: string; linkLast?: boolean }) {
  const { t } = useTranslation();
  const crumbs = [{ name: t('files.root'), path: '' }, ...folderCrumbs(folder)];
  return (
    <Breadcrumbs aria-label={t('files.path')} sx={{ mb: 2 }} data-testid="files-path">
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 && !linkLast ? (
          <Typography key={crumb.path} color="text.primary" aria-current="page">
            {crumb.name}
          </Typography>
        ) : (
          <Link
            key={crumb.path}
            component={RouterLink}
            to={filesPath(crumb.path)}
            underline="hover"
            color="inherit"
          >
            {crumb.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
