import { useApolloClient } from '@apollo/client/react';
import { planScanNames, type ScanNameClash } from '@fontes/domain';
import { useEffect, useState } from 'react';
import type { FilesQuery, ListedFileFragment } from '../graphql/generated/graphql.ts';
import { Files } from './fileOperations.ts';

export interface PlannedRename {
  file: ListedFileFragment;
  to: string;
}

export interface FolderPlan {
  renames: PlannedRename[];
  clashes: ScanNameClash[];
}

/** Every file of a folder, page by page (folders left out): the helper plans over all of them. */
async function filesOfFolder(client: ReturnType<typeof useApolloClient>, folder: string) {
  const all: ListedFileFragment[] = [];
  for (let after: string | null = null; ; ) {
    const answer: { data?: FilesQuery } = await client.query({
      query: Files,
      variables: { folder, first: 100, after },
    });
    const page = answer.data?.files;
    if (!page) throw new Error('The files could not be loaded.');
    all.push(...page.items.filter((item) => !item.is_folder));
    if (!page.hasNextPage) return all;
    after = page.endCursor ?? null;
  }
}

/** The §9 plan for a folder's files, loaded when `open`; files of the same name are matched in turn. */
export function useScanNamePlan(folder: string, open: boolean) {
  const client = useApolloClient();
  const [plan, setPlan] = useState<FolderPlan | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    let current = true;
    setPlan(null);
    setFailed(false);
    filesOfFolder(client, folder).then(
      (files) => {
        if (!current) return;
        const byName = new Map<string, ListedFileFragment[]>();
        for (const file of files) byName.set(file.filename, [...(byName.get(file.filename) ?? []), file]);
        const { renames, clashes } = planScanNames(files.map((file) => file.filename));
        const planned = renames.map(({ from, to }) => ({
          file: byName.get(from)?.shift() as ListedFileFragment,
          to,
        }));
        setPlan({ renames: planned, clashes });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [client, folder, open]);
  return { plan, failed };
}
