import { useQuery } from '@apollo/client/react';
import { changedNotes } from '@fontes/domain';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RecordName, RevisionDifferencesQuery } from '../../graphql/generated/graphql.ts';
import { MatchedNotation } from '../../music/MatchedNotation.tsx';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import { RevisionDifferences as DifferencesQuery } from './historyDocuments.ts';

export interface RevisionDifferencesProps {
  type: RecordName;
  id: number;
  /** The older version; `to` the newer, or the record as it is now when null. */
  from: number;
  to: number | null;
}

/** How two versions of a record differ: field by field, a list's items one by one, long texts by words. */
export function RevisionDifferences({ type, id, from, to }: RevisionDifferencesProps) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(DifferencesQuery, { variables: { type, id, from, to } });
  if (loading) return <LoadingIndicator />;
  if (error || !data?.revisionDiff) return <Alert severity="error">{t('history.diff_failed')}</Alert>;
  return <DifferenceList fields={data.revisionDiff.fields} />;
}

/** A field's difference as the server answers it (`FieldDifference`), its items' nested ones beside. */
export type FieldDifference = NonNullable<RevisionDifferencesQuery['revisionDiff']>['fields'][number];

/** Differences already read (a diff's, a bulk edit preview's): field by field, items one by one. */
export function DifferenceList({ fields }: { fields: readonly FieldDifference[] }) {
  const { t } = useTranslation();
  if (!fields.length)
    return (
      <Typography color="text.secondary" data-testid="revision-no-differences">
        {t('history.no_differences')}
      </Typography>
    );
  return (
    <Stack component="dl" sx={{ m: 0, gap: 2 }} data-testid="revision-differences">
      {fields.map((field) => (
        <Box key={field.field} data-testid={`difference-${field.field}`}>
          <Typography component="dt" variant="subtitle2">
            {field.label} <ChangeChip change={field.change} />
          </Typography>
          <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
            <ValueChange difference={field} />
            {field.items.length > 0 && (
              <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5 }}>
                {field.items.map((item) => (
                  <Box component="li" key={`${item.change}-${item.position}`} data-testid="difference-item">
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {item.label} <ChangeChip change={item.change} />
                    </Typography>
                    {(item.incipit_before || item.incipit_after) && (
                      <IncipitChange
                        before={item.incipit_before ?? null}
                        after={item.incipit_after ?? null}
                      />
                    )}
                    <Stack component="dl" sx={{ m: 0, pl: 2, gap: 0.5 }}>
                      {item.fields.map((inner) => (
                        <Box key={inner.field}>
                          <Typography component="dt" variant="caption" color="text.secondary">
                            {inner.label}
                          </Typography>
                          <Box component="dd" sx={{ m: 0 }}>
                            <ValueChange difference={inner} />
                          </Box>
                        </Box>
                      ))}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

function ChangeChip({ change }: { change: string }) {
  const { t } = useTranslation();
  const color = change === 'added' ? 'success' : change === 'removed' ? 'error' : 'default';
  return <Chip size="small" variant="outlined" color={color} label={t(`history.change_${change}`)} />;
}

interface ValueDifference {
  before?: string | null;
  after?: string | null;
  words?: readonly { text: string; change?: string | null }[] | null;
}

const removedStyle = { color: 'error.main', textDecoration: 'line-through' } as const;
const addedStyle = { color: 'success.dark', textDecoration: 'underline' } as const;

/** A text's pieces keyed by where each starts in the diff and what it is: a piece's place is its identity. */
function keyedPieces(pieces: NonNullable<ValueDifference['words']>) {
  let offset = 0;
  return pieces.map((piece) => {
    const key = `${offset}-${piece.change ?? 'kept'}`;
    offset += piece.text.length;
    return { key, text: piece.text, change: piece.change ?? null };
  });
}

/** A value before and after: a long text with its words marked, else the old value struck through. */
function ValueChange({ difference }: { difference: ValueDifference }) {
  const { t } = useTranslation();
  if (difference.words?.length) {
    return (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid="difference-words">
        {keyedPieces(difference.words).map(({ key, text, change }) => {
          if (!change) return <span key={key}>{text}</span>;
          const removed = change === 'removed';
          return (
            <Box
              component={removed ? 'del' : 'ins'}
              key={key}
              sx={removed ? removedStyle : addedStyle}
              aria-label={t(removed ? 'history.removed_text' : 'history.added_text', { text })}
            >
              {text}
            </Box>
          );
        })}
      </Typography>
    );
  }
  if (difference.before == null && difference.after == null) return null;
  return (
    <Typography variant="body2" data-testid="difference-values">
      {difference.before != null && (
        <Box component="del" sx={removedStyle} data-testid="difference-before">
          {difference.before}
        </Box>
      )}
      {difference.before != null && difference.after != null && ' → '}
      {difference.after != null && (
        <Box component="ins" sx={addedStyle} data-testid="difference-after">
          {difference.after}
        </Box>
      )}
    </Typography>
  );
}

interface IncipitCode {
  clef?: string | null;
  key_signature?: string | null;
  time_signature?: string | null;
  pae: string;
}

/** An incipit's two versions drawn side by side, the notes each has and the other has not marked. */
function IncipitChange({ before, after }: { before: IncipitCode | null; after: IncipitCode | null }) {
  const { t } = useTranslation();
  const music = (code: IncipitCode) => ({ ...code, data: code.pae });
  const marked =
    before && after
      ? changedNotes(music(before), music(after))
      : { before: [] as number[], after: [] as number[] };
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, my: 1 }}
      data-testid="incipit-change"
    >
      {[
        { code: before, notes: marked.before, label: t('history.before') },
        { code: after, notes: marked.after, label: t('history.after') },
      ].map(({ code, notes, label }) => (
        <Box key={label}>
          <Typography variant="caption" color="text.secondary">
            {label}
          </Typography>
          {code ? (
            <MatchedNotation incipit={code} matched={notes} />
          ) : (
            <Typography>{t('record.empty_value')}</Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
