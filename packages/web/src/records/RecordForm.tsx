import { recordPath } from '@fontes/domain';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Paper, Stack } from '@mui/material';
import { type BaseSyntheticEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type Control, type FieldValues, useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { copiedValues } from '../forms/copiedValues.ts';
import { FieldInput } from '../forms/FieldInput.tsx';
import { FieldRows } from '../forms/FieldRows.tsx';
import { listsKeptOnSave } from '../forms/fields/list.tsx';
import { FormMethodsProvider } from '../forms/formMethods.tsx';
import { formResolver, validValues } from '../forms/formResolver.ts';
import { focusGridStart } from '../forms/gridCells.ts';
import { splitServerErrors } from '../outcomes/serverErrors.ts';
import { useDeskScreen } from '../ui/deskScreen.ts';
import { flashOf, type MessageLine, withFlash } from '../ui/flash.ts';
import { SplitPane } from '../ui/SplitPane.tsx';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { errorCountsByTab, errorPaths } from './errorPaths.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { OtherVersionPanel } from './OtherVersionPanel.tsx';
import { RecordHeader } from './RecordHeader.tsx';
import { conditionFields, RecordTabs, useRecordTab } from './RecordTabs.tsx';
import type { FormValues, RecordScreenDefinition, SavedRecord } from './recordScreenDefinition.ts';
import { SaveMessages } from './SaveMessages.tsx';
import { formShortcut, useFormKeys } from './useFormShortcuts.ts';
import { useLeaveForm } from './useLeaveForm.ts';
import { useSaveRecord } from './useSaveRecord.ts';
import { isStale, staleMessageKey, useStaleVersion } from './useStaleVersion.ts';

export interface RecordFormProps {
  definition: RecordScreenDefinition;
  /** The record being edited, or null to create one. */
  record: SavedRecord | null;
  /** A saved record a new one starts from: its values but what `copiedValues` leaves out. */
  template?: SavedRecord | null;
  /** A new record's values started from a record of another type (`definition.startsFrom`). */
  started?: FormValues;
  /** Where a new record's form goes once saved and on cancel, instead of the saved record's view. */
  returnTo?: string;
}

/** Create and edit: validated on submit with the domain schema, then saved; server errors go beside their fields. */
export function RecordForm({ definition, record, template = null, started, returnTo }: RecordFormProps) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const resolver = useMemo(() => formResolver(definition), [definition]);
  const form = useForm<FieldValues, unknown, FieldValues>({
    defaultValues: (started ?? startValues(definition, record, template, params)) as FieldValues,
    resolver,
  });
  const { save, saving } = useSaveRecord(definition);
  const [failure, setFailure] = useState<MessageLine[] | null>(null);
  const versions = useStaleVersion(definition, record);
  const { leave, leaving } = useLeaveForm();
  const busy = saving || leaving;
  const conditions = useMemo(() => conditionFields(definition), [definition]);
  const conditionValues = useWatch({ control: form.control, name: conditions });
  const { tabs, active, setActive, tabOf, visibleFields } = useRecordTab(
    definition,
    Object.fromEntries(conditions.map((name, index) => [name, conditionValues[index]])),
    record === null,
  );
  const fieldNames = useMemo(() => new Set(definition.fields.map((field) => field.name)), [definition]);
  const [focusPath, setFocusPath] = useState<string | null>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const { state: arrival } = useLocation();
  // A form with its scan beside (a page's transcription) is worked at all day: the menu may give way.
  useDeskScreen(definition.aside !== undefined);

  const fieldOf = (name: string) => definition.fields.find((field) => field.name === name);
  const tabOfField = (name: string) => {
    const field = fieldOf(name);
    return field && tabOf(field);
  };
  const errorCounts = errorCountsByTab(errorPaths(form.formState.errors), tabOfField);

  // The first error's tab opens; once its field is shown, it takes the focus.
  function showFirstError(paths: string[]) {
    const first = paths.find((path) => fieldOf(path.split('.')[0] ?? ''));
    if (!first) return;
    const tab = tabOfField(first.split('.')[0] ?? '');
    if (tab && tab !== active) setActive(tab);
    setFocusPath(first);
  }

  // The tab switch reaches the address a render later: wait until the field is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `active` re-runs the effect once the tab shows
  useEffect(() => {
    if (!focusPath) return;
    const frame = requestAnimationFrame(() => {
      const input = document.getElementById(`field-${focusPath}`);
      if (!input) return;
      input.focus();
      setFocusPath(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusPath, active]);

  // A form leafed to (Alt+PageDown) goes on where typing goes on, as the one left did; once, as it opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: where the form opened, not where it is now
  useEffect(() => {
    if (!leafedTo(arrival)) return;
    const frame = requestAnimationFrame(() => focusGridStart(definition.fields, form.getValues()));
    return () => cancelAnimationFrame(frame);
  }, []);

  /** Saves, then goes to `next` (a neighbour's form) or to the saved record's view. */
  async function submit(values: FieldValues, next?: string) {
    setFailure(null);
    const outcome = await save(values, versions.base);
    versions.saved(outcome);
    const path = outcome.success
      ? (next ??
        (record ? undefined : returnTo) ??
        (outcome.id ? definition.savedPath?.(outcome.id, values) : null) ??
        recordPath(definition.type, outcome.id))
      : undefined;
    if (path) {
      // The view route loads the record afresh from the server (spec §4).
      leave(path, {
        // The message's key lets the notice follow a language switch.
        state: { ...withFlash(flashOf('success', outcome, 'Server.saved', t)), leafed: next !== undefined },
      });
      return;
    }
    // The server's words for a stale save advise a reload, which would drop the input: the form says its own.
    const message = isStale(outcome)
      ? { text: t(staleMessageKey), messageKey: staleMessageKey }
      : flashOf('error', outcome, definition.labels.saveFailed, t);
    const { fieldErrors, topMessages } = splitServerErrors(message, outcome.errors, fieldNames, (key) =>
      i18n.exists(key),
    );
    for (const { path, message } of fieldErrors) form.setError(path, { type: 'server', message });
    showFirstError(fieldErrors.map((error) => error.path));
    setFailure(topMessages.length ? topMessages : null);
  }

  // A form showing no errors whose values hold is saved at once, past react-hook-form's submit: its state
  // changes would draw every bound field again, twice (a page's 20 entries are 120 inputs). Any other goes
  // through it, which shows the errors and clears those the values no longer have.
  const saveAndGo = (next?: string) => async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (busy) return;
    for (const [name, kept] of listsKeptOnSave(definition.fields, form.getValues()))
      form.setValue(name, kept);
    if (errorPaths(form.formState.errors).length === 0) {
      const values = await validValues(resolver, form.getValues());
      if (values) return submit(values, next);
    }
    return form.handleSubmit(
      (values) => submit(values, next),
      (errors) => showFirstError(errorPaths(errors)),
    )(event);
  };

  // Ctrl+S (⌘S) saves as the button does; Alt+PageUp / Alt+PageDown save and go to the record before or
  // after (a catalog's pages), staying with the errors shown when the form does not validate.
  useFormKeys(formElement, (event) => {
    const shortcut = formShortcut(event, record && definition.neighbours?.(versions.base ?? record));
    if (shortcut) void saveAndGo(shortcut.next)();
    return shortcut !== null;
  });

  // The user's input is dropped only here, by their choice.
  function takeOverOther(other: SavedRecord) {
    form.reset(definition.fromRecord(other) as FieldValues);
    versions.settleOn(other, 'taken');
    setFailure(null);
  }

  function keepMine(other: SavedRecord) {
    versions.settleOn(other, 'kept');
    setFailure(null);
  }

  const fieldsPaper = (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: definition.aside ? 2 : 3 }, minWidth: 0 }}>
      <FieldRows
        fields={visibleFields}
        spacing={3}
        render={(field) => <FieldInput key={field.name} field={field} />}
      />
    </Paper>
  );

  return (
    <FormMethodsProvider form={form}>
      <UnsavedChangesGuard control={form.control} />
      <RecordHeader
        compact={definition.aside !== undefined}
        typeLabelKey={definition.labels.typeName}
        title={versions.base ? definition.title(versions.base) : t(definition.labels.createTitle)}
        subtitle={
          record
            ? t('record.editing')
            : template
              ? t('record.copied_from', { title: definition.title(template) })
              : undefined
        }
      />
      <Box
        component="form"
        noValidate
        ref={formElement}
        onSubmit={saveAndGo()}
        aria-labelledby="record-title"
        data-testid="record-form"
      >
        <SaveMessages failure={failure} versions={versions} />
        <RecordTabs tabs={tabs} active={active} onChange={setActive} errorCounts={errorCounts} />
        {definition.aside ? (
          <SplitPane
            name={definition.type}
            defaultShare={70}
            label={t('shell.split_panes')}
            first={fieldsPaper}
            second={<definition.aside />}
          />
        ) : (
          fieldsPaper
        )}
        {versions.other.state === 'shown' && (
          <OtherVersionPanel
            definition={definition}
            other={versions.other.record}
            onTakeOver={takeOverOther}
            onKeepMine={keepMine}
          />
        )}
        <Stack direction="row" useFlexGap sx={{ mt: 3, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            loading={busy}
            data-testid="save-button"
          >
            {t('record.save')}
          </Button>
          <Button
            component={Link}
            to={cancelPath(definition, record, template, params, returnTo)}
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
              leave={leave}
            />
          )}
        </Stack>
      </Box>
    </FormMethodsProvider>
  );
}

