import { useApolloClient } from '@apollo/client/react';
import { normalizeFolderPath } from '@fontes/domain';
import { useTranslation } from 'react-i18next';
import type { FileInput } from '../graphql/generated/graphql.ts';
import type { Outcome } from '../outcomes/outcome.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { type Flash, flashOf } from '../ui/flash.ts';
import { DeleteFile, Files, SaveFile } from './fileOperations.ts';
import { folderCrumbs } from './filePaths.ts';

export interface StoredFile {
  id: number;
  filename: string;
  folder: string;
  is_folder: boolean;
  updated_at: string;
}

/** The fields a rename or move sends again: the kind is fixed, the version guards against a stale list. */
export const fileInputOf = (file: StoredFile, change: Partial<FileInput> = {}): FileInput => ({
  id: file.id,
  filename: file.filename,
  folder: file.folder,
  is_folder: file.is_folder,
  updated_at: file.updated_at,
  ...change,
});

/** A file's save refused: what the server said, or the failure said in its place. */
export type FailedFileOutcome = Outcome & { success: false };

/** Saving and deleting files with the server's answers as messages; `changed` reloads what shows them. */
export function useFileActions(notify: (flash: Flash) => void, changed: () => void) {
  const { t } = useTranslation();
  const saveFile = useOutcomeMutation(SaveFile, (data) => data.upsertFile, 'files.action_failed');
  const deleteFile = useOutcomeMutation(DeleteFile, (data) => data.deleteFile, 'files.action_failed');
  const client = useApolloClient();

  /** Whether `parent` holds a folder called `name`. */
  async function folderExists(parent: string, name: string): Promise<boolean> {
    const { data } = await client.query({
      query: Files,
      variables: { folder: parent, search: name, first: 100 },
    });
    return !!data?.files.items.some(
      (item) => item.is_folder && item.folder === parent && item.filename === name,
    );
  }

  /**
   * Creates the folders of `path` that do not exist yet, so that what is moved there can be found by
   * opening folders; the refusal of the first that could not be made, else null.
   */
  async function ensureFolder(path: string): Promise<FailedFileOutcome | null> {
    let parent = '';
    for (const crumb of folderCrumbs(normalizeFolderPath(path))) {
      if (!(await folderExists(parent, crumb.name))) {
        const answer = await save({ filename: crumb.name, folder: parent, is_folder: true });
        if (!answer.success) return { ...answer, success: false };
      }
      parent = crumb.path;
    }
    return null;
  }

  /** Saves one file or folder; the list is loaded again after a success unless `reload` is false. */
  async function save(input: FileInput, { reload = true } = {}) {
    const answer = await saveFile.run({ variables: { input } });
    if (answer.success && reload) changed();
    return answer;
  }

  /** Deletes one after the other; a refusal (a digital copy uses the file) is shown as the server said it. */
  async function remove(files: StoredFile[]): Promise<number[]> {
    const deleted: number[] = [];
    const refusals: Flash[] = [];
    for (const file of files) {
      const answer = await deleteFile.run({ variables: { id: file.id } });
      if (answer.success) deleted.push(file.id);
      else refusals.push(flashOf('error', answer, 'files.action_failed', t));
    }
    if (deleted.length) {
      const count = deleted.length;
      notify({
        severity: 'success',
        text: t('files.deleted', { count }),
        messageKey: 'files.deleted',
        messageParams: { count: String(count) },
      });
      changed();
    }
    // A refusal is shown last, so that it stays rather than a success covering it.
    for (const refusal of refusals) notify(refusal);
    return deleted;
  }

  return { save, remove, ensureFolder, reload: changed };
}
