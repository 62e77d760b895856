import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Below the `md` breakpoint each row of the users table becomes a small card (name and e-mail beside the
 * permission select and the actions, then the registration date and status), so that nothing needs
 * scrolling sideways at 800 px. Wider, it is a plain table.
 */
export const userTableLayout: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('md')]: {
    '& thead': { display: 'none' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto auto',
      columnGap: theme.spacing(1),
      rowGap: theme.spacing(0.75),
      alignItems: 'center',
      padding: theme.spacing(1.5, 1, 1.5, 2),
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& tbody tr:last-of-type': { borderBottom: 0 },
    '& tbody td, & tbody th': { display: 'block', border: 0, padding: 0, width: 'auto' },
    '& [data-cell=name]': { gridColumn: 1, gridRow: 1 },
    '& [data-cell=email]': { gridColumn: 1, gridRow: 2, color: theme.palette.text.secondary },
    '& [data-cell=permissions]': { gridColumn: 2, gridRow: '1 / 3' },
    '& [data-cell=actions]': { gridColumn: 3, gridRow: '1 / 3' },
    '& [data-cell=registered_at]': {
      gridColumn: '1 / -1',
      gridRow: 3,
      color: theme.palette.text.secondary,
      '&::before': { content: 'attr(data-label) ": "' },
    },
    '& [data-cell=status]': { gridColumn: '1 / -1', gridRow: 4 },
  },
});
