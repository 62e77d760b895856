import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeText } from '../outcomes/outcome.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { DialogFrame } from '../ui/DialogFrame.tsx';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
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
  const { plan, failed } = useScanNamePlan(folder, open);
  const rename = useOutcomeMutation(RenameFiles, (data) => data.renameFiles, 'files.action_failed');
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
    <DialogFrame
      open={open}
      name="scan-names"
      title={t('files.names.title', { folder: folder || t('files.root') })}
      text={t('files.names.intro')}
      failure={refusal && t('files.names.refused', { reason: refusal })}
      submitLabel={t('files.names.apply', { count: changes.length })}
      submitTestId="scan-names-apply"
      submitDisabled={!changes.length}
      busy={rename.loading}
      progress={t('files.names.renaming', { count: changes.length })}
      onSubmit={apply}
      onCancel={onClose}
      wide="md"
    >
      {failed && <Alert severity="error">{t('files.failed')}</Alert>}
      {!plan && !failed && <LoadingIndicator size="section" />}
      {plan && plan.clashes.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="scan-names-clashes">
          {t('files.names.clashes', {
            count: plan.clashes.length,
            names: plan.clashes.map((clash) => clash.name).join(', '),
          })}
        </Alert>
      )}
      {plan && changes.length === 0 && <Alert severity="info">{t('files.names.nothing')}</Alert>}
      {plan && plan.renames.length > 0 && <ScanNamePlan renames={plan.renames} />}
    </DialogFrame>
  );
}

/** The folder's files in their new order: each one's old name and new one, the changed names in bold. */
function ScanNamePlan({
  renames,
}: {
  renames: NonNullable<ReturnType<typeof useScanNamePlan>['plan']>['renames'];
}) {
  const { t } = useTranslation();
  return (
    <Table size="small" data-testid="scan-names-plan">
      <TableHead>
        <TableRow>
          <TableCell>{t('files.names.position')}</TableCell>
          <TableCell>{t('files.names.from')}</TableCell>
          <TableCell>{t('files.names.to')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {renames.map(({ file, to }, index) => (
          <TableRow key={file.id} data-testid="scan-names-row">
            <TableCell>{index + 1}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{file.filename}</TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere', fontWeight: to === file.filename ? undefined : 600 }}>
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
  );
}
