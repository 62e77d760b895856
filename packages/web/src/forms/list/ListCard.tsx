import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FieldRows } from '../FieldRows.tsx';
import { ItemButton } from './ListItemControls.tsx';
import type { ListItemLayout } from './listItem.ts';

export interface ListCardProps extends ListItemLayout {
  open: boolean;
  /** Its fields are still to come (`useItemsWithFields`): its preview shows meanwhile. */
  fieldsToCome: boolean;
  /** The one line the item shows when collapsed. */
  summary: string | undefined;
  onToggle(): void;
}

/** An item as a card of its own: a header to collapse it by, its moves, and its fields or its preview. */
export function ListCard({
  field,
  itemPath,
  itemLabel,
  groupProps,
  dropLine,
  fieldInput,
  handle,
  moves,
  open,
  fieldsToCome,
  summary,
  onToggle,
}: ListCardProps) {
  const { t } = useTranslation();
  const Preview = field.preview;
  return (
    <Box
      {...groupProps}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        pt: 1,
        // Items out of sight are neither laid out nor painted until scrolled to: a score's ten
        // incipits, each a dozen fields and its notation, open without laying out what is below.
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 480px',
        ...dropLine,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mb: open ? 1.5 : 0 }}>
        {handle}
        <ItemButton
          id={`${itemPath}-toggle`}
          label={t(open ? 'record.collapse_item' : 'record.expand_item', { item: itemLabel })}
          expanded={open}
          onClick={onToggle}
        >
          {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </ItemButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {itemLabel}
          </Typography>
          {!open && summary && (
            <Typography noWrap data-testid="item-summary">
              {summary}
            </Typography>
          )}
        </Box>
        {moves}
      </Stack>
      {Preview && (!open || fieldsToCome) && <Preview itemPath={itemPath} />}
      {open && !fieldsToCome && <FieldRows fields={field.fields} spacing={2} render={fieldInput} />}
    </Box>
  );
}
