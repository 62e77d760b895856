import { createPath, recordEditPath, recordPath } from '@fontes/domain';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, Paper } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FieldValueList } from '../forms/FieldValueList.tsx';
import type { RecordName } from '../graphql/generated/graphql.ts';
import { useSession } from '../session/sessionContext.ts';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { PermalinkButton } from './PermalinkButton.tsx';
import { RecordHeader } from './RecordHeader.tsx';
import { RecordTabs, useRecordTab } from './RecordTabs.tsx';
import type { RecordScreenDefinition, RecordTab, SavedRecord } from './recordScreenDefinition.ts';

// Read by contributors only, and seldom: loaded when the tab is first opened.
const RecordHistory = lazy(() => import('./history/RecordHistory.tsx'));
const HISTORY_TAB: readonly RecordTab[] = [{ key: 'history', labelKey: 'history.tab' }];

export interface RecordViewProps {
  definition: RecordScreenDefinition;
  record: SavedRecord;
}

/** A saved record, read-only, with the actions the user may take on it. */
export function RecordView({ definition, record }: RecordViewProps) {
  const { t } = useTranslation();
  const { isContributor } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const values = definition.viewValues?.(record) ?? definition.fromRecord(record);
  const { tabs, active, setActive, visibleFields } = useRecordTab(
    definition,
    values,
    false,
    isContributor ? HISTORY_TAB : [],
  );
  const path = recordPath(definition.type, record.id) ?? '';
  const editPath = recordEditPath(definition.type, record.id) ?? '';

  const actions = (
    <>
      {isContributor && (
        <Button
          variant="contained"
          component={Link}
          to={editPath}
          startIcon={<EditIcon />}
          data-testid="edit-button"
        >
          {t('record.edit')}
        </Button>
      )}
      {isContributor && (
        <Button
          variant="outlined"
          component={Link}
          to={`${createPath(definition.type)}?from=${record.id}`}
          startIcon={<ContentCopyIcon />}
          data-testid="new-from-record"
        >
          {t('record.new_from_this')}
        </Button>
      )}
      {isContributor &&
        definition.viewLinks?.(record).map((link) => (
          <Button key={link.to} variant="outlined" component={Link} to={link.to} startIcon={<AddIcon />}>
            {t(link.labelKey)}
          </Button>
        ))}
      {definition.downloads?.(record).map((file) => (
        <Button
          key={file.href}
          variant="outlined"
          component="a"
          href={file.href}
          download
          startIcon={<DownloadIcon />}
          data-testid={file.testId}
        >
          {t(file.labelKey)}
        </Button>
      ))}
      <PermalinkButton path={path} />
      {isContributor && <DeleteRecordButton definition={definition} record={record} onFailure={setFailure} />}
    </>
  );

  return (
    <>
      <RecordHeader
        typeLabelKey={definition.labels.typeName}
        title={definition.title(record)}
        subtitle={definition.subtitle(record)}
        actions={actions}
      />
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)} sx={{ mb: 3 }} data-testid="record-message">
          {failure}
        </Alert>
      )}
      <RecordTabs tabs={tabs} active={active} onChange={setActive} />
      {active === 'history' ? (
        <Suspense fallback={<LoadingIndicator />}>
          <RecordHistory type={definition.type as RecordName} record={record} fields={definition.fields} />
        </Suspense>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <FieldValueList fields={visibleFields} values={values} />
        </Paper>
      )}
    </>
  );
}
