import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { ListedFileFragment } from '../graphql/generated/graphql.ts';
import { FileDetails } from './fileOperations.ts';

export interface FileUsage {
  file: ListedFileFragment;
  digitalCopies: { id: number; name: string }[];
}

/**
 * The digital copies that use each of `files` (they keep it from being deleted), read afresh when
 * `files` change: null while loading, only the files in use.
 */
export function useFileUsages(files: ListedFileFragment[]) {
  const client = useApolloClient();
  const [usages, setUsages] = useState<FileUsage[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    setUsages(null);
    setFailed(false);
    const read = (file: ListedFileFragment) =>
      client
        .query({ query: FileDetails, variables: { id: file.id }, fetchPolicy: 'network-only' })
        .then(({ data }) => ({ file, digitalCopies: data?.getFile?.digital_copies ?? [] }));
    Promise.all(files.filter((file) => !file.is_folder).map(read)).then(
      (read) => current && setUsages(read.filter((usage) => usage.digitalCopies.length)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [client, files]);
  return { usages, failed };
}
