import { useQuery } from '@apollo/client/react';
import { type PickedRecord, recordPath } from '@fontes/domain';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CustomViewProps } from '../../forms/fieldDescriptor.ts';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import { ViewableCopyViewer } from './DigitalCopyImagesView.tsx';
import { GetDigitalCopy, IiifAnnotationsForDigitalCopy } from './digitalCopyQueries.ts';

/**
 * The digital copies of a score or catalog: each linked with its number of images, and one of them (the
 * first, until another is chosen) in the viewer, so that the scans can be read beside the record.
 */
export function DigitalCopiesView({ value }: CustomViewProps) {
  const { t } = useTranslation();
  const copies = (value as PickedRecord[] | null) ?? [];
  const [shown, setShown] = useState<number | null>(copies[0]?.id ?? null);
  if (copies.length === 0)
    return <Typography color="text.secondary">{t('entities.digital_copy.none')}</Typography>;
  return (
    <Stack spacing={2}>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {copies.map((copy) => (
          <li key={copy.id}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={recordPath('digital_copy', copy.id) ?? '#'}>
                {copy.title}
              </Link>
              <ImageCount id={copy.id} />
              {copies.length > 1 && (
                <Button size="small" disabled={shown === copy.id} onClick={() => setShown(copy.id)}>
                  {t('entities.digital_copy.show_in_viewer')}
                </Button>
              )}
            </Stack>
          </li>
        ))}
      </Box>
      {shown !== null && <LoadedCopyViewer key={shown} id={shown} />}
    </Stack>
  );
}

/** The number of images, from the annotations cached per digital copy (§7). */
function ImageCount({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(IiifAnnotationsForDigitalCopy, { variables: { id }, fetchPolicy: 'cache-first' });
  if (!data) return null;
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      ({t('entities.digital_copy.images_count', { count: data.getIiifAnnotationsForDigitalCopy.length })})
    </Typography>
  );
}

function LoadedCopyViewer({ id }: { id: number }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(GetDigitalCopy, { variables: { id } });
  if (loading) return <LoadingIndicator />;
  const copy = data?.getDigitalCopy;
  if (error || !copy) return <Alert severity="error">{t('record.load_failed')}</Alert>;
  return <ViewableCopyViewer copy={copy} />;
}
