import { useTranslation } from 'react-i18next';
import type { ListedFileFragment } from '../graphql/generated/graphql.ts';
import type { Flash } from '../ui/flash.ts';
import { DeleteFilesDialog } from './DeleteFilesDialog.tsx';
import { NameDialog } from './NameDialog.tsx';
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

/** The questions the file list asks: a folder's name, a new name, a target folder, a deletion, the §9 plan. */
export function FileDialogs({ dialog, folder, actions, notify, onClose, onDeleted }: FileDialogsProps) {
  const { t } = useTranslation();
  const saved = () => notify({ severity: 'success', text: t('files.saved'), messageKey: 'files.saved' });
  const kind = dialog?.kind;

  async function moveAll(files: ListedFileFragment[], target: string) {
    const missing = await actions.ensureFolder(target);
    if (missing) return missing;
    for (const file of files) {
      const objection = await actions.save(fileInputOf(file, { folder: target }), { reload: false });
      if (objection) {
        actions.reload();
        return files.length > 1 ? `${file.filename}: ${objection}` : objection;
      }
    }
    actions.reload();
    saved();
    return null;
  }

  return (
    <>
      <NameDialog
        open={kind === 'folder'}
        title={t('files.new_folder')}
        label={t('files.folder_name')}
        initial=""
        submitLabel={t('files.create')}
        onSubmit={async (name) => {
          const objection = await actions.save({ filename: name, folder, is_folder: true });
          if (!objection) saved();
          return objection;
        }}
        onClose={onClose}
      />
      <NameDialog
        open={kind === 'rename'}
        title={t('files.rename')}
        label={t('files.new_name')}
        initial={dialog?.kind === 'rename' ? dialog.file.filename : ''}
        submitLabel={t('files.rename')}
        onSubmit={async (name) => {
          if (dialog?.kind !== 'rename') return null;
          const objection = await actions.save(fileInputOf(dialog.file, { filename: name }));
          if (!objection) saved();
          return objection;
        }}
        onClose={onClose}
      />
      <NameDialog
        open={kind === 'move'}
        title={t('files.move')}
        label={t('files.move_to')}
        helperText={t('files.move_help')}
        initial={folder}
        submitLabel={t('files.move')}
        onSubmit={(target) =>
          dialog?.kind === 'move' ? moveAll(dialog.files, target) : Promise.resolve(null)
        }
        onClose={onClose}
      />
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
