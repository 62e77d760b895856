import { useQuery } from '@apollo/client/react';
import { recordPath } from '@fontes/domain';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Paper,
  Radio,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { type Flash, flashOf, flashText } from '../../ui/flash.ts';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { ScreenContainer } from '../../ui/ScreenContainer.tsx';
import { useScreenTitle } from '../../ui/screenTitle.ts';
import { useLanguageRefetch } from '../../ui/useLanguageRefetch.ts';
import { parseRecordId } from '../recordId.ts';
import { choicesOf, defaultChoice, type FieldChoice, type SideBySideField } from './mergeChoices.ts';
import { MergePreview, MergeRecords, UndoMerge } from './mergeDocuments.ts';
import { mergePath, mergeTypeOf, pathTypeOf } from './mergeTypes.ts';

interface Done {
  flash: Flash;
  details: string[];
  /** The merge made, while it may be undone from here. */
  merge: number | null;
  survivor: number | null;
}

/** The ids of `?keep=` and `?merge=` (comma-separated), or null when any is no record id. */
function idsOf(params: URLSearchParams): number[] | null {
  const keep = parseRecordId(params.get('keep') ?? undefined);
  const merge = (params.get('merge') ?? '').split(',').map((id) => parseRecordId(id));
  if (keep === null || !merge.length || merge.some((id) => id === null)) return null;
  return [keep, ...(merge as number[])];
}

/**
 * `/merge?type=&keep=&merge=` (contributors): the records side by side, one value chosen per field (all
 * items of a list by default), every record whose links will move; then one merge, undoable from here and
 * from the survivor's history.
 */
