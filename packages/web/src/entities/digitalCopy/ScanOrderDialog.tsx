import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImageItem, inScanOrder, sameOrder } from './imageOrder.ts';

export interface ScanOrderDialogProps {
  items: readonly ImageItem[];
  onConfirm(ordered: ImageItem[]): void;
  onCancel(): void;
}

/** The images in the §9 order, each with its place before; the list is reordered only when confirmed. */
export function ScanOrderDialog({ items, onConfirm, onCancel }: ScanOrderDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const ordered = useMemo(() => inScanOrder(items), [items]);
  const unchanged = sameOrder(ordered, items);
  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      data-testid="scan-order-dialog"
    >
      <DialogTitle id={`${id}-title`}>{t('entities.digital_copy.order_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('entities.digital_copy.order_intro')}</DialogContentText>
        {unchanged && <Alert severity="info">{t('entities.digital_copy.order_unchanged')}</Alert>}
        {!unchanged && (
          <Table size="small" data-testid="scan-order-plan">
            <TableHead>
              <TableRow>
                <TableCell>{t('entities.digital_copy.order_position')}</TableCell>
                <TableCell>{t('entities.digital_copy.order_file')}</TableCell>
                <TableCell>{t('entities.digital_copy.order_before')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ordered.map((item, index) => {
                const before = items.indexOf(item);
                return (
                  <TableRow key={`${item.file?.id}-${before}`} data-testid="scan-order-row">
                    <TableCell>{index + 1}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.file?.title}</TableCell>
                    <TableCell sx={{ fontWeight: before === index ? undefined : 600 }}>
                      {before + 1}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={unchanged}
          onClick={() => onConfirm(ordered)}
          data-testid="scan-order-apply"
        >
          {t('entities.digital_copy.order_apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
