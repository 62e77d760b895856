import { useApolloClient, useQuery } from '@apollo/client/react';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../forms/outcome.ts';
import { useFieldErrorText } from '../../forms/useFieldErrorText.ts';
import { useOutcomeMutation } from '../../forms/useOutcomeMutation.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { DialogFrame } from '../../ui/DialogFrame.tsx';
import { flashOf, flashText } from '../../ui/flash.ts';
import { imageLabel } from '../page/PageInputs.tsx';
import { CatalogImages, catalogPageReads } from '../page/pageQueries.ts';

const AssignPageImages = graphql(`
  mutation AssignPageImages($firstPageId: Int!, $firstImageId: Int!) {
    assignPageImages(firstPageId: $firstPageId, firstImageId: $firstImageId) {
      ...OutcomeFields
      ids
    }
  }
`);

interface AssignCatalog {
  id: number;
  pages: readonly { id: number; number: string }[];
}

/** Where the dialog starts: the first copy, its first image, the first page. */
const start = { copy: 0, image: 0, page: 0 };

/**
 * "Images 1–12 to pages 1–12": the images of one of the catalog's digital copies given to its pages in
 * order, from a chosen image and page on, in one request; single pages are changed afterwards in their form.
 */
export function AssignImagesButton({ catalog }: { catalog: AssignCatalog }) {
  const { t } = useTranslation();
  const id = useId();
  const errorText = useFieldErrorText();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(start);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Outcome['errors']>([]);
  const { data } = useQuery(CatalogImages, { variables: { id: catalog.id }, skip: !open });
  const assign = useOutcomeMutation(
    AssignPageImages,
    (answer) => answer.assignPageImages,
    'entities.catalog.assign_images_failed',
  );
  const copies = (data?.getCatalog?.digital_copies ?? []).filter((copy) => copy.files.length > 0);
  const copy = copies[chosen.copy];
  const count = copy ? Math.min(copy.files.length - chosen.image, catalog.pages.length - chosen.page) : 0;
  const fieldError = (path: string) => errorText(errors.find((error) => error.path === path)?.key);

  function close() {
    setOpen(false);
    setChosen(start);
    setFailure(null);
    setErrors([]);
  }

  const choose = (change: Partial<typeof start>) => {
    setChosen((current) => ({ ...current, ...change }));
    setErrors([]);
  };

  async function submit() {
    const image = copy?.files[chosen.image];
    const page = catalog.pages[chosen.page];
    if (!image || !page) return;
    const outcome = await assign.run({ variables: { firstPageId: page.id, firstImageId: image.id } });
    if (outcome.success) {
      await client.refetchQueries({ include: catalogPageReads });
      close();
      return;
    }
    setErrors(outcome.errors);
    if (outcome.errors.length === 0)
      setFailure(flashText(t, flashOf('error', outcome, 'entities.catalog.assign_images_failed', t)));
  }

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PhotoLibraryIcon />}
        onClick={() => setOpen(true)}
        disabled={catalog.pages.length === 0}
        data-testid="assign-images"
      >
        {t('entities.catalog.assign_images')}
      </Button>
      <DialogFrame
        open={open}
        title={t('entities.catalog.assign_images_title')}
        text={t('entities.catalog.assign_images_text')}
        failure={failure}
        submitLabel={t('entities.catalog.assign_images_submit')}
        submitDisabled={count === 0}
        busy={assign.loading}
        onSubmit={submit}
        onCancel={close}
        name="assign-images"
      >
        {data && !copy ? (
          <Typography color="text.secondary" data-testid="assign-images-none">
            {t('entities.catalog.no_copy_images')}
          </Typography>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              id={`${id}-copy`}
              label={t('entities.catalog.assign_images_copy')}
              value={copy ? chosen.copy : ''}
              onChange={(event) => choose({ copy: Number(event.target.value), image: 0 })}
              fullWidth
            >
              {copies.map((c, index) => (
                <MenuItem key={c.id} value={index}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              id={`${id}-image`}
              label={t('entities.catalog.assign_images_first_image')}
              value={copy ? chosen.image : ''}
              onChange={(event) => choose({ image: Number(event.target.value) })}
              error={!!fieldError('firstImageId')}
              helperText={fieldError('firstImageId')}
              fullWidth
            >
              {copy?.files.map((image, index) => (
                <MenuItem key={image.id} value={index}>
                  {imageLabel(t, copy, index)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              id={`${id}-page`}
              label={t('entities.catalog.assign_images_first_page')}
              value={chosen.page}
              onChange={(event) => choose({ page: Number(event.target.value) })}
              error={!!fieldError('firstPageId')}
              helperText={fieldError('firstPageId')}
              fullWidth
            >
              {catalog.pages.map((page, index) => (
                <MenuItem key={page.id} value={index}>
                  {t('entities.catalog.page_number', { number: page.number })}
                </MenuItem>
              ))}
            </TextField>
            {count > 0 && (
              <Typography data-testid="assign-images-range">
                {t('entities.catalog.assign_images_range', {
                  firstImage: chosen.image + 1,
                  lastImage: chosen.image + count,
                  firstPage: catalog.pages[chosen.page]?.number,
                  lastPage: catalog.pages[chosen.page + count - 1]?.number,
                })}
              </Typography>
            )}
          </Stack>
        )}
      </DialogFrame>
    </>
  );
}
