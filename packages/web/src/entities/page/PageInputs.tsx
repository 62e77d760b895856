import { useQuery } from '@apollo/client/react';
import { type PickedRecord, recordPath, toRecordId } from '@fontes/domain';
import { Box, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import type { CustomInputProps } from '../../forms/fieldDescriptor.ts';
import { labelKeyOf } from '../../forms/fieldPaths.ts';
import { ReferenceFieldInput } from '../../forms/fields/reference.tsx';
import { useFormMethods } from '../../forms/formMethods.tsx';
import { useFieldErrorText } from '../../forms/useFieldErrorText.ts';
import type { CatalogImagesQuery } from '../../graphql/generated/graphql.ts';
import { ViewableCopyViewer } from '../digitalCopy/DigitalCopyImagesView.tsx';
import { useDigitizableTitle } from '../digitalCopy/Digitizable.tsx';
import { RegionToolbar, usePageRegions } from './PageRegions.tsx';
import { CatalogImages } from './pageQueries.ts';
import { RegionLayer } from './RegionLayer.tsx';

/**
 * The page's catalog: picked while the page is new (a link's `?catalog=` gives its id, whose title is asked
 * for), fixed once it is saved (the server keeps a page in its catalog).
 */
export function PageCatalogInput({ field, name, prefix }: CustomInputProps) {
  const { t } = useTranslation();
  const saved = useParams().id !== undefined;
  const { setValue } = useFormMethods();
  const picked = useWatch({ name }) as PickedRecord | null;
  const title = useDigitizableTitle('catalog', picked && !picked.title ? picked.id : null);

  useEffect(() => {
    if (picked && !picked.title && title) setValue(name, { id: picked.id, title });
  }, [picked, title, name, setValue]);

  if (!saved || !picked)
    return (
      <ReferenceFieldInput field={{ ...field, type: 'reference', recordType: 'catalog' }} prefix={prefix} />
    );
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" color="text.secondary">
        {t(labelKeyOf(field))}
      </Typography>
      <Link component={RouterLink} to={recordPath('catalog', picked.id) ?? '#'} data-testid="page-catalog">
        {picked.title}
      </Link>
    </Stack>
  );
}

/** The images of the catalog's digital copies, each with its copy. */
function useCatalogImages() {
  const catalog = toRecordId(useWatch({ name: 'catalog' }));
  const { data } = useQuery(CatalogImages, { variables: { id: catalog ?? 0 }, skip: !catalog });
  return data?.getCatalog?.digital_copies ?? [];
}

type CatalogCopy = NonNullable<CatalogImagesQuery['getCatalog']>['digital_copies'][number];

/** How a page's image is named where it is chosen: its copy, its place there, its name. */
export function imageLabel(t: TFunction, copy: CatalogCopy, index: number): string {
  const image = copy.files[index];
  return t('entities.page.image_option', {
    copy: copy.name,
    position: index + 1,
    name: image?.name || image?.file?.filename || '',
  });
}

/** The page's scan beside its entries, the image chosen for it in the deep-zoom viewer. */
export function PageScan() {
  const { t } = useTranslation();
  const chosen = useWatch({ name: 'digital_copy_file' }) as number | null;
  const copies = useCatalogImages();
  const copy = copies.find((c) => c.files.some((file) => file.id === chosen));
  const image = copy?.files.find((file) => file.id === chosen);
  // The same copy while the page's image stays: the viewer opens its image anew for another one only
  // (the entries typed beside it re-render this, for their regions).
  const shown = useMemo(
    () => (copy && image ? { name: copy.name, manifest_url: copy.manifest_url, files: [image] } : null),
    [copy, image],
  );
  const painted = image?.iiif_canvases[0]?.annotations[0];
  const regions = usePageRegions(painted ? { width: painted.width, height: painted.height } : null);
  return (
    <Box
      // Kept in sight while a long page's entries scroll, where it stands beside them: under the sticky app
      // bar (64 px), its toolbar never slid beneath it.
      sx={{ minWidth: 0, '@media (min-width: 1000px)': { position: 'sticky', top: 80 } }}
      data-testid="page-scan"
    >
      {shown && image ? (
        <>
          <ViewableCopyViewer
            key={image.id}
            beside
            copy={shown}
            overlay={(viewer) => <RegionLayer viewer={viewer} regions={regions} />}
          />
          <RegionToolbar regions={regions} />
        </>
      ) : (
        <Typography color="text.secondary">{t('entities.page.no_scan')}</Typography>
      )}
    </Box>
  );
}

/** The image of the page: one of the images of the catalog's digital copies, or none. */
export function PageImageInput({ field, name }: CustomInputProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { field: input, fieldState } = useController({ name });
  const { getValues, setValue } = useFormMethods();
  const copies = useCatalogImages();
  // The entries' regions were drawn on the image the page had: another image, or none, leaves them none.
  const choose = (image: number | null) => {
    if (image === input.value) return;
    input.onChange(image);
    const entries = (getValues('entries') ?? []) as { region?: unknown }[];
    entries.forEach((entry, index) => {
      if (entry?.region) setValue(`entries.${index}.region`, null, { shouldDirty: true });
    });
  };
  const error = errorText(fieldState.error?.message);
  const noImages = copies.every((copy) => copy.files.length === 0);
  return (
    <TextField
      select
      name={input.name}
      inputRef={input.ref}
      value={input.value ?? ''}
      onChange={(event) => choose(toRecordId(event.target.value))}
      onBlur={input.onBlur}
      id={`field-${name}`}
      label={t(labelKeyOf(field))}
      error={!!error}
      helperText={error ?? (noImages ? t('entities.page.no_images') : undefined)}
      fullWidth
    >
      <MenuItem value="">
        <em>{t('entities.page.no_image')}</em>
      </MenuItem>
      {copies.flatMap((copy) =>
        copy.files.map((image, index) => (
          <MenuItem key={image.id} value={image.id}>
            {imageLabel(t, copy, index)}
          </MenuItem>
        )),
      )}
    </TextField>
  );
}
