import { fileSizeLabel } from '@fontes/domain';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import {
  Box,
  Checkbox,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FileSort, ListedFileFragment } from '../graphql/generated/graphql.ts';
import { visuallyHidden } from '../ui/visuallyHidden.ts';
import { type FileAction, FileRowMenu } from './FileRowMenu.tsx';
import { filesPath, pathOfFolder, previewKind } from './filePaths.ts';
import { fileTableLayout } from './fileTableLayout.ts';

const columns: FileSort[] = ['filename', 'mime', 'size', 'created_at'];

export interface FileTableProps {
  items: ListedFileFragment[];
  sort: FileSort;
  descending: boolean;
  /** Searching lists files of folders below; their folder is shown. */
  folder: string;
  selected: ReadonlySet<number>;
  onSort(sort: FileSort): void;
  onSelect(id: number, selected: boolean): void;
  onSelectAll(selected: boolean): void;
  onAction(file: ListedFileFragment, action: FileAction): void;
}

function KindIcon({ file }: { file: ListedFileFragment }) {
  if (file.is_folder) return <FolderOutlinedIcon fontSize="small" color="primary" />;
  const kind = previewKind(file.mime);
  if (kind === 'image') return <ImageOutlinedIcon fontSize="small" color="action" />;
  if (kind === 'pdf') return <PictureAsPdfOutlinedIcon fontSize="small" color="action" />;
  return <DescriptionOutlinedIcon fontSize="small" color="action" />;
}

/** One page of a folder: folders open in place, files open their details; sortable columns, checkboxes. */
export function FileTable({
  items,
  sort,
  descending,
  folder,
  selected,
  onSort,
  onSelect,
  onSelectAll,
  onAction,
}: FileTableProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const all = items.length > 0 && items.every((item) => selected.has(item.id));
  const some = items.some((item) => selected.has(item.id));
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('files.title')} data-testid="files-table" sx={fileTableLayout}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" data-cell="select">
              <Checkbox
                checked={all}
                indeterminate={some && !all}
                onChange={(event) => onSelectAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': t('files.select_all') } }}
              />
            </TableCell>
            {columns.map((column) => (
              <TableCell
                key={column}
                data-cell={column}
                align={column === 'size' ? 'right' : 'left'}
                sortDirection={sort === column ? (descending ? 'desc' : 'asc') : false}
              >
                <TableSortLabel
                  active={sort === column}
                  direction={sort === column && descending ? 'desc' : 'asc'}
                  onClick={() => onSort(column)}
                >
                  {t(`files.columns.${column}`)}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t('files.columns.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((file) => (
            <TableRow key={file.id} hover selected={selected.has(file.id)} data-testid="file-row">
              <TableCell padding="checkbox" data-cell="select">
                <Checkbox
                  checked={selected.has(file.id)}
                  onChange={(event) => onSelect(file.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('files.select', { name: file.filename }) } }}
                />
              </TableCell>
              <TableCell component="th" scope="row" data-cell="filename">
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                  <KindIcon file={file} />
                  <Link
                    component={RouterLink}
                    to={file.is_folder ? filesPath(pathOfFolder(file)) : `/files/${file.id}`}
                    sx={{ overflowWrap: 'anywhere' }}
                    data-testid="file-name"
                  >
                    {file.filename}
                  </Link>
                </Box>
                {file.folder !== folder && (
                  <Box sx={{ color: 'text.secondary', typography: 'caption', pl: 3.5 }}>
                    {t('files.in_folder', { folder: file.folder || t('files.root') })}
                  </Box>
                )}
              </TableCell>
              <TableCell data-cell="mime" data-label={t('files.columns.mime')}>
                {file.is_folder ? t('files.folder') : file.mime}
              </TableCell>
              <TableCell align="right" data-cell="size" data-label={t('files.columns.size')}>
                {file.is_folder ? '' : fileSizeLabel(file.size, i18n.language)}
              </TableCell>
              <TableCell data-cell="created_at" data-label={t('files.columns.created_at')}>
                {date.format(new Date(file.created_at))}
              </TableCell>
              <TableCell align="right" data-cell="actions">
                <FileRowMenu file={file} onAction={(action) => onAction(file, action)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
