import { fileSchema } from '@fontes/domain';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../forms/FormDialog.tsx';
import type { FieldDescriptor } from '../forms/fieldDescriptor.ts';
import type { ListedFileFragment } from '../graphql/generated/graphql.ts';
import { failedOutcome, type Outcome, outcomeText } from '../outcomes/outcome.ts';
import type { Flash } from '../ui/flash.ts';
import { DeleteFilesDialog } from './DeleteFilesDialog.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';
import { ScanNamesDialog } from './ScanNamesDialog.tsx';
import { fileInputOf, type useFileActions } from './useFileActions.ts';

export type FileDialog =
  | { kind: 'folder' }
  | { kind: 'names' }
  | { kind: 'preview'; file: ListedFileFragment }
  | { kind: 'rename'; file: ListedFileFragment }
  | { kind: 'move'; files: ListedFileFragment[] }
  | { kind: 'delete'; files: ListedFileFragment[] };

export interface FileDialogsProps {
  dialog: FileDialog | null;
  folder: string;
  actions: ReturnType<typeof useFileActions>;
  notify(flash: Flash): void;
  onClose(): void;
  onDeleted(): void;
}

/** The name a new folder gets, and a file's new name: checked by the domain's rule for file names. */
const folderNameFields: readonly FieldDescriptor[] = [
  { name: 'filename', type: 'text', labelKey: 'files.folder_name', required: true },
];
const newNameFields: readonly FieldDescriptor[] = [
  { name: 'filename', type: 'text', labelKey: 'files.new_name', required: true },
];
const filenameSchema = fileSchema.pick({ filename: true });
/** The folder files are moved to; missing folders on its way are made. */
const moveFields: readonly FieldDescriptor[] = [
  { name: 'folder', type: 'text', labelKey: 'files.move_to', helperKey: 'files.move_help' },
];
const folderSchema = fileSchema.pick({ folder: true });

const done: Outcome = { success: true, message: '', message_key: null, message_params: [], errors: [] };

/** The questions the file list asks: a folder's name, a new name, a target folder, a deletion, the §9 plan. */
export function FileDialogs({ dialog, folder, actions, notify, onClose, onDeleted }: FileDialogsProps) {
  const { t } = useTranslation();
  const saved = () => {
    notify({ severity: 'success', text: t('files.saved'), messageKey: 'files.saved' });
    onClose();
  };
  const kind = dialog?.kind;

  /** Moves one file after the other; the first refusal stops it, named by its file when there are several. */
  async function moveAll(files: ListedFileFragment[], target: string): Promise<Outcome> {
    const missing = await actions.ensureFolder(target);
    if (missing) return missing;
    for (const file of files) {
      const answer = await actions.save(fileInputOf(file, { folder: target }), { reload: false });
      if (answer.success) continue;
      actions.reload();
      if (files.length === 1) return answer;
      const said = `${file.filename}: ${outcomeText(t, answer, 'files.action_failed')}`;
      return failedOutcome(t, 'files.action_failed', said);
    }
    actions.reload();
    return done;
  }

  const nameDialog = { name: 'name', failedKey: 'files.action_failed', onDone: saved, onCancel: onClose };
  return (
    <>
      <FormDialog
        {...nameDialog}
        open={kind === 'folder'}
        title={t('files.new_folder')}
        submitLabel={t('files.create')}
        fields={folderNameFields}
        schema={filenameSchema}
        values={{ filename: '' }}
        run={({ filename }: FieldValues) => actions.save({ filename, folder, is_folder: true })}
      />
      {dialog?.kind === 'rename' && (
        <FormDialog
          {...nameDialog}
          open
          title={t('files.rename')}
          submitLabel={t('files.rename')}
          fields={newNameFields}
          schema={filenameSchema}
          values={{ filename: dialog.file.filename }}
          run={({ filename }: FieldValues) => actions.save(fileInputOf(dialog.file, { filename }))}
        />
      )}
      {dialog?.kind === 'move' && (
        <FormDialog
          {...nameDialog}
          open
          title={t('files.move')}
          submitLabel={t('files.move')}
          fields={moveFields}
          schema={folderSchema}
          values={{ folder }}
          run={({ folder: target }: FieldValues) => moveAll(dialog.files, target)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteFilesDialog
          files={dialog.files}
          onConfirm={() => {
            onClose();
            void actions.remove(dialog.files).then((ids) => ids.length && onDeleted());
          }}
          onCancel={onClose}
        />
      )}
      <ScanNamesDialog
        open={kind === 'names'}
        folder={folder}
        onDone={(renamed) => {
          actions.reload();
          onClose();
          notify({ severity: 'success', text: t('files.names.renamed', { count: renamed }) });
        }}
        onClose={onClose}
      />
      <PreviewDialog file={dialog?.kind === 'preview' ? dialog.file : null} onClose={onClose} />
    </>
  );
}