export function MergeScreen() {
  const { t } = useTranslation();
  useScreenTitle(t('merge.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const type = mergeTypeOf(params.get('type'));
  const ids = idsOf(params);
  const { data, loading, error, refetch } = useQuery(MergePreview, {
    variables: { type, keep: ids?.[0] ?? 0, merge: ids?.slice(1) ?? [] },
    skip: ids === null,
    fetchPolicy: 'network-only',
  });
  useLanguageRefetch(refetch, loading);
  const [chosen, setChosen] = useState<Record<string, FieldChoice>>({});
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const merge = useOutcomeMutation(MergeRecords, (d) => d.mergeRecords, 'merge.failed');
  const undo = useOutcomeMutation(UndoMerge, (d) => d.undoMerge, 'merge.undo_failed');

  if (ids === null) return <NotFound kind="record" />;
  if (loading && !data) return <LoadingIndicator />;
  if (error) return <Alert severity="error">{t('merge.preview_failed')}</Alert>;
  const preview = data?.mergePreview;
  const pathType = pathTypeOf(type);
  const survivorPath = (id: number) => (pathType ? recordPath(pathType, id) : undefined);

  async function confirm() {
    if (!preview || !ids) return;
    const outcome = await merge.run({
      variables: {
        type,
        keep: ids[0],
        merge: ids.slice(1),
        choices: choicesOf(preview.fields, ids, chosen),
        updatedAt: preview.records[0]?.updated_at ?? null,
      },
    });
    setConfirming(false);
    const merged = outcome.success && 'merge' in outcome ? (outcome.merge ?? null) : null;
    setDone({
      flash: flashOf(outcome.success ? 'success' : 'error', outcome, 'merge.failed', t),
      details: outcome.errors.map((e) => `${e.path}: ${e.message}`),
      merge: merged,
      survivor: outcome.success ? ids[0] : null,
    });
  }

  async function undoLast() {
    if (!done?.merge) return;
    const outcome = await undo.run({ variables: { id: done.merge } });
    setDone({
      flash: flashOf(outcome.success ? 'success' : 'error', outcome, 'merge.undo_failed', t),
      details: [],
      merge: outcome.success ? null : done.merge,
      survivor: outcome.success ? null : done.survivor,
    });
  }

  return (
    <ScreenContainer width="lg">
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('merge.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('merge.intro')}
      </Typography>
      {done && (
        <Alert
          severity={done.flash.severity}
          sx={{ mb: 2 }}
          data-testid="merge-message"
          action={
            <Stack direction="row" sx={{ gap: 1 }}>
              {done.survivor !== null && survivorPath(done.survivor) && (
                <Button component={Link} to={survivorPath(done.survivor) ?? '/'} color="inherit" size="small">
                  {t('merge.open_survivor')}
                </Button>
              )}
              {done.merge !== null && (
                <Button
                  color="inherit"
                  size="small"
                  onClick={undoLast}
                  disabled={undo.loading}
                  data-testid="merge-undo"
                >
                  {t('merge.undo')}
                </Button>
              )}
            </Stack>
          }
        >
          {flashText(t, done.flash)}
          {done.details.map((detail) => (
            <Box key={detail}>{detail}</Box>
          ))}
        </Alert>
      )}
      {!preview && !done && <Alert severity="warning">{t('merge.records_gone')}</Alert>}
      {preview && !done?.survivor && (
        <>
          <SideBySide
            preview={preview}
            ids={ids}
            chosen={chosen}
            onChoose={(field, choice) => setChosen((was) => ({ ...was, [field]: choice }))}
            onKeep={(id) => {
              setChosen({});
              navigate(
                mergePath(
                  type,
                  id,
                  ids.filter((other) => other !== id),
                ),
                { replace: true },
              );
            }}
          />
          <Relinked relinked={preview.relinked} />
          <Button
            variant="contained"
            onClick={() => setConfirming(true)}
            data-testid="merge-confirm"
            sx={{ mt: 3 }}
          >
            {t('merge.merge')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('merge.confirm_title', { count: ids.length - 1, title: preview?.records[0]?.title ?? '' })}
        text={t('merge.confirm_text')}
        confirmLabel={t('merge.merge')}
        busy={merge.loading}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </ScreenContainer>
  );
}

interface SideBySideProps {
  preview: {
    records: readonly { id: number; title: string; subtitle?: string | null }[];
    fields: readonly (SideBySideField & { label: string })[];
  };
  ids: readonly number[];
  chosen: Readonly<Record<string, FieldChoice>>;
  onChoose(field: string, choice: FieldChoice): void;
  onKeep(id: number): void;
}

/** One row per field, one column per record; a radio per value, and "all" for a list. */
function SideBySide({ preview, ids, chosen, onChoose, onKeep }: SideBySideProps) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('merge.fields_label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('merge.field')}</TableCell>
            {preview.records.map((record, i) => (
              <TableCell key={record.id} data-testid="merge-record">
                <Typography sx={{ fontWeight: 500 }}>{record.title}</Typography>
                {record.subtitle && (
                  <Typography variant="body2" color="text.secondary">
                    {record.subtitle}
                  </Typography>
                )}
                <FormControlLabel
                  control={<Radio size="small" checked={i === 0} onChange={() => onKeep(record.id)} />}
                  label={t(i === 0 ? 'merge.survivor' : 'merge.keep_this')}
                  data-testid="merge-keep"
                />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.fields.map((field) => {
            const choice = chosen[field.field] ?? defaultChoice(field, ids);
            return (
              <TableRow key={field.field} data-testid="merge-field" data-field={field.field}>
                <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                  {field.label}
                  {field.list && !field.same && (
                    <FormControlLabel
                      sx={{ display: 'flex' }}
                      control={
                        <Radio
                          size="small"
                          checked={choice === 'both'}
                          onChange={() => onChoose(field.field, 'both')}
                          name={field.field}
                        />
                      }
                      label={t('merge.all_items')}
                      data-testid="merge-both"
                    />
                  )}
                </TableCell>
                {field.values.map((value, i) => (
                  <TableCell key={ids[i]} sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                    {field.same ? (
                      <Typography variant="body2" color="text.secondary">
                        {value ?? '—'}
                      </Typography>
                    ) : (
                      <FormControlLabel
                        control={
                          <Radio
                            size="small"
                            checked={choice === ids[i]}
                            onChange={() => onChoose(field.field, ids[i])}
                            name={field.field}
                          />
                        }
                        label={value ?? t('merge.empty')}
                        data-testid="merge-value"
                      />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Relinked({
  relinked,
}: {
  relinked: readonly { type: string; count: number; titles: readonly string[] }[];
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mt: 3 }} data-testid="merge-relinked">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('merge.relinked_title')}
      </Typography>
      {relinked.length === 0 && <Typography color="text.secondary">{t('merge.relinked_none')}</Typography>}
      {relinked.map((group) => (
        <Typography key={group.type} variant="body2" sx={{ mb: 0.5 }}>
          {t(`merge.relinked.${group.type}`, { count: group.count })}
          {group.titles.length > 0 &&
            `: ${group.titles.join('; ')}${group.count > group.titles.length ? '; …' : ''}`}
        </Typography>
      ))}
    </Box>
  );
}
