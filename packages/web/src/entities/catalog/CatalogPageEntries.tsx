import { createPath, entryTitle, recordPath, scoreTitle } from '@fontes/domain';
import PostAddIcon from '@mui/icons-material/PostAdd';
import {
  IconButton,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CatalogPageFieldsFragment } from '../../graphql/generated/graphql.ts';
import { useSession } from '../../session/sessionContext.ts';
import { sharedTooltip } from '../../ui/SharedTooltip.tsx';

type CatalogPage = CatalogPageFieldsFragment;

/** What the entries' table needs of the catalog: its id and titles, and its collection's name. */
export interface CatalogOfEntries {
  id: number;
  title?: string | null;
  short_title: string;
  collection: { id: number; title: string } | null;
}

const entryColumns = ['number', 'signature', 'genre', 'composer', 'annotation', 'notes'] as const;
/** Shown only when an entry of the page has them, so that the score stays in sight beside a narrow list. */
const rareColumns: readonly string[] = ['annotation', 'notes'];

/**
 * The entries as a table, each with its §3 title and the score it describes: opened from its link, or, for
 * contributors, catalogued from the entry as a new score.
 */
export function PageEntries({ catalog, page }: { catalog: CatalogOfEntries; page: CatalogPage }) {
  const { t } = useTranslation();
  const collectionName = catalog.collection?.title ?? '';
  if (page.entries.length === 0)
    return <Typography color="text.secondary">{t('entities.catalog.no_entries')}</Typography>;
  const columns = entryColumns.filter(
    (column) => !rareColumns.includes(column) || page.entries.some((entry) => entry[column]?.trim()),
  );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      {/* Narrow cell padding, long words hyphenated in the page's language: every column, the score's too,
          stays in sight beside the scan at 1280 px. */}
      <Table
        size="small"
        data-testid="page-entries"
        sx={{ '& .MuiTableCell-root': { px: 0.5, hyphens: 'auto' } }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{t(`Entry.fields.${column}`)}</TableCell>
            ))}
            <TableCell>{t('Entry.fields.score')}</TableCell>
          </TableRow>
        </TableHead>
        {page.entries.map((entry) => (
          // Each entry a body of its own: its cells, and under them its §3 title across the columns.
          <TableBody key={entry.id} data-testid="page-entry">
            <TableRow sx={{ '& > td': { borderBottom: 0, pb: 0 } }}>
              {columns.map((column) => (
                <TableCell key={column} sx={{ whiteSpace: column === 'notes' ? 'pre-line' : undefined }}>
                  {entry[column]}
                </TableCell>
              ))}
              <TableCell>
                <EntryScore entry={entry} />
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell
                colSpan={columns.length + 1}
                sx={{ pt: 0.25, color: 'text.secondary', typography: 'caption' }}
                data-testid="entry-title"
              >
                {entryTitle({
                  ...entry,
                  page: {
                    number: page.number,
                    catalog: { ...catalog, collection: { name: collectionName } },
                  },
                })}
              </TableCell>
            </TableRow>
          </TableBody>
        ))}
      </Table>
    </TableContainer>
  );
}

/** The score an entry describes, opened from its link; or, for contributors, a new one catalogued from it. */
function EntryScore({ entry }: { entry: CatalogPage['entries'][number] }) {
  const { t } = useTranslation();
  const { isContributor } = useSession();
  if (entry.score)
    return (
      <Link
        component={RouterLink}
        to={recordPath('score', entry.score.id) ?? '#'}
        aria-label={t('entities.entry.open_score', { title: scoreTitle(entry.score) })}
        data-testid="entry-score"
      >
        {scoreTitle(entry.score)}
      </Link>
    );
  if (!isContributor) return null;
  // An icon with its name as (shared) tooltip and label: the table fits its panel at 1280 px, the button in sight.
  const label = t('entities.entry.catalogue_as_score');
  return (
    <IconButton
      size="small"
      color="primary"
      component={RouterLink}
      to={`${createPath('score')}?entry=${entry.id}`}
      aria-label={label}
      data-testid="catalogue-as-score"
      {...sharedTooltip(label)}
    >
      <PostAddIcon fontSize="small" />
    </IconButton>
  );
}
