import { recordPath } from '@fontes/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Paper, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { type FieldValues, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { flashOf, flashText, type MessageLine, withFlash } from '../app/flash.ts';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { FieldInput } from './FieldInput.tsx';
import { RecordHeader } from './RecordHeader.tsx';
import { RecordTabs, useRecordTab } from './RecordTabs.tsx';
import type { RecordDefinition, SavedRecord } from './recordDefinition.ts';
import { splitServerErrors } from './serverErrors.ts';
import { useSaveRecord } from './useSaveRecord.ts';

export interface RecordFormProps {
  definition: RecordDefinition;
  /** The record being edited, or null to create one. */
  record: SavedRecord | null;
}

/** Create and edit: validated on submit with the domain schema, then saved; server errors go beside their fields. */
export function RecordForm({ definition, record }: RecordFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<FieldValues, unknown, FieldValues>({
    defaultValues: (record ? definition.fromRecord(record) : definition.newValues()) as FieldValues,
    resolver: zodResolver(definition.schema as z.ZodType<FieldValues, FieldValues>),
  });
  const { save, saving } = useSaveRecord(definition);
  const [failure, setFailure] = useState<MessageLine[] | null>(null);
  const { tabs, active, setActive, tabOf, visibleFields } = useRecordTab(definition);
  const fieldNames = useMemo(() => new Set(definition.fields.map((field) => field.name)), [definition]);

  const fieldOf = (path: string) => definition.fields.find((field) => field.name === path.split('.')[0]);
  const erroneousTabs = new Set(
    Object.keys(form.formState.errors).flatMap((path) => {
      const field = fieldOf(path);
      return field ? [tabOf(field) ?? ''] : [];
    }),
  );

  function showFirstError(paths: string[]) {
    const field = paths.map(fieldOf).find((candidate) => candidate !== undefined);
    const tab = field && tabOf(field);
    if (tab && tab !== active) setActive(tab);
  }

  async function submit(values: FieldValues) {
    setFailure(null);
    const outcome = await save(values, record);
    const path = outcome.success ? recordPath(definition.type, outcome.id) : undefined;
    if (path) {
      // The view route loads the record afresh from the server (spec §4).
      navigate(path, {
        // The message's key lets the notice follow a language switch.
        state: withFlash(flashOf('success', outcome, 'Server.saved', t)),
      });
      return;
    }
    const { fieldErrors, topMessages } = splitServerErrors(
      flashOf('error', outcome, definition.labels.saveFailed, t),
      outcome.errors,
      fieldNames,
      (key) => i18n.exists(key),
    );
    for (const [index, { path, message }] of fieldErrors.entries()) {
      form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 });
    }
    showFirstError(fieldErrors.map((error) => error.path));
    setFailure(topMessages.length ? topMessages : null);
  }

  return (
    <FormProvider {...form}>
      <RecordHeader
        typeLabelKey={definition.labels.typeName}
        title={record ? definition.title(record) : t(definition.labels.createTitle)}
        subtitle={record ? t('record.editing') : undefined}
      />
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit(submit, (errors) => showFirstError(Object.keys(errors)))}
        aria-labelledby="record-title"
        data-testid="record-form"
      >
        {failure && (
          <Alert severity="error" sx={{ mb: 3 }} data-testid="record-message">
            {failure.map((line) => (
              <div key={line.text}>{flashText(t, line)}</div>
            ))}
          </Alert>
        )}
        <RecordTabs tabs={tabs} active={active} onChange={setActive} erroneous={erroneousTabs} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={3}>
            {visibleFields.map((field) => (
              <FieldInput key={field.name} field={field} />
            ))}
          </Stack>
        </Paper>
        <Stack direction="row" useFlexGap sx={{ mt: 3, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            loading={saving}
            data-testid="save-button"
          >
            {t('record.save')}
          </Button>
          <Button
            component={Link}
            to={record ? (recordPath(definition.type, record.id) ?? '/') : '/'}
            data-testid="cancel-button"
          >
            {t('common.cancel')}
          </Button>
          <Box sx={{ flex: 1 }} />
          {record && (
            <DeleteRecordButton
              definition={definition}
              record={record}
              onFailure={(message) => setFailure([{ text: message }])}
            />
          )}
        </Stack>
      </Box>
    </FormProvider>
  );
}
