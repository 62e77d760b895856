import { useApolloClient, useQuery } from '@apollo/client/react';
import { entryTitle, toRecordId } from '@fontes/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CreateInPlaceProps, ReferenceSearch } from '../../forms/fieldDescriptor.ts';
import { newValues } from '../../forms/fieldValues.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { outcomeText } from '../../outcomes/outcome.ts';
import { useSaveRecord } from '../../records/useSaveRecord.ts';
import { nextEntryNumber, pageDefinition } from '../page/pageDefinition.ts';

const EntryChoices = graphql(`
  query EntryChoices($query: String!) {
    entryChoices(query: $query) {
      id
      title
      subtitle
      held_by {
        id
        shelfmark
      }
    }
  }
`);

const EntryCatalogs = graphql(`
  query EntryCatalogs {
    search(type: catalog, first: 100) {
      items {
        type
        id
        title
        subtitle
      }
    }
  }
`);

const EntryPages = graphql(`
  query EntryPages($catalogId: Int!) {
    getCatalogPages(catalogId: $catalogId) {
      id
      number
      entries {
        id
        number
      }
    }
  }
`);

/**
 * The entries found by every typed word (catalog short title, year, page and entry number, signature,
 * composer), each saying which other score holds it already; before anything is typed, the first entries
 * while the picker is open, as the other pickers list theirs.
 */
export const useEntryChoices: ReferenceSearch = (query, open) => {
  const { t } = useTranslation();
  const own = toRecordId(useParams().id);
  const { data, loading } = useQuery(EntryChoices, { variables: { query }, skip: !query && !open });
  const found = (data?.entryChoices ?? []).map(({ id, title, subtitle, held_by }) => {
    const held =
      held_by && held_by.id !== own ? t('entities.entry.held_by', { shelfmark: held_by.shelfmark }) : '';
    return { id, title, subtitle: [subtitle, held].filter(Boolean).join(' · ') || null };
  });
  return { found, loading };
};

const pageEntries = pageDefinition.fields.find((field) => field.name === 'entries');

/**
 * A catalog entry made without leaving the score form: its catalog and page chosen, its number counted on
 * from the page's last entry, and saved through the page's own save (the page with one entry more).
 */
export function CreateEntryDialog({ onCreated, onCancel, onFailed }: CreateInPlaceProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useApolloClient();
  const { save, saving } = useSaveRecord(pageDefinition);
  const [catalog, setCatalog] = useState<number | ''>('');
  const [pageId, setPageId] = useState<number | ''>('');
  const [number, setNumber] = useState('');
  // The typed text was a search (a short title, a number, a composer and a title): what it names is not
  // known, so no field is filled from it.
  const [composer, setComposer] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const catalogs = useQuery(EntryCatalogs).data?.search.items ?? [];
  const pages =
    useQuery(EntryPages, { variables: { catalogId: Number(catalog) }, skip: catalog === '' }).data
      ?.getCatalogPages ?? [];

  function choosePage(chosen: number) {
    setPageId(chosen);
    setNumber(nextEntryNumber(pages.find((page) => page.id === chosen)?.entries ?? []));
  }

  async function submit(event: FormEvent) {
    // The dialog sits inside the score's form in React's tree: its submit must not save the score.
    event.preventDefault();
    event.stopPropagation();
    if (pageId === '' || !pageEntries || pageEntries.type !== 'list') return;
    const load = () =>
      client
        .query({
          query: pageDefinition.load.document,
          variables: { id: pageId },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => pageDefinition.load.select(data));
    const record = await load();
    if (!record) return onFailed(t('entities.page.save_failed'));
    const values = pageDefinition.fromRecord(record);
    const entry = { ...newValues(pageEntries.fields), number: number.trim(), composer: composer.trim() };
    values.entries = [...(values.entries as object[]), entry];
    const outcome = await save(pageDefinition.formToInput?.(values) ?? values, record);
    if (!outcome.success) return setMessage(outcomeText(t, outcome, 'entities.page.save_failed'));
    const saved = await load();
    const created = saved?.entries[saved.entries.length - 1];
    if (!saved || !created) return onFailed(t('entities.page.save_failed'));
    onCreated({ id: created.id, title: entryTitle({ ...created, page: saved }) });
  }

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <form onSubmit={submit} noValidate data-testid="create-entry-dialog">
        <DialogTitle id={`${id}-title`}>{t('entities.entry.create_title')}</DialogTitle>
        <DialogContent>
          {message && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="create-in-place-message">
              {message}
            </Alert>
          )}
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              select
              id={`${id}-catalog`}
              label={t('Page.fields.catalog')}
              value={catalog}
              onChange={(event) => {
                setCatalog(Number(event.target.value));
                setPageId('');
              }}
              required
              autoFocus
            >
              {catalogs.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.subtitle ? `${choice.title} (${choice.subtitle})` : choice.title}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              id={`${id}-page`}
              label={t('Entry.fields.page')}
              value={pageId}
              onChange={(event) => choosePage(Number(event.target.value))}
              disabled={catalog === ''}
              helperText={catalog !== '' && pages.length === 0 ? t('entities.catalog.no_pages') : undefined}
              required
            >
              {pages.map((page) => (
                <MenuItem key={page.id} value={page.id}>
                  {t('entities.catalog.page_number', { number: page.number })}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                id={`${id}-number`}
                label={t('Entry.fields.number')}
                value={number}
                onChange={(event) => setNumber(event.target.value)}
              />
              <TextField
                id={`${id}-composer`}
                label={t('Entry.fields.composer')}
                value={composer}
                onChange={(event) => setComposer(event.target.value)}
                sx={{ flex: 1 }}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving || pageId === ''}>
            {t('record.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
