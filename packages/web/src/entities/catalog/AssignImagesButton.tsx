import { useApolloClient, useQuery } from '@apollo/client/react';
import { assignImagesSchema } from '@fontes/domain';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { Button, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../forms/FormDialog.tsx';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import type { CatalogImagesQuery } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';
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

type CatalogCopy = NonNullable<CatalogImagesQuery['getCatalog']>['digital_copies'][number];

/** The copy, its image the first page gets, and that page: each chosen by id, the copy's images following it. */
function assignFields(
  copies: readonly CatalogCopy[],
  catalog: AssignCatalog,
  t: TFunction,
): FieldDescriptor[] {
  const copyOf = (id: unknown) => copies.find((copy) => String(copy.id) === id);
  const imageText = (imageId: string) => {
    for (const copy of copies) {
      const index = copy.files.findIndex((image) => String(image.id) === imageId);
      if (index >= 0) return imageLabel(t, copy, index);
    }
    return imageId;
  };
  const pageText = (pageId: string) =>
    t('entities.catalog.page_number', {
      number: catalog.pages.find((page) => String(page.id) === pageId)?.number,
    });
  return [
    {
      name: 'copy',
      type: 'select',
      labelKey: 'entities.catalog.assign_images_copy',
      required: true,
      options: copies.map((copy) => String(copy.id)),
      optionText: (id) => copyOf(id)?.name ?? id,
      // Another copy starts from its first image.
      onChange: ({ value, form }) => form.setValue('firstImageId', firstImageOf(copyOf(value))),
    },
    {
      name: 'firstImageId',
      type: 'select',
      labelKey: 'entities.catalog.assign_images_first_image',
      required: true,
      options: [],
      optionsOf: { field: 'copy', options: (id) => copyOf(id)?.files.map((image) => String(image.id)) ?? [] },
      optionText: imageText,
    },
    {
      name: 'firstPageId',
      type: 'select',
      labelKey: 'entities.catalog.assign_images_first_page',
      required: true,
      options: catalog.pages.map((page) => String(page.id)),
      optionText: pageText,
    },
  ];
}

const firstImageOf = (copy: CatalogCopy | undefined) => (copy?.files[0] ? String(copy.files[0].id) : '');

/** How many images go to how many pages from the chosen ones on: as far as both go. */
function assignedRange(copies: readonly CatalogCopy[], catalog: AssignCatalog, values: FieldValues) {
  const copy = copies.find((c) => String(c.id) === values.copy);
  const image = copy?.files.findIndex((file) => String(file.id) === values.firstImageId) ?? -1;
  const page = catalog.pages.findIndex((p) => String(p.id) === values.firstPageId);
  if (!copy || image < 0 || page < 0) return null;
  const count = Math.min(copy.files.length - image, catalog.pages.length - page);
  return { image, page, count };
}

/**
 * "Images 1–12 to pages 1–12": the images of one of the catalog's digital copies given to its pages in
 * order, from a chosen image and page on, in one request; single pages are changed afterwards in their form.
 */
export function AssignImagesButton({ catalog }: { catalog: AssignCatalog }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const { data } = useQuery(CatalogImages, { variables: { id: catalog.id }, skip: !open });
  const assign = useOutcomeMutation(
    AssignPageImages,
    (answer) => answer.assignPageImages,
    'entities.catalog.assign_images_failed',
  );
  const copies = useMemo(
    () => (data?.getCatalog?.digital_copies ?? []).filter((copy) => copy.files.length > 0),
    [data],
  );
  const fields = useMemo(() => (copies.length ? assignFields(copies, catalog, t) : []), [copies, catalog, t]);
  const first = copies[0];

  async function assigned() {
    await client.refetchQueries({ include: catalogPageReads });
    setOpen(false);
  }

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PhotoLibraryIcon />}
        onClick={() => setOpen(true)}
        disabled={catalog.pages.length === 0}
        loading={open && !data}
        data-testid="assign-images"
      >
        {t('entities.catalog.assign_images')}
      </Button>
      <FormDialog
        // Opened once the copies are there: the fields start from the first copy's first image.
        open={open && !!data}
        name="assign-images"
        title={t('entities.catalog.assign_images_title')}
        text={t('entities.catalog.assign_images_text')}
        submitLabel={t('entities.catalog.assign_images_submit')}
        fields={fields}
        schema={assignImagesSchema}
        values={{
          copy: first ? String(first.id) : '',
          firstImageId: firstImageOf(first),
          firstPageId: String(catalog.pages[0]?.id ?? ''),
        }}
        run={({ firstPageId, firstImageId }: FieldValues) =>
          assign.run({ variables: { firstPageId, firstImageId } })
        }
        failedKey="entities.catalog.assign_images_failed"
        onDone={assigned}
        onCancel={() => setOpen(false)}
        nothingToDo={(values) => !assignedRange(copies, catalog, values)?.count}
        summary={(values) => (
          <AssignedRange range={assignedRange(copies, catalog, values)} catalog={catalog} />
        )}
      >
        {() =>
          !first && (
            <Typography color="text.secondary" data-testid="assign-images-none">
              {t('entities.catalog.no_copy_images')}
            </Typography>
          )
        }
      </FormDialog>
    </>
  );
}

/** "Images 2–4 to pages 1–3", while the choice gives a page an image. */
function AssignedRange({
  range,
  catalog,
}: {
  range: ReturnType<typeof assignedRange>;
  catalog: AssignCatalog;
}) {
  const { t } = useTranslation();
  if (!range?.count) return null;
  return (
    <Typography sx={{ mt: 2 }} aria-live="polite" data-testid="assign-images-range">
      {t('entities.catalog.assign_images_range', {
        firstImage: range.image + 1,
        lastImage: range.image + range.count,
        firstPage: catalog.pages[range.page]?.number,
        lastPage: catalog.pages[range.page + range.count - 1]?.number,
      })}
    </Typography>
  );
}
