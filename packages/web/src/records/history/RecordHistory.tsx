import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import type { RecordName } from '../../graphql/generated/graphql.ts';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { type Flash, flashOf, flashText } from '../../ui/flash.ts';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import { useLanguageRefetch } from '../../ui/useLanguageRefetch.ts';
import { UndoMerge } from '../merge/mergeDocuments.ts';
import { RecordRevisions, RestoreRevision } from './historyDocuments.ts';
import { RevisionDifferences } from './RevisionDifferences.tsx';

const PAGE = 50;

type NamedField = Pick<FieldDescriptor, 'name' | 'labelKey'>;

export interface RecordHistoryProps {
  type: RecordName;
  record: { id: number; updated_at: string };
  /** The record's form fields: they name where a refused restore's finding is. */
  fields?: readonly NamedField[];
  /** False for a record whose earlier versions are shown, not saved again (a file: its content is not kept). */
  restorable?: boolean;
}

/** Where a refused restore's finding is, as the form labels it: "Attributions 1". */
function placeOf(t: TFunction, fields: readonly NamedField[], path: string): string {
  const [name, index] = path.split('.');
  const field = fields.find((f) => f.name === name);
  const label = field?.labelKey ? t(field.labelKey) : name;
  return index !== undefined && /^\d+$/.test(index) ? `${label} ${Number(index) + 1}` : label;
}

type Comparison = 'previous' | 'current';

/**
 * A record's History tab: every save, newest first, with who, when and what it changed; one selected shows
 * its changes (against the version before it, or against the record as it is now) and may be restored.
 */
export default function RecordHistory({ type, record, fields = [], restorable = true }: RecordHistoryProps) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const { data, loading, error, fetchMore, refetch } = useQuery(RecordRevisions, {
    variables: { type, id: record.id, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  // The summaries are the server's words.
  useLanguageRefetch(refetch, loading);
  const [selected, setSelected] = useState<number | null>(null);
  const [comparison, setComparison] = useState<Comparison>('previous');
  const [restoring, setRestoring] = useState<number | null>(null);
  const [message, setMessage] = useState<{ flash: Flash; details: string[] } | null>(null);
  const restore = useOutcomeMutation(RestoreRevision, (d) => d.restoreRevision, 'history.restore_failed');
  const undoMerge = useOutcomeMutation(UndoMerge, (d) => d.undoMerge, 'merge.undo_failed');

  if (loading && !data) return <LoadingIndicator />;
  if (error || !data) return <Alert severity="error">{t('history.failed')}</Alert>;
  const { items, hasNextPage, endCursor, total } = data.revisions;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const when = (iso: string) => date.format(new Date(iso));
  const current = items[0]?.id ?? null;
  const index = items.findIndex((item) => item.id === selected);
  const shown = index >= 0 ? items[index] : null;
  const previous = index >= 0 ? (items[index + 1] ?? null) : null;

  async function confirmRestore() {
    if (restoring === null) return;
    const outcome = await restore.run({
      variables: { type, id: record.id, revision: restoring, updatedAt: record.updated_at },
    });
    setRestoring(null);
    const details = outcome.errors.map((e) => `${placeOf(t, fields, e.path)}: ${e.message}`);
    const flash = flashOf(outcome.success ? 'success' : 'error', outcome, 'history.restore_failed', t);
    setMessage({ flash, details });
    // The record and its history are read again: the view shows the restored version at once.
    if (outcome.success) {
      setSelected(null);
      await client.refetchQueries({ include: 'active' });
    }
  }

  /** A merge's undo: refused, the server names the records changed since. */
  async function undo(merge: number) {
    const outcome = await undoMerge.run({ variables: { id: merge } });
    setMessage({
      flash: flashOf(outcome.success ? 'success' : 'error', outcome, 'merge.undo_failed', t),
      details: [],
    });
    if (outcome.success) await client.refetchQueries({ include: 'active' });
  }

  return (
    <Stack sx={{ gap: 2 }} data-testid="record-history">
      {message && (
        <Alert
          severity={message.flash.severity}
          onClose={() => setMessage(null)}
          data-testid="history-message"
        >
          {flashText(t, message.flash)}
          {message.details.map((detail) => (
            <Box key={detail}>{detail}</Box>
          ))}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('history.count', { count: total })}
      </Typography>
      <Paper variant="outlined">
        <List disablePadding aria-label={t('history.list_label')}>
          {items.map((revision, i) => (
            <ListItem
              key={revision.id}
              divider={i < items.length - 1}
              data-testid="revision"
              data-revision={revision.id}
              sx={{
                flexWrap: 'wrap',
                gap: 1,
                bgcolor: revision.id === selected ? 'action.selected' : undefined,
              }}
            >
              <Box sx={{ flex: '1 1 18rem', minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {t('history.version', { number: total - i })} · {when(revision.created_at)} ·{' '}
                  {revision.author ?? t('history.system')}
                </Typography>
                <Typography variant="body2" color="text.secondary" data-testid="revision-summary">
                  {revision.summary}
                </Typography>
              </Box>
              <Stack direction="row" sx={{ gap: 1 }}>
                <Button
                  size="small"
                  aria-pressed={revision.id === selected}
                  onClick={() => setSelected(revision.id === selected ? null : revision.id)}
                  data-testid="revision-show"
                >
                  {t(revision.id === selected ? 'history.hide_changes' : 'history.show_changes')}
                </Button>
                {revision.merge !== null && revision.merge !== undefined && revision.id === current && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={undoMerge.loading}
                    onClick={() => undo(revision.merge as number)}
                    data-testid="revision-undo-merge"
                  >
                    {t('merge.undo')}
                  </Button>
                )}
                {restorable && revision.id !== current && revision.action !== 'delete' && (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setRestoring(revision.id)}
                    data-testid="revision-restore"
                  >
                    {t('history.restore')}
                  </Button>
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      </Paper>
      {hasNextPage && (
        <Button
          onClick={() =>
            fetchMore({
              variables: { after: endCursor },
              // The older page joins the list shown, rather than standing in the cache on its own.
              updateQuery: (shown, { fetchMoreResult }) => ({
                revisions: {
                  ...fetchMoreResult.revisions,
                  items: [...shown.revisions.items, ...fetchMoreResult.revisions.items],
                },
              }),
            })
          }
          sx={{ alignSelf: 'start' }}
          data-testid="history-more"
        >
          {t('history.more')}
        </Button>
      )}
      {shown && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="revision-changes">
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' } }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {t('history.changes_of', { date: when(shown.created_at) })}
            </Typography>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={comparison}
              onChange={(_, value: Comparison | null) => value && setComparison(value)}
              aria-label={t('history.compare_with')}
            >
              <ToggleButton value="previous" disabled={!previous} data-testid="compare-previous">
                {t('history.compare_previous')}
              </ToggleButton>
              <ToggleButton value="current" data-testid="compare-current">
                {t('history.compare_current')}
              </ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          {comparison === 'previous' && !previous ? (
            <Typography color="text.secondary">{shown.summary}</Typography>
          ) : (
            <RevisionDifferences
              type={type}
              id={record.id}
              from={comparison === 'current' ? shown.id : (previous?.id ?? shown.id)}
              to={comparison === 'current' ? null : shown.id}
            />
          )}
        </Paper>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={t('history.restore_title')}
        text={t('history.restore_confirm')}
        confirmLabel={t('history.restore')}
        busy={restore.loading}
        onConfirm={confirmRestore}
        onCancel={() => setRestoring(null)}
      />
    </Stack>
  );
}
