import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadingIndicator } from '../app/LoadingIndicator.tsx';
import { NotFound } from '../app/NotFound.tsx';
import { ScreenContainer } from '../app/ScreenContainer.tsx';
import { RecordForm } from './RecordForm.tsx';
import { RecordView } from './RecordView.tsx';
import { parseRecordId } from './recordId.ts';
import type { RecordScreenDefinition } from './recordScreenDefinition.ts';
import { useRecord } from './useRecord.ts';

export type RecordScreenMode = 'create' | 'view' | 'edit';

export interface RecordScreenProps {
  definition: RecordScreenDefinition;
  mode: RecordScreenMode;
}

/** The screen of one record at /<type>/create (?from={id}), /<type>/:id and /<type>/:id/edit. */
export function RecordScreen({ definition, mode }: RecordScreenProps) {
  const { t } = useTranslation();
  const params = useParams();
  // `?from={id}`: a new record starts from a saved one, loaded afresh, so that the address holds all it
  // needs through a reload, in a new tab or as a shared link.
  const [search] = useSearchParams();
  const from = mode === 'create' ? search.get('from') : null;
  const id = mode === 'create' ? parseRecordId(from ?? undefined) : parseRecordId(params.id);
  const { record, loading, error } = useRecord(definition, id);

  // A form with something beside its fields (a page's scan) takes the wider column.
  const formWidth = mode !== 'view' && definition.aside ? 'lg' : 'md';
  if (mode === 'create' && from === null) {
    return (
      <ScreenContainer width={formWidth}>
        <RecordForm definition={definition} record={null} />
      </ScreenContainer>
    );
  }
  if (id === null) return <NotFound kind="record" />;
  if (loading) return <LoadingIndicator />;
  if (error) {
    return (
      <ScreenContainer>
        <Alert severity="error" data-testid="record-message">
          {t('record.load_failed')}
        </Alert>
      </ScreenContainer>
    );
  }
  if (!record) return <NotFound kind="record" />;
  return (
    <ScreenContainer width={formWidth}>
      {mode === 'view' && <RecordView definition={definition} record={record} />}
      {mode === 'edit' && <RecordForm definition={definition} record={record} />}
      {mode === 'create' && <RecordForm definition={definition} record={null} template={record} />}
    </ScreenContainer>
  );
}
