import { useApolloClient, useQuery } from '@apollo/client/react';
import { entryTitle, newEntrySchema, toRecordId } from '@fontes/domain';
import { MenuItem, TextField } from '@mui/material';
import { useMemo } from 'react';
import { type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormDialog } from '../../forms/FormDialog.tsx';
import type {
  CreateInPlaceProps,
  CustomInputProps,
  FieldDescriptor,
  ReferenceSearch,
} from '../../forms/fieldDescriptor.ts';
import { labelKeyOf } from '../../forms/fieldPaths.ts';
import { ControlledField } from '../../forms/fields/controlledField.tsx';
import { useFormMethods } from '../../forms/formMethods.tsx';
import { graphql } from '../../graphql/generated/index.ts';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';
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

const AddEntry = graphql(`
  mutation AddEntry($pageId: Int!, $entry: EntryInput!) {
    addEntry(pageId: $pageId, entry: $entry) {
      ...SaveOutcomeFields
    }
  }
`);

/** The catalog chosen first: its pages are the page field's choices. */
function entryFields(catalogs: readonly { id: number; title: string; subtitle?: string | null }[]) {
  const fields: readonly FieldDescriptor[] = [
    {
      name: 'catalog',
      type: 'select',
      labelKey: 'Page.fields.catalog',
      required: true,
      options: catalogs.map((catalog) => String(catalog.id)),
      optionText: (id) => {
        const catalog = catalogs.find((choice) => String(choice.id) === id);
        return catalog?.subtitle ? `${catalog.title} (${catalog.subtitle})` : (catalog?.title ?? id);
      },
    },
    { name: 'pageId', type: 'custom', labelKey: 'Entry.fields.page', required: true, input: PageChoice },
    { name: 'number', type: 'text', labelKey: 'Entry.fields.number', row: 'entry' },
    { name: 'composer', type: 'text', labelKey: 'Entry.fields.composer', row: 'entry' },
  ];
  return fields;
}

/**
 * A catalog entry made without leaving the score form: its catalog and page chosen, its number counted on
 * from the page's last entry, and added to the page on its own (addEntry). The typed text was a search (a
 * short title, a number, a composer and a title): what it names is not known, so no field is filled from it.
 */
export function CreateEntryDialog({ onCreated, onCancel, onFailed }: CreateInPlaceProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const addEntry = useOutcomeMutation(AddEntry, (data) => data.addEntry, 'entities.page.save_failed');
  const catalogs = useQuery(EntryCatalogs).data?.search.items;
  const fields = useMemo(() => entryFields(catalogs ?? []), [catalogs]);

  // The answer names the page: its last entry is the one added.
  async function added(pageId: number) {
    const { data } = await client.query({
      query: pageDefinition.load.document,
      variables: { id: pageId },
      fetchPolicy: 'network-only',
    });
    const page = pageDefinition.load.select(data);
    const created = page?.entries[page.entries.length - 1];
    if (!page || !created) return onFailed(t('entities.page.save_failed'));
    onCreated({ id: created.id, title: entryTitle({ ...created, page }) });
  }

  return (
    <FormDialog
      // Opened once the catalogs are there to choose from.
      open={catalogs !== undefined}
      wide
      name="create-entry"
      title={t('entities.entry.create_title')}
      submitLabel={t('record.save')}
      fields={fields}
      schema={newEntrySchema}
      values={{ catalog: '', pageId: '', number: '', composer: '' }}
      run={({ pageId, number, composer }: FieldValues) =>
        addEntry.run({ variables: { pageId, entry: { number, composer } } })
      }
      failedKey="entities.page.save_failed"
      onDone={(_outcome, { pageId }) => added(pageId)}
      onCancel={onCancel}
      nothingToDo={(values) => !values.pageId}
    />
  );
}

/** The page of the chosen catalog; choosing one proposes the number after its last entry's. */
function PageChoice({ field }: CustomInputProps) {
  const { t } = useTranslation();
  const { setValue } = useFormMethods();
  const catalog = useWatch({ name: 'catalog' });
  const { data } = useQuery(EntryPages, {
    variables: { catalogId: Number(catalog) },
    skip: !catalog,
  });
  const pages = data?.getCatalogPages ?? [];
  return (
    <ControlledField
      field={field}
      render={({ input, id, helper, error }) => (
        <TextField
          select
          id={id}
          name={input.name}
          inputRef={input.ref}
          label={t(labelKeyOf(field))}
          value={input.value ?? ''}
          onChange={(event) => {
            const page = pages.find((choice) => String(choice.id) === event.target.value);
            input.onChange(event.target.value);
            setValue('number', nextEntryNumber(page?.entries ?? []));
          }}
          onBlur={input.onBlur}
          disabled={!catalog}
          error={error}
          helperText={
            helper ?? (catalog && data && pages.length === 0 ? t('entities.catalog.no_pages') : undefined)
          }
          required
          fullWidth
        >
          {pages.map((page) => (
            <MenuItem key={page.id} value={String(page.id)}>
              {t('entities.catalog.page_number', { number: page.number })}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
