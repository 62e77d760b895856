import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { FieldDescriptor } from './fieldDescriptor.ts';

/** Below this width every field takes a line of its own: side by side, short inputs would cut their values. */
const ROWS_FROM = '@media (min-width: 1000px)';

/** The fields in lines: each field alone, or the fields next to each other that name the same `row`. */
export function fieldRows(fields: readonly FieldDescriptor[]): FieldDescriptor[][] {
  const rows: FieldDescriptor[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.row && last?.[0]?.row === field.row) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

// Inputs share the line; a checkbox takes its label's width, level with the inputs' text.
const inputPlace = { [ROWS_FROM]: { flex: '1 1 8rem', minWidth: 0 } };
const checkboxPlace = { [ROWS_FROM]: { flex: '0 0 auto', pt: '7px' } };

export interface FieldRowsProps {
  fields: readonly FieldDescriptor[];
  /** The space between lines, in theme spacing. */
  spacing: number;
  render(field: FieldDescriptor): ReactNode;
}

/**
 * Lays out a list of fields, the form's or a list item's: one under the other, with a `row`'s fields side
 * by side from 1000 px on (wrapping when they do not fit).
 */
export function FieldRows({ fields, spacing, render }: FieldRowsProps) {
  return (
    <Stack spacing={spacing}>
      {fieldRows(fields).map((row) =>
        row.length === 1 ? (
          render(row[0] as FieldDescriptor)
        ) : (
          <Box
            key={row.map((field) => field.name).join(' ')}
            data-testid={`row-${row[0]?.row}`}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              gap: spacing,
              // A field hidden by `shownWhen` leaves its place empty: no gap for it.
              '& > :empty': { display: 'none' },
              [ROWS_FROM]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 2 },
            }}
          >
            {row.map((field) => (
              <Box key={field.name} sx={field.type === 'checkbox' ? checkboxPlace : inputPlace}>
                {render(field)}
              </Box>
            ))}
          </Box>
        ),
      )}
    </Stack>
  );
}
