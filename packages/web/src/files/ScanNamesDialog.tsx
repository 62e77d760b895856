import {
  Alert,
  Box,
  Button,
  CircularProgress,
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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileInputOf } from './useFileActions.ts';
import { useScanNamePlan } from './useScanNamePlan.ts';

export interface ScanNamesDialogProps {
  open: boolean;
  folder: string;
  save: (input: ReturnType<typeof fileInputOf>, options: { reload: boolean }) => Promise<string | null>;
  onDone(renamed: number, failures: string[]): void;
  onClose(): void;
}

/** The §9 helper over a folder: the new names in the new order, renamed only when confirmed. */
export function ScanNamesDialog({ open, folder, save, onDone, onClose }: ScanNamesDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { plan, failed } = useScanNamePlan(folder, open);
  const [busy, setBusy] = useState(false);
  const changes = plan?.renames.filter((rename) => rename.to !== rename.file.filename) ?? [];

  async function apply() {
    setBusy(true);
    const failures: string[] = [];
    for (const { file, to } of changes) {
      if (await save(fileInputOf(file, { filename: to }), { reload: false })) failures.push(file.filename);
    }
    setBusy(false);
    onDone(changes.length - failures.length, failures);
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={`${id}-title`}
      data-testid="scan-names-dialog"
    >
      <DialogTitle id={`${id}-title`}>
        {t('files.names.title', { folder: folder || t('files.root') })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('files.names.intro')}</DialogContentText>
        {failed && <Alert severity="error">{t('files.failed')}</Alert>}
        {!plan && !failed && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress size={28} aria-label={t('common.loading')} />
          </Box>
        )}
        {plan && plan.clashes.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="scan-names-clashes">
            {t('files.names.clashes', {
              count: plan.clashes.length,
              names: plan.clashes.map((clash) => clash.name).join(', '),
            })}
          </Alert>
        )}
        {plan && changes.length === 0 && <Alert severity="info">{t('files.names.nothing')}</Alert>}
        {plan && plan.renames.length > 0 && (
          <Table size="small" data-testid="scan-names-plan">
            <TableHead>
              <TableRow>
                <TableCell>{t('files.names.position')}</TableCell>
                <TableCell>{t('files.names.from')}</TableCell>
                <TableCell>{t('files.names.to')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plan.renames.map(({ file, to }, index) => (
                <TableRow key={file.id} data-testid="scan-names-row">
                  <TableCell>{index + 1}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{file.filename}</TableCell>
                  <TableCell
                    sx={{ overflowWrap: 'anywhere', fontWeight: to === file.filename ? undefined : 600 }}
                  >
                    {to === file.filename ? (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {t('files.names.unchanged')}
                      </Box>
                    ) : (
                      to
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={apply}
          loading={busy}
          disabled={!changes.length}
          data-testid="scan-names-apply"
        >
          {t('files.names.apply', { count: changes.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
