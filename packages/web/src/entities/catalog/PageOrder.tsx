import { useApolloClient } from '@apollo/client/react';
import { renumberedPages } from '@fontes/domain';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { Button, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moved } from '../../forms/dragReorder.ts';
import { outcomeText } from '../../forms/outcome.ts';
import { useFieldErrorText } from '../../forms/useFieldErrorText.ts';
import { useOutcomeMutation } from '../../forms/useOutcomeMutation.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { DialogFrame } from '../../ui/DialogFrame.tsx';
import { catalogPageReads } from '../page/pageQueries.ts';

const ArrangePages = graphql(`
  mutation ArrangePages($catalogId: Int!, $pageIds: [Int!]!, $firstNumber: Int) {
    arrangePages(catalogId: $catalogId, pageIds: $pageIds, firstNumber: $firstNumber) {
      ...OutcomeFields
      ids
    }
  }
`);

interface OrderedCatalog {
  id: number;
  pages: readonly { id: number; number: string }[];
}

/**
 * The catalog's pages put in another order or renumbered, each change one request (one transaction on the
 * server); the catalog is loaded again after it, and a refusal is said in words.
 */
export function useArrangePages(catalog: OrderedCatalog) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [failure, setFailure] = useState<string | null>(null);
  const arrange = useOutcomeMutation(
    ArrangePages,
    (data) => data.arrangePages,
    'entities.catalog.arrange_failed',
  );
  const ids = catalog.pages.map((page) => page.id);

  async function run(pageIds: number[], firstNumber: number | null) {
    setFailure(null);
    const outcome = await arrange.run({ variables: { catalogId: catalog.id, pageIds, firstNumber } });
    if (outcome.success) await client.refetchQueries({ include: catalogPageReads });
    else if (outcome.errors.length === 0 || outcome.errors.some((error) => error.path === 'pageIds'))
      setFailure(outcomeText(t, outcome, 'entities.catalog.arrange_failed'));
    return outcome;
  }

  return {
    busy: arrange.loading,
    failure,
    clearFailure: () => setFailure(null),
    move: (from: number, to: number) => run(moved(ids, from, to), null),
    renumber: (firstNumber: number) => run(ids, firstNumber),
  };
}

type Arrange = ReturnType<typeof useArrangePages>;

/** "Renumber pages…": every page numbered on from a start number, in their order (§4). */
export function RenumberPagesButton({ catalog, arrange }: { catalog: OrderedCatalog; arrange: Arrange }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useFieldErrorText();
  const [open, setOpen] = useState(false);
  const [first, setFirst] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const numbers = renumberedPages(catalog.pages.length, first);

  function close() {
    setOpen(false);
    setFirst('1');
    setError(null);
  }

  async function submit() {
    if (!numbers) {
      setError('Catalog.error_first_number_invalid');
      return;
    }
    const outcome = await arrange.renumber(Number(first));
    if (outcome.success) close();
    else setError(outcome.errors.find((e) => e.path === 'firstNumber')?.key ?? null);
  }

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FormatListNumberedIcon />}
        onClick={() => setOpen(true)}
        disabled={catalog.pages.length === 0}
        data-testid="renumber-pages"
      >
        {t('entities.catalog.renumber_pages')}
      </Button>
      <DialogFrame
        open={open}
        title={t('entities.catalog.renumber_title')}
        text={t('entities.catalog.renumber_text')}
        failure={arrange.failure}
        submitLabel={t('entities.catalog.renumber_submit')}
        busy={arrange.busy}
        onSubmit={submit}
        onCancel={close}
        name="renumber-pages"
      >
        <TextField
          autoFocus
          id={`${id}-first`}
          label={t('entities.catalog.renumber_first')}
          value={first}
          onChange={(event) => {
            setFirst(event.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={
            errorText(error ?? undefined) ??
            (numbers?.length
              ? t('entities.catalog.renumber_numbers', { first: numbers[0], last: numbers.at(-1) })
              : ' ')
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'renumber-first' } }}
          fullWidth
        />
      </DialogFrame>
    </>
  );
}
