import { useQuery } from '@apollo/client/react';
import { codeLabelKey } from '@fontes/domain';
import { Alert, Box, Link, Stack, TablePagination, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CustomFieldDescriptor, CustomViewProps } from '../../forms/fieldDescriptor.ts';
import type { HoldingKind } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';

const Holdings = graphql(`
  query Holdings($kind: HoldingKind!, $id: Int!, $first: Int, $offset: Int, $function: String) {
    holdings(kind: $kind, id: $id, first: $first, offset: $offset, function: $function) {
      total
      groups {
        function
        total
      }
      items {
        id
        title
        subtitle
        path
        functions
      }
    }
  }
`);

const PAGE_SIZE = 20;

/**
 * What a record's view lists of the records that belong to it or name it (a collection's scores, a
 * person's publications): a page of them at a time, each linked, with their number.
 */
export function holdingsField(name: string, kind: HoldingKind): CustomFieldDescriptor {
  return {
    name,
    type: 'custom',
    labelKey: `entities.holdings.${kind}`,
    viewOnly: true,
    viewWide: true,
    view: ({ values }: CustomViewProps) => <HoldingsList kind={kind} id={Number(values.id)} />,
  };
}

interface HoldingsListProps {
  kind: HoldingKind;
  id: number;
  /** A person's records in this function alone (a group of `groupedByFunction`). */
  function?: string;
}

/**
 * A person's records grouped by the person's function in them (composer, scribe, …), composer first, each
 * group a list paged on its own; a person with one function shows its list under its heading.
 */
export function groupedByFunction(name: string, kind: HoldingKind): CustomFieldDescriptor {
  return {
    ...holdingsField(name, kind),
    view: ({ values }: CustomViewProps) => <FunctionGroups kind={kind} id={Number(values.id)} />,
  };
}

function FunctionGroups({ kind, id }: { kind: HoldingKind; id: number }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(Holdings, { variables: { kind, id, first: 1, offset: 0 } });
  const groups = data?.holdings.groups;
  if (error) return <Alert severity="error">{t('entities.holdings.failed')}</Alert>;
  if (!groups) return <LoadingIndicator />;
  if (groups.length === 0)
    return <Typography color="text.secondary">{t('entities.holdings.none')}</Typography>;
  return (
    <Stack spacing={2} data-testid={`holdings-${kind}-groups`}>
      {groups.map((group) => {
        const label = t(codeLabelKey('attributionFunctions', group.function));
        return (
          <Box key={group.function} component="section" aria-label={label}>
            <Typography variant="subtitle2" component="h3" data-testid="holdings-group">
              {t('entities.holdings.group', { function: label, count: group.total })}
            </Typography>
            <HoldingsList kind={kind} id={id} function={group.function} />
          </Box>
        );
      })}
    </Stack>
  );
}

function HoldingsList({ kind, id, function: fn }: HoldingsListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const { data, previousData, error } = useQuery(Holdings, {
    variables: { kind, id, first: PAGE_SIZE, offset: page * PAGE_SIZE, function: fn ?? null },
  });
  const shown = (data ?? previousData)?.holdings;
  if (error) return <Alert severity="error">{t('entities.holdings.failed')}</Alert>;
  if (!shown) return <LoadingIndicator />;
  if (shown.total === 0) return <Typography color="text.secondary">{t('entities.holdings.none')}</Typography>;
  return (
    <Box data-testid={fn ? `holdings-${kind}-${fn}` : `holdings-${kind}`}>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {shown.items.map((item) => (
          <li key={item.path}>
            <Link component={RouterLink} to={item.path}>
              {item.title}
            </Link>
            {item.subtitle && (
              <Typography component="span" variant="body2" color="text.secondary">
                {` · ${item.subtitle}`}
              </Typography>
            )}
            {!fn && item.functions.length > 0 && (
              <Typography component="span" variant="body2" color="text.secondary">
                {` (${item.functions.map((code) => t(codeLabelKey('attributionFunctions', code))).join(', ')})`}
              </Typography>
            )}
          </li>
        ))}
      </Box>
      <TablePagination
        component="div"
        count={shown.total}
        page={page}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_, next) => setPage(next)}
        labelDisplayedRows={({ from, to, count }) => t('files.page_of', { from, to, count })}
      />
    </Box>
  );
}
