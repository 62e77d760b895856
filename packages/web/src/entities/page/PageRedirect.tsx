import { useQuery } from '@apollo/client/react';
import { entryPath } from '@fontes/domain';
import { Navigate, useLocation, useParams } from 'react-router';
import { parseRecordId } from '../../records/recordId.ts';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import { NotFound } from '../../ui/NotFound.tsx';
import { PageCatalog } from './pageQueries.ts';

/** `/pages/{id}`: a page has no view of its own (spec §2), it is shown in its catalog's view. */
export function PageRedirect() {
  const id = parseRecordId(useParams().id);
  // The saved page's form comes here with its "Saved." notice, which the catalog's view shows.
  const { state } = useLocation();
  const { data, loading } = useQuery(PageCatalog, { variables: { id: id ?? 0 }, skip: id === null });
  if (loading) return <LoadingIndicator />;
  const page = data?.getPage;
  if (id === null || !page) return <NotFound kind="record" />;
  return <Navigate to={entryPath(page.catalog.id, page.id)} replace state={state} />;
}
