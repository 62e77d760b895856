import { useMemo } from 'react';
import type { CustomViewProps } from '../../forms/fieldDescriptor.ts';
import { DigitalCopyViewer, type DigitalCopyViewerProps } from '../../viewer/DigitalCopyViewer.tsx';
import { type AnnotatedImage, viewerImages } from '../../viewer/viewerImages.ts';

/** What the viewer needs of a loaded digital copy. */
export interface ViewableCopy {
  name: string;
  manifest_url: string;
  files: readonly AnnotatedImage[];
}

/** A loaded digital copy's images in the viewer (the digital copy view; a score's digital copies). */
export function ViewableCopyViewer({
  copy,
  overlay,
  beside,
}: {
  copy: ViewableCopy;
  overlay?: DigitalCopyViewerProps['overlay'];
  beside?: boolean;
}) {
  const images = useMemo(() => viewerImages(copy.files), [copy.files]);
  return (
    <DigitalCopyViewer
      name={copy.name}
      images={images}
      manifestUrl={copy.manifest_url}
      overlay={overlay}
      beside={beside}
    />
  );
}

/** The view's images field: the record itself is its value. */
export function DigitalCopyImagesView({ value }: CustomViewProps) {
  return <ViewableCopyViewer copy={value as ViewableCopy} />;
}
