import { useQuery } from '@apollo/client/react';
import { recordPath } from '@fontes/domain';
import { Alert, Box, Button, List, ListItem, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { RecordName } from '../../graphql/generated/graphql.ts';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { type Flash, flashOf, flashText } from '../../ui/flash.ts';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import { ScreenContainer } from '../../ui/ScreenContainer.tsx';
import { useScreenTitle } from '../../ui/screenTitle.ts';
import { DeletedRecords, RestoreDeleted } from './historyDocuments.ts';

/** The types whose deleted records can come back here (a file is uploaded again instead). */
const TYPES = [
  'score',
  'person',
  'publication',
  'collection',
  'catalog',
  'composite',
  'digital_copy',
] as const;
type RestorableType = (typeof TYPES)[number];

const PAGE = 50;

interface Deleted {
  record_id: number;
  title: string | null;
}

/** `/deleted?type=` (contributors): the records of a type deleted and not restored since, each restorable. */
export function DeletedRecordsScreen() {
  const { t, i18n } = useTranslation();
  useScreenTitle(t('history.deleted_title'));
  const [params, setParams] = useSearchParams();
  const wanted = params.get('type');
  const type: RestorableType = TYPES.find((name) => name === wanted) ?? 'score';
  const { data, loading, error, fetchMore, refetch } = useQuery(DeletedRecords, {
    variables: { type: type as RecordName, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [restoring, setRestoring] = useState<Deleted | null>(null);
  const [message, setMessage] = useState<{ flash: Flash; restored: string | null } | null>(null);
  const restore = useOutcomeMutation(RestoreDeleted, (d) => d.restoreDeleted, 'history.restore_failed');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  async function confirm() {
    if (!restoring) return;
    const outcome = await restore.run({ variables: { type: type as RecordName, id: restoring.record_id } });
    setRestoring(null);
    const flash = flashOf(outcome.success ? 'success' : 'error', outcome, 'history.restore_failed', t);
    const detail = outcome.errors.map((e) => e.message).join(' ');
    setMessage({
      flash: detail ? { severity: flash.severity, text: `${flashText(t, flash)} ${detail}` } : flash,
      restored: outcome.success ? (recordPath(type, restoring.record_id) ?? null) : null,
    });
    if (outcome.success) await refetch();
  }

  return (
    <ScreenContainer width="md">
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('history.deleted_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('history.deleted_intro')}
      </Typography>
      <TextField
        select
        label={t('history.deleted_type')}
        value={type}
        onChange={(event) => {
          setMessage(null);
          setParams({ type: event.target.value }, { replace: true });
        }}
        sx={{ mb: 3, minWidth: 240 }}
        slotProps={{ htmlInput: { 'data-testid': 'deleted-type' } }}
      >
        {TYPES.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`recordTypes.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      {message && (
        <Alert
          severity={message.flash.severity}
          onClose={() => setMessage(null)}
          sx={{ mb: 2 }}
          data-testid="deleted-message"
          action={
            message.restored ? (
              <Button component={Link} to={message.restored} color="inherit" size="small">
                {t('history.open_restored')}
              </Button>
            ) : undefined
          }
        >
          {flashText(t, message.flash)}
        </Alert>
      )}
      {loading && !data && <LoadingIndicator />}
      {error && !data && <Alert severity="error">{t('history.deleted_failed')}</Alert>}
      {data && data.deletedRecords.items.length === 0 && (
        <Typography color="text.secondary" data-testid="deleted-empty">
          {t('history.deleted_empty')}
        </Typography>
      )}
      {data && data.deletedRecords.items.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding>
            {data.deletedRecords.items.map((item, i, all) => (
              <ListItem
                key={item.id}
                divider={i < all.length - 1}
                data-testid="deleted-record"
                sx={{ gap: 2 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{item.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('history.deleted_by', {
                      date: date.format(new Date(item.created_at)),
                      author: item.author ?? t('history.system'),
                    })}
                  </Typography>
                </Box>
                <Button
                  variant="outlined"
                  size="small"
                  onClick={() => setRestoring(item)}
                  data-testid="restore-deleted"
                >
                  {t('history.restore')}
                </Button>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {data?.deletedRecords.hasNextPage && (
        <Button
          onClick={() =>
            fetchMore({
              variables: { after: data.deletedRecords.endCursor },
              updateQuery: (shown, { fetchMoreResult }) => ({
                deletedRecords: {
                  ...fetchMoreResult.deletedRecords,
                  items: [...shown.deletedRecords.items, ...fetchMoreResult.deletedRecords.items],
                },
              }),
            })
          }
          sx={{ mt: 2 }}
        >
          {t('history.more')}
        </Button>
      )}
      <ConfirmDialog
        open={restoring !== null}
        title={t('history.restore_deleted_title', { title: restoring?.title ?? '' })}
        text={t('history.restore_deleted_confirm')}
        confirmLabel={t('history.restore')}
        busy={restore.loading}
        onConfirm={confirm}
        onCancel={() => setRestoring(null)}
      />
    </ScreenContainer>
  );
}
