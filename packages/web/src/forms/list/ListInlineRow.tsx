import { Stack } from '@mui/material';
import type { ListItemLayout } from './listItem.ts';

/** An item as one row of its fields (a voice and its count), without a header of its own. */
export function ListInlineRow({ field, groupProps, dropLine, fieldInput, handle, moves }: ListItemLayout) {
  return (
    <Stack
      {...groupProps}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{
        gap: 1,
        alignItems: { sm: 'flex-start' },
        // The fields share the row; the drag handle and the buttons keep their size.
        '& > :not(:last-child):not([draggable])': { flex: 1 },
        ...dropLine,
      }}
    >
      {handle}
      {field.fields.map(fieldInput)}
      <Stack direction="row" sx={{ pt: { sm: 1 }, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}>
        {moves}
      </Stack>
    </Stack>
  );
}
