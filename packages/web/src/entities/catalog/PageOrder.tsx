import { useApolloClient } from '@apollo/client/react';
import { renumberedPages, renumberSchema } from '@fontes/domain';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import { Button } from '@mui/material';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { moved } from '../../forms/dragReorder.ts';
import { FormDialog } from '../../forms/FormDialog.tsx';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { outcomeText } from '../../outcomes/outcome.ts';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';
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

  /** One arrangement sent; the pages are loaded again after a success. */
  async function send(pageIds: number[], firstNumber: number | null) {
    const outcome = await arrange.run({ variables: { catalogId: catalog.id, pageIds, firstNumber } });
    if (outcome.success) await client.refetchQueries({ include: catalogPageReads });
    return outcome;
  }

  /** A move: its refusal is said beside the page list. */
  async function move(from: number, to: number) {
    setFailure(null);
    const outcome = await send(moved(ids, from, to), null);
    if (!outcome.success) setFailure(outcomeText(t, outcome, 'entities.catalog.arrange_failed'));
    return outcome;
  }

  return {
    busy: arrange.loading,
    failure,
    clearFailure: () => setFailure(null),
    move,
    /** Renumbering from its dialog, which says its own refusal. */
    renumber: (firstNumber: number) => send(ids, firstNumber),
  };
}

type Arrange = ReturnType<typeof useArrangePages>;

/** The number the first page gets; its help names the numbers all get. */
function renumberFields(count: number): readonly FieldDescriptor[] {
  return [
    {
      name: 'firstNumber',
      type: 'text',
      labelKey: 'entities.catalog.renumber_first',
      required: true,
      helperOf: (first) => {
        const numbers = renumberedPages(count, first);
        if (!numbers?.length) return null;
        return {
          key: 'entities.catalog.renumber_numbers',
          values: { first: numbers[0], last: numbers.at(-1) },
        };
      },
    },
  ];
}

/** "Renumber pages…": every page numbered on from a start number, in their order (§4). */
export function RenumberPagesButton({ catalog, arrange }: { catalog: OrderedCatalog; arrange: Arrange }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = catalog.pages.length;
  const fields = useMemo(() => renumberFields(count), [count]);
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
      <FormDialog
        open={open}
        title={t('entities.catalog.renumber_title')}
        text={t('entities.catalog.renumber_text')}
        submitLabel={t('entities.catalog.renumber_submit')}
        name="renumber-pages"
        fields={fields}
        schema={renumberSchema}
        values={{ firstNumber: '1' }}
        run={({ firstNumber }: FieldValues) => arrange.renumber(firstNumber)}
        failedKey="entities.catalog.arrange_failed"
        onDone={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
