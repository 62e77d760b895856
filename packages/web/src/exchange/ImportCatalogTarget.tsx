import { useQuery } from '@apollo/client/react';
import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ImportCatalogTitle } from './importDocuments.ts';

/**
 * Where the entries of scores naming none go: the catalog the import was opened from (`/import?catalog=`),
 * named, with the way back to a new catalog made for the import.
 */
export function ImportCatalogTarget({ catalog, onClear }: { catalog: number; onClear(): void }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(ImportCatalogTitle, { variables: { id: catalog } });
  if (loading) return null;
  const title = data?.recordTitle;
  return (
    <Alert
      severity={title ? 'info' : 'warning'}
      data-testid="import-catalog-target"
      action={
        <Button color="inherit" size="small" onClick={onClear}>
          {t('import.catalog_target_clear')}
        </Button>
      }
    >
      {title ? t('import.catalog_target', { title }) : t('import.catalog_target_unknown', { id: catalog })}
    </Alert>
  );
}
