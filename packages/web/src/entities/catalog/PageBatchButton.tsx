import { useApolloClient } from '@apollo/client/react';
import { batchPageNumbers, entryPath, pageBatchSchema, parsePageCount } from '@fontes/domain';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { Button } from '@mui/material';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../forms/FormDialog.tsx';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';
import { catalogPageReads } from '../page/pageQueries.ts';

const CreatePages = graphql(`
  mutation CreatePages($catalogId: Int!, $count: Int!) {
    createPages(catalogId: $catalogId, count: $count) {
      ...OutcomeFields
      ids
    }
  }
`);

interface BatchCatalog {
  id: number;
  pages: readonly { number: string }[];
}

/** The one value asked for: how many pages, checked by the domain's rule; its help names the numbers they get. */
function batchFields(pages: BatchCatalog['pages']): readonly FieldDescriptor[] {
  return [
    {
      name: 'count',
      type: 'text',
      labelKey: 'Catalog.fields.page_count',
      required: true,
      helperOf: (count) => {
        const parsed = parsePageCount(count);
        const numbers = parsed.ok ? batchPageNumbers(pages, parsed.data) : [];
        if (numbers.length === 0) return null;
        const [first, last] = [numbers[0], numbers.at(-1)];
        return { key: 'entities.catalog.add_pages_numbers', values: { count: numbers.length, first, last } };
      },
    },
  ];
}

/** §4/§5: adds a number of pages after the last, numbered on; a count that is not a number is refused in place. */
export function PageBatchButton({ catalog }: { catalog: BatchCatalog }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const fields = useMemo(() => batchFields(catalog.pages), [catalog.pages]);
  const createPages = useOutcomeMutation(
    CreatePages,
    (data) => data.createPages,
    'entities.catalog.pages_failed',
  );

  async function created(outcome: { ids: readonly number[] }) {
    await client.refetchQueries({ include: catalogPageReads });
    setOpen(false);
    const first = outcome.ids[0];
    if (first) navigate(entryPath(catalog.id, first), { replace: true });
  }

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LibraryAddIcon />}
        onClick={() => setOpen(true)}
        data-testid="add-pages"
      >
        {t('entities.catalog.add_pages')}
      </Button>
      <FormDialog
        open={open}
        title={t('entities.catalog.add_pages_title')}
        text={t('entities.catalog.add_pages_text')}
        submitLabel={t('entities.catalog.add_pages_submit')}
        name="page-batch"
        fields={fields}
        schema={pageBatchSchema}
        values={{ count: '' }}
        run={({ count }: FieldValues) => createPages.run({ variables: { catalogId: catalog.id, count } })}
        failedKey="entities.catalog.pages_failed"
        onDone={created}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
