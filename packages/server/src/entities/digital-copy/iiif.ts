import { type ImageRow, imageSource } from '../../iiif/image-source.ts';

// The IIIF structure of a digital copy is derived, never stored: one object per copy, one canvas per
// image that has a pixel size, one annotation painting the image on its canvas. Ids are the ids of the
// rows they come from (object: the digital copy; canvas and annotation: the digital copy file).

export interface IiifImage extends ImageRow {
  id: number;
  name: string | null;
  position: number;
  file: (ImageRow['file'] & { filename: string }) | null;
}

export function iiifCanvases(image: IiifImage, publicUrl: string) {
  const source = imageSource(image, image.file, publicUrl);
  if (!source) return [];
  const sized = { width: source.width, height: source.height, position: image.position };
  return [
    {
      id: image.id,
      iiifable_type: 'digital_copy_file',
      iiifable_id: image.id,
      label: image.name ?? image.file?.filename ?? String(image.position),
      ...sized,
      annotations: [
        {
          id: image.id,
          iiifable_id: image.id,
          file_id: source.fileId,
          ...sized,
          format: source.format,
          url: source.url,
          service: source.service?.id ?? null,
        },
      ],
    },
  ];
}

type Copy = { id: number; name: string; files: IiifImage[] };

export function iiifObjects(copy: Copy, publicUrl: string) {
  return [
    {
      id: copy.id,
      iiifable_type: 'digital_copy',
      iiifable_id: copy.id,
      label: copy.name,
      canvases: copy.files.flatMap((image) => iiifCanvases(image, publicUrl)),
    },
  ];
}

/** §7 getIiifAnnotationsForDigitalCopy: each annotation's id and the id of the image it belongs to. */
export function iiifAnnotationReferences(copy: Copy) {
  return iiifObjects(copy, '').flatMap((o) =>
    o.canvases.flatMap((c) => c.annotations.map(({ id, iiifable_id }) => ({ id, iiifable_id }))),
  );
}
