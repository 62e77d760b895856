import { normalizeFolderPath } from '@fontes/domain';
import { useSearchParams } from 'react-router';
import type { FileSort } from '../graphql/generated/graphql.ts';
import type { FileListView } from './useFileList.ts';

const sorts: FileSort[] = ['filename', 'mime', 'size', 'created_at'];
const pageSizes = [25, 50, 100];

/**
 * What the file list shows, kept in the address (`?folder=scans/1795&q=&sort=size&desc=1&page=2`) so
 * that back and forward, reloads and shared links show the same.
 */
export function useFileListView() {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort') as FileSort | null;
  const size = Number(params.get('size'));
  const view: FileListView = {
    folder: normalizeFolderPath(params.get('folder')),
    search: params.get('q') ?? '',
    sort: sort && sorts.includes(sort) ? sort : 'filename',
    descending: params.get('desc') === '1',
    page: Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0),
    pageSize: pageSizes.includes(size) ? size : 50,
  };

  function setView(change: Partial<FileListView>) {
    const next = { ...view, ...change };
    const entries: [string, string][] = [];
    if (next.folder) entries.push(['folder', next.folder]);
    if (next.search) entries.push(['q', next.search]);
    if (next.sort !== 'filename') entries.push(['sort', next.sort]);
    if (next.descending) entries.push(['desc', '1']);
    if (next.page > 0) entries.push(['page', String(next.page + 1)]);
    if (next.pageSize !== 50) entries.push(['size', String(next.pageSize)]);
    setParams(new URLSearchParams(entries));
  }

  return { view, setView };
}
