import { fileViewPath } from '@fontes/domain';

// The IIIF structure of a digital copy is derived, never stored: one object per copy, one canvas per
// image that has a pixel size, one annotation painting the image on its canvas. Ids are the ids of the
// rows they come from (object: the digital copy; canvas and annotation: the digital copy file).

export interface IiifImage {
  id: number;
  name: string | null;
  position: number;
  file: { id: number; filename: string; mime: string | null; width: number | null; height: number | null };
}

export function iiifCanvases(image: IiifImage) {
  const { width, height, mime } = image.file;
  if (!width || !height) return [];
  const sized = { width, height, position: image.position };
  return [
    {
      id: image.id,
      iiifable_type: 'digital_copy_file',
      iiifable_id: image.id,
      label: image.name ?? image.file.filename,
      ...sized,
      annotations: [
        {
          id: image.id,
          iiifable_id: image.id,
          file_id: image.file.id,
          ...sized,
          format: mime ?? 'application/octet-stream',
          url: fileViewPath(image.file.id),
        },
      ],
    },
  ];
}

export function iiifObjects(copy: { id: number; name: string; files: IiifImage[] }) {
  return [
    {
      id: copy.id,
      iiifable_type: 'digital_copy',
      iiifable_id: copy.id,
      label: copy.name,
      canvases: copy.files.flatMap(iiifCanvases),
    },
  ];
}

/** §7 getIiifAnnotationsForDigitalCopy: each annotation's id and the id of the image it belongs to. */
export function iiifAnnotationReferences(copy: { id: number; name: string; files: IiifImage[] }) {
  return iiifObjects(copy).flatMap((o) =>
    o.canvases.flatMap((c) => c.annotations.map(({ id, iiifable_id }) => ({ id, iiifable_id }))),
  );
}