/** Whether a form was opened by leafing to it from its neighbour's (its navigation's state says so). */
const leafedTo = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { leafed?: unknown }).leafed === true;

/** Where Cancel goes: the record's view, the one a copy started from, or where a new one was asked for. */
function cancelPath(
  definition: RecordScreenDefinition,
  record: SavedRecord | null,
  template: SavedRecord | null,
  params: URLSearchParams,
  returnTo: string | undefined,
): string {
  const shown = recordPath(definition.type, (record ?? template)?.id);
  if (shown) return shown;
  return returnTo ?? definition.cancelPath?.(params) ?? '/';
}

/** The form's first values: the edited record's, a new one's, or a new one's started from `template`. */
function startValues(
  definition: RecordScreenDefinition,
  record: SavedRecord | null,
  template: SavedRecord | null,
  params: URLSearchParams,
) {
  if (record) return definition.fromRecord(record);
  const blank = definition.newValues(params);
  return template ? copiedValues(definition.fields, definition.fromRecord(template), blank) : blank;
}

/**
 * The leave guard of a form, subscribed to its dirty state alone: a form becoming clean or dirty again
 * re-renders only this, not the whole form with its incipits.
 */
function UnsavedChangesGuard({ control }: { control: Control<FieldValues> }) {
  const { isDirty } = useFormState({ control });
  return <LeaveGuard active={isDirty} />;
}
