import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Below `md` each row becomes a small card (checkbox, name and actions, then type, size and date in a
 * line), so that nothing needs scrolling sideways under 1000 px. Wider, it is a plain table.
 */
export const fileTableLayout: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('md')]: {
    '& thead tr': { display: 'flex', alignItems: 'center', flexWrap: 'wrap' },
    '& thead th': { border: 0 },
    '& thead th:last-of-type': { display: 'none' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto auto',
      columnGap: theme.spacing(1.5),
      alignItems: 'center',
      padding: theme.spacing(0.5, 0.5, 1, 0),
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& tbody tr:last-of-type': { borderBottom: 0 },
    '& tbody td, & tbody th': { display: 'block', border: 0, padding: 0, width: 'auto', textAlign: 'left' },
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
