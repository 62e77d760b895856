import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Below `md` each row becomes a small card (checkbox, name and actions, then type, size and date in a
 * line), so that nothing needs scrolling sideways under 1000 px. The head is laid out on the same grid, of
 * columns as wide in every row, so that its sort labels stand above their cells. Wider, it is a plain table.
 */
export const fileTableLayout: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('md')]: {
    '& tr': {
      display: 'grid',
      gridTemplateColumns: '2.625rem minmax(0, 1fr) 6rem 10rem 2.5rem',
      columnGap: theme.spacing(1.5),
      alignItems: 'center',
      padding: theme.spacing(0.5, 0.5, 1, 0),
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& thead th:last-of-type': { display: 'none' },
    '& tbody tr:last-of-type': { borderBottom: 0 },
    '& td, & th': { display: 'block', border: 0, padding: 0, width: 'auto', textAlign: 'left' },
    '& thead [data-cell=mime], & thead [data-cell=size], & thead [data-cell=created_at]': {
      typography: 'caption',
    },
    '& [data-cell=select]': { gridColumn: 1, gridRow: '1 / 3' },
    '& [data-cell=filename]': { gridColumn: '2 / 5', gridRow: 1 },
    '& [data-cell=actions]': { gridColumn: 5, gridRow: '1 / 3' },
    '& [data-cell=mime], & [data-cell=size], & [data-cell=created_at]': {
      gridRow: 2,
      color: theme.palette.text.secondary,
      typography: 'caption',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '& [data-cell=mime]': { gridColumn: 2 },
    '& [data-cell=size]': { gridColumn: 3 },
    '& [data-cell=created_at]': { gridColumn: 4 },
  },
});
