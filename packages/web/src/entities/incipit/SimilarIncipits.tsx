import { useQuery } from '@apollo/client/react';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormMethods } from '../../forms/formMethods.tsx';
import type { IncipitMatchFieldsFragment } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { parseRecordId } from '../../records/recordId.ts';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import { MelodyHit } from './MelodyHit.tsx';

const shown = 10;

const SimilarIncipits = graphql(`
  query SimilarIncipits($incipitId: Int!, $first: Int) {
    similarIncipits(incipitId: $incipitId, first: $first) {
      total
      message
      items {
        ...IncipitMatchFields
      }
    }
  }
`);

const IncipitsLike = graphql(`
  query IncipitsLike($pae: String!, $clef: String, $key_signature: String, $time_signature: String, $first: Int) {
    incipitSearch(pae: $pae, clef: $clef, key_signature: $key_signature, time_signature: $time_signature, first: $first) {
      total
      message
      items {
        ...IncipitMatchFields
      }
    }
  }
`);

const musicKeys = ['pae', 'clef', 'key_signature', 'time_signature'] as const;

/**
 * "Find similar incipits" in an incipit's fields: the incipits of other scores close to this one's melody
 * (concordances), with their scores and composers, each opening in a new tab so that the form stays as it
 * is. A saved incipit is compared as saved; a new or changed one as typed.
 */
export function SimilarIncipitsButton({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { control } = useFormMethods();
  const names = musicKeys.map((key) => `${prefix}.${key}`);
  const [id, ...music] = useWatch({ name: [`${prefix}.id`, ...names] }) as [
    number | null,
    ...(string | null)[],
  ];
  const { dirtyFields } = useFormState({ control, name: names });
  const changed = !id || names.some((name) => get(dirtyFields, name));
  if (!music[0]?.trim()) return null;
  const [pae, clef, key_signature, time_signature] = music;
  return (
    <Box>
      <Button
        size="small"
        startIcon={<QueueMusicIcon />}
        onClick={() => setOpen(true)}
        data-testid="similar-incipits"
      >
        {t('melody.similar')}
      </Button>
      {open && (
        <SimilarDialog
          onClose={() => setOpen(false)}
          search={
            changed
              ? { typed: { pae: pae ?? '', clef, key_signature, time_signature } }
              : { incipitId: id as number }
          }
        />
      )}
    </Box>
  );
}

type Search = { incipitId: number } | { typed: { pae: string } & Record<string, string | null> };

function SimilarDialog({ search, onClose }: { search: Search; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const found = useSimilar(search);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      data-testid="similar-dialog"
    >
      <DialogTitle id={titleId}>{t('melody.similar_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('melody.similar_intro')} {'typed' in search && t('melody.similar_unsaved')}
        </DialogContentText>
        {found.loading && <LoadingIndicator size="line" />}
        {found.error && <Alert severity="error">{t('melody.failed')}</Alert>}
        {found.message && <Alert severity="warning">{found.message}</Alert>}
        {found.items?.length === 0 && !found.message && (
          <Typography color="text.secondary" data-testid="similar-empty">
            {t('melody.similar_empty')}
          </Typography>
        )}
        {found.items && found.items.length > 0 && (
          <List aria-label={t('melody.similar_title')} disablePadding>
            {found.items.map((item, index) => (
              <ListItem
                key={`${item.incipit.id}`}
                divider={index < (found.items?.length ?? 0) - 1}
                sx={{ display: 'block', px: 0, py: 1.5 }}
                data-testid="similar-hit"
              >
                <MelodyHit match={item} newTab />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The server's concordances of a saved incipit, or the incipits containing a typed one, this score's left out. */
function useSimilar(search: Search) {
  const scoreId = parseRecordId(useParams().id);
  const saved = useQuery(SimilarIncipits, {
    variables: { incipitId: 'incipitId' in search ? search.incipitId : 0, first: shown },
    skip: !('incipitId' in search),
    fetchPolicy: 'network-only',
  });
  const typed = useQuery(IncipitsLike, {
    variables: { ...('typed' in search ? search.typed : { pae: '' }), first: shown + 1 },
    skip: !('typed' in search),
    fetchPolicy: 'network-only',
  });
  const answer = 'incipitId' in search ? saved.data?.similarIncipits : typed.data?.incipitSearch;
  const items: IncipitMatchFieldsFragment[] | undefined = answer?.items
    .filter((item) => item.score_id !== scoreId)
    .slice(0, shown);
  return {
    loading: saved.loading || typed.loading,
    error: saved.error ?? typed.error,
    message: answer?.message,
    items,
  };
}
