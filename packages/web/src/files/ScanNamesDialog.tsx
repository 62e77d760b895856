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
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeText } from '../forms/outcome.ts';
import { useOutcomeMutation } from '../forms/useOutcomeMutation.ts';
import { RenameFiles } from './fileOperations.ts';
import { useScanNamePlan } from './useScanNamePlan.ts';

export interface ScanNamesDialogProps {
  open: boolean;
  folder: string;
  /** Called when all are renamed (a refusal renames none and is shown in the dialog). */
  onDone(renamed: number): void;
  onClose(): void;
}

/** The §9 helper over a folder: the new names in the new order, renamed only when confirmed. */
export function ScanNamesDialog({ open, folder, onDone, onClose }: ScanNamesDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const { plan, failed } = useScanNamePlan(folder, open);
  const rename = useOutcomeMutation(RenameFiles, (data) => data.renameFiles, 'files.action_failed');
  const busy = rename.loading;
  const [refusal, setRefusal] = useState<string | null>(null);
  const changes = plan?.renames.filter((rename) => rename.to !== rename.file.filename) ?? [];
  useEffect(() => {
    if (open) setRefusal(null);
  }, [open]);

  // One request, one transaction: leaving while it runs renames all of them or none.
  async function apply() {
    const renames = changes.map(({ file, to }) => ({
      id: file.id,
      filename: to,
      updated_at: file.updated_at,
    }));
    const outcome = await rename.run({ variables: { renames } });
    if (outcome.success) onDone(changes.length);
    else setRefusal(outcomeText(t, outcome, 'files.action_failed'));
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
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="scan-names-refusal">
            {t('files.names.refused', { reason: refusal })}
          </Alert>
        )}
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
        {busy && (
          <Box
            role="status"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 'auto', pl: 2 }}
            data-testid="scan-names-progress"
          >
            <CircularProgress size={20} aria-hidden />
            {t('files.names.renaming', { count: changes.length })}
          </Box>
        )}
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={apply}
          disabled={busy || !changes.length}
          data-testid="scan-names-apply"
        >
          {t('files.names.apply', { count: changes.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
