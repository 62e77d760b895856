import { useApolloClient } from '@apollo/client/react';
import { batchPageNumbers, entryPath, parsePageCount } from '@fontes/domain';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { Button, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFieldErrorText } from '../../forms/useFieldErrorText.ts';
import { useOutcomeMutation } from '../../forms/useOutcomeMutation.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { DialogFrame } from '../../ui/DialogFrame.tsx';
import { flashOf, flashText } from '../../ui/flash.ts';
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

/** §4/§5: adds a number of pages after the last, numbered on; a count that is not a number is refused in place. */
export function PageBatchButton({ catalog }: { catalog: BatchCatalog }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const createPages = useOutcomeMutation(
    CreatePages,
    (data) => data.createPages,
    'entities.catalog.pages_failed',
  );
  const parsed = parsePageCount(count);
  const numbers = parsed.ok ? batchPageNumbers(catalog.pages, parsed.data) : [];

  function close() {
    setOpen(false);
    setCount('');
    setError(null);
    setFailure(null);
  }

  async function submit() {
    if (!parsed.ok) {
      setError(parsed.errors[0]?.key ?? null);
      return;
    }
    const outcome = await createPages.run({ variables: { catalogId: catalog.id, count: parsed.data } });
    if (outcome.success && 'ids' in outcome) {
      await client.refetchQueries({ include: catalogPageReads });
      close();
      const first = outcome.ids[0];
      if (first) navigate(entryPath(catalog.id, first), { replace: true });
      return;
    }
    const fieldError = outcome.errors.find((e) => e.path === 'count');
    if (fieldError) setError(fieldError.key);
    else setFailure(flashText(t, flashOf('error', outcome, 'entities.catalog.pages_failed', t)));
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
      <DialogFrame
        open={open}
        title={t('entities.catalog.add_pages_title')}
        text={t('entities.catalog.add_pages_text')}
        failure={failure}
        submitLabel={t('entities.catalog.add_pages_submit')}
        busy={createPages.loading}
        onSubmit={submit}
        onCancel={close}
        name="page-batch"
      >
        <TextField
          autoFocus
          id={`${id}-count`}
          label={t('Catalog.fields.page_count')}
          value={count}
          onChange={(event) => {
            setCount(event.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={
            errorText(error ?? undefined) ??
            (numbers.length
              ? t('entities.catalog.add_pages_numbers', {
                  count: numbers.length,
                  first: numbers[0],
                  last: numbers[numbers.length - 1],
                })
              : ' ')
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'page-count' } }}
          fullWidth
        />
      </DialogFrame>
    </>
  );
}
