import { Alert, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../ui/DialogFrame.tsx';
import { type ImageItem, inScanOrder, sameOrder } from './imageOrder.ts';

export interface ScanOrderDialogProps {
  items: readonly ImageItem[];
  onConfirm(ordered: ImageItem[]): void;
  onCancel(): void;
}

/** The images in the §9 order, each with its place before; the list is reordered only when confirmed. */
export function ScanOrderDialog({ items, onConfirm, onCancel }: ScanOrderDialogProps) {
  const { t } = useTranslation();
  const ordered = useMemo(() => inScanOrder(items), [items]);
  const unchanged = sameOrder(ordered, items);
  return (
    <DialogFrame
      open
      title={t('entities.digital_copy.order_title')}
      text={t('entities.digital_copy.order_intro')}
      submitLabel={t('entities.digital_copy.order_apply')}
      submitDisabled={unchanged}
      onSubmit={() => onConfirm(ordered)}
      onCancel={onCancel}
      name="scan-order"
      submitTestId="scan-order-apply"
      wide
    >
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
                  <TableCell sx={{ fontWeight: before === index ? undefined : 600 }}>{before + 1}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </DialogFrame>
  );
}
