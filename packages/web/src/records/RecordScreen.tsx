import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { NotFound } from '../ui/NotFound.tsx';
import { ScreenContainer } from '../ui/ScreenContainer.tsx';
import { RecordForm } from './RecordForm.tsx';
import { RecordView } from './RecordView.tsx';
import { parseRecordId } from './recordId.ts';
import type { RecordScreenDefinition } from './recordScreenDefinition.ts';
import { useRecord } from './useRecord.ts';
import { useStartingRecord } from './useStartingRecord.ts';

export type RecordScreenMode = 'create' | 'view' | 'edit';

export interface RecordScreenProps {
  definition: RecordScreenDefinition;
  mode: RecordScreenMode;
}

/** The screen of one record at /<type>/create (?from={id}), /<type>/:id and /<type>/:id/edit. */
export function RecordScreen({ definition, mode }: RecordScreenProps) {
  const params = useParams();
  const location = useLocation();
  // `?from={id}`: a new record starts from a saved one, loaded afresh, so that the address holds all it
  // needs through a reload, in a new tab or as a shared link.
  const [search] = useSearchParams();
  const from = mode === 'create' ? search.get('from') : null;
  const id = mode === 'create' ? parseRecordId(from ?? undefined) : parseRecordId(params.id);
  const { record, loading, error } = useRecord(definition, id);
  // `?entry={id}` and the like: a new record starts from a record of another type (definition.startsFrom).
  const starting = useStartingRecord(definition, search);

  // A form with something beside its fields (a page's scan) takes the wider column, as does a view's tab
  // laid out beside a scan (a catalog's pages).
  const deskTab = mode === 'view' && definition.wideTabs?.includes(search.get('tab') ?? '');
  const formWidth = (mode !== 'view' && definition.aside) || deskTab ? 'xl' : 'md';
  if (mode === 'create' && from === null) {
    if (starting.state === 'loading') return <LoadingIndicator />;
    if (starting.state === 'missing') return <NotFound kind="record" />;
    if (starting.state === 'failed') return <LoadFailed />;
    return (
      <ScreenContainer width={formWidth}>
        <RecordForm
          definition={definition}
          record={null}
          {...(starting.state === 'ready' ? { started: starting.values, returnTo: starting.returnTo } : {})}
        />
      </ScreenContainer>
    );
  }
  if (id === null) return <NotFound kind="record" />;
  // Read again (after a restore), the record stays on screen until the new answer replaces it.
  if (loading && !record) return <LoadingIndicator />;
  if (error) return <LoadFailed />;
  if (!record) return <NotFound kind="record" />;
  // A merged record's address answers the record it was merged into: the address follows (merge/).
  if (mode !== 'create' && record.id !== id)
    return (
      <Navigate
        to={{ ...location, pathname: location.pathname.replace(`/${id}`, `/${record.id}`) }}
        replace
      />
    );
  return (
    <ScreenContainer width={formWidth}>
      {mode === 'view' && <RecordView definition={definition} record={record} />}
      {mode === 'edit' && <RecordForm definition={definition} record={record} />}
      {mode === 'create' && <RecordForm definition={definition} record={null} template={record} />}
    </ScreenContainer>
  );
}

function LoadFailed() {
  const { t } = useTranslation();
  return (
    <ScreenContainer>
      <Alert severity="error" data-testid="record-message">
        {t('record.load_failed')}
      </Alert>
    </ScreenContainer>
  );
}
