import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProgressFetchInit } from '../graphql/progressFetch.ts';
import { outcomeText } from '../outcomes/outcome.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { SaveFile } from './fileOperations.ts';
import { uploadRefusal } from './filePaths.ts';

export interface UploadItem {
  key: number;
  name: string;
  size: number;
  loaded: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  /** Why the server or the network refused it. */
  message?: string;
  id?: number;
}

/** Sent side by side: the server takes several at once, and small scans then arrive faster. */
const parallel = 3;
let nextKey = 0;

/**
 * Uploads files into a folder, several at a time, each with its own progress; a file refused (too
 * large, empty) is named with the server's reason while the others go on.
 */
export function useUploads(onSettled: () => void) {
  const { t } = useTranslation();
  const saveFile = useOutcomeMutation(SaveFile, (data) => data.upsertFile, 'files.upload_failed', {
    failureSaid: uploadRefusal,
  });
  const [items, setItems] = useState<UploadItem[]>([]);

  const update = (key: number, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function send(item: UploadItem, file: File, folder: string) {
    update(item.key, { status: 'uploading' });
    const fetchOptions: ProgressFetchInit = {
      onUploadProgress: (loaded, total) => update(item.key, { loaded: Math.min(loaded, total) }),
    };
    const answer = await saveFile.run({ variables: { input: { file, folder } }, context: { fetchOptions } });
    if (answer.success) update(item.key, { status: 'done', loaded: item.size, id: answer.id ?? undefined });
    // The field's message says why ("The file is empty."); the answer's own is only "invalid input".
    else
      update(item.key, {
        status: 'failed',
        message: outcomeText(t, answer, 'files.upload_failed'),
      });
  }

  async function upload(files: File[], folder: string) {
    const added = files.map((file) => ({
      file,
      item: { key: nextKey++, name: file.name, size: file.size, loaded: 0, status: 'waiting' as const },
    }));
    // A new batch replaces what has settled, failures too: the summary speaks of what is on the list.
    setItems((list) => [
      ...list.filter((item) => item.status === 'waiting' || item.status === 'uploading'),
      ...added.map((a) => a.item),
    ]);
    const queue = [...added];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await send(next.item, next.file, folder);
    };
    await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
    onSettled();
  }

  const clear = () =>
    setItems((list) => list.filter((item) => item.status === 'waiting' || item.status === 'uploading'));

  return { items, upload, clear };
}
