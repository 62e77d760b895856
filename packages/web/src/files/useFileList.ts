import { useQuery } from '@apollo/client/react';
import type { FileSort } from '../graphql/generated/graphql.ts';
import { Files } from './fileOperations.ts';

export interface FileListView {
  folder: string;
  search: string;
  sort: FileSort;
  descending: boolean;
  page: number;
  pageSize: number;
}

/** One page of a folder (or of a search under it); the previous page stays shown while the next loads. */
export function useFileList(view: FileListView) {
  const { data, previousData, loading, error, refetch } = useQuery(Files, {
    variables: {
      folder: view.folder,
      search: view.search.trim() || null,
      sort: view.sort,
      descending: view.descending,
      first: view.pageSize,
      after: view.page > 0 ? String(view.page * view.pageSize) : null,
    },
    notifyOnNetworkStatusChange: true,
  });
  return { result: (data ?? previousData)?.files, loading, error, refetch };
}
