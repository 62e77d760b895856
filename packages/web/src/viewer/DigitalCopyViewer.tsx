import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import { Alert, Box, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import type OpenSeadragon from 'openseadragon';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tileArrived } from './nextImage.ts';
import { ThumbnailStrip } from './ThumbnailStrip.tsx';
import { pageAfterKey, tileSourceOf, type ViewerImage } from './viewerImages.ts';

export interface DigitalCopyViewerProps {
  /** The digital copy's name, for the viewer's accessible label. */
  name: string;
  images: readonly ViewerImage[];
  /** Its IIIF Presentation manifest, linked for other viewers. */
  manifestUrl: string;
  /** Drawn over the image, moving with it (a page's entry regions), once the viewer is there. */
  overlay?: (viewer: OpenSeadragon.Viewer) => ReactNode;
  /**
   * Beside what is transcribed from it (a page's one scan): no thumbnails, and lower, so that it and the
   * tools under it fit the window under the app bar while it stays in sight.
   */
  beside?: boolean;
}

const zoomStep = 1.5;

/**
 * A digital copy's images in OpenSeadragon, one page at a time: deep zoom from each image's IIIF service,
 * thumbnails, page turning by buttons and keys. OpenSeadragon is loaded with the first viewer shown.
 */
export function DigitalCopyViewer({ name, images, manifestUrl, overlay, beside }: DigitalCopyViewerProps) {
  const { t } = useTranslation();
  const { element, viewer, failed, drawn } = useOpenSeadragon(images, t('viewer.label', { name }));
  const [page, setPage] = useState(0);
  // Busy until the image shown is drawn whole at its view (for screen readers, and what a test waits for),
  // or until it failed (said above the viewer).
  const busy = !failed && drawn !== page;
  const total = images.length;

  useEffect(() => {
    if (!viewer) return;
    const follow = (event: { page: number }) => setPage(event.page);
    viewer.addHandler('page', follow);
    return () => viewer.removeHandler('page', follow);
  }, [viewer]);

  const turnTo = (to: number) => {
    if (to === page || to < 0 || to >= total) return;
    viewer?.goToPage(to);
    setPage(to);
  };
  const zoom = (factor: number) => viewer?.viewport.zoomBy(factor).applyConstraints();

  // The arrow keys left and right turn pages (OpenSeadragon would pan); plus and minus zoom. Handled while
  // the event descends, before OpenSeadragon's own keys on its canvas (up, down, 0, r…) see it.
  function onKeyDown(event: KeyboardEvent) {
    const to = pageAfterKey(event.key, page, total);
    const factor = { '+': zoomStep, '=': zoomStep, '-': 1 / zoomStep }[event.key];
    if (to === null && !factor) return;
    event.preventDefault();
    event.stopPropagation();
    if (to !== null) turnTo(to);
    else if (factor) zoom(factor);
  }

  if (total === 0) return <Typography color="text.secondary">{t('viewer.empty')}</Typography>;
  return (
    <Stack spacing={1} data-testid="digital-copy-viewer">
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        <ViewerButton label={t('viewer.previous')} disabled={page === 0} onClick={() => turnTo(page - 1)}>
          <ChevronLeftIcon />
        </ViewerButton>
        <Typography
          aria-live="polite"
          data-testid="viewer-position"
          sx={{ minWidth: '8rem', textAlign: 'center' }}
        >
          {t('viewer.position', { position: page + 1, total })}
        </Typography>
        <ViewerButton label={t('viewer.next')} disabled={page === total - 1} onClick={() => turnTo(page + 1)}>
          <ChevronRightIcon />
        </ViewerButton>
        <Box sx={{ flex: 1 }} />
        <ViewerButton label={t('viewer.zoom_out')} onClick={() => zoom(1 / zoomStep)}>
          <ZoomOutIcon />
        </ViewerButton>
        <ViewerButton label={t('viewer.zoom_in')} onClick={() => zoom(zoomStep)}>
          <ZoomInIcon />
        </ViewerButton>
        <ViewerButton label={t('viewer.home')} onClick={() => viewer?.viewport.goHome()}>
          <ZoomOutMapIcon />
        </ViewerButton>
        <Link
          href={manifestUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="manifest-link"
          sx={{ ml: 1 }}
        >
          {t('viewer.manifest')}
        </Link>
      </Stack>
      <Typography variant="body2" color="text.secondary" noWrap data-testid="viewer-image-label">
        {images[page]?.label}
      </Typography>
      {failed && (
        <Alert severity="error" data-testid="viewer-failed">
          {t(failed === 'image' ? 'viewer.image_failed' : 'viewer.failed')}
        </Alert>
      )}
      <Box sx={{ position: 'relative', overflow: 'hidden', borderRadius: 1 }}>
        <Box
          ref={element}
          onKeyDownCapture={onKeyDown}
          aria-busy={busy}
          data-testid="viewer-canvas"
          sx={{
            // The viewer with its toolbar, label and thumbnails fits the window under the app bar (1280 × 800
            // shows it whole), never smaller than a usable 320 px.
            height: { xs: '60vh', md: beside ? 'calc(100vh - 23rem)' : 'min(70vh, calc(100vh - 15rem))' },
            minHeight: 320,
            bgcolor: 'grey.900',
            borderRadius: 1,
            // OpenSeadragon's own message is English and names the source as "[object Object]"; the alert
            // above says it instead. Important over the inline display OpenSeadragon gives it.
            '& .openseadragon-message': { display: 'none !important' },
            '& .openseadragon-canvas:focus-visible': {
              outline: 3,
              outlineColor: 'primary.main',
              outlineOffset: -3,
            },
          }}
        />
        {viewer && overlay?.(viewer)}
      </Box>
      {!beside && <ThumbnailStrip images={images} current={page} onPick={turnTo} />}
    </Stack>
  );
}

/**
 * Creates the viewer in the element once OpenSeadragon has loaded, and destroys it on leaving. Its canvas is
 * the one focusable part, named by `label`.
 */
function useOpenSeadragon(images: readonly ViewerImage[], label: string) {
  const element = useRef<HTMLDivElement>(null);
  // The same images given anew (a parent drawn again, a record read again) keep the viewer open: made
  // again, it would ask for every info.json and tile once more.
  const sources = JSON.stringify(images.map(tileSourceOf));
  const shown = useRef(images);
  shown.current = images;
  const [viewer, setViewer] = useState<OpenSeadragon.Viewer | null>(null);
  // What failed: OpenSeadragon itself, or an image it was to show (its address did not answer, or not
  // with an image).
  const [failed, setFailed] = useState<'viewer' | 'image' | null>(null);
  // The page whose image is drawn with every tile its view needs; null while one is loading.
  const [drawn, setDrawn] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `sources` says when the images are others
  useEffect(() => {
    let created: OpenSeadragon.Viewer | null = null;
    let left = false;
    import('openseadragon')
      .then(({ default: OpenSeadragon }) => {
        const images = shown.current;
        if (left || !element.current || images.length === 0) return;
        created = OpenSeadragon({
          element: element.current,
          // The types list no simple image source in an array; OpenSeadragon takes one there all the same.
          tileSources: images.map(tileSourceOf) as unknown as OpenSeadragon.Options['tileSources'],
          sequenceMode: true,
          // The screen's own buttons replace OpenSeadragon's, whose images would need a prefixUrl.
          showNavigationControl: false,
          showSequenceControl: false,
          // The 2D canvas works in every browser and lets a test read what was drawn.
          drawer: 'canvas',
          crossOriginPolicy: 'Anonymous',
          visibilityRatio: 0.5,
        });
        created.addHandler('open-failed', () => setFailed('image'));
        created.addHandler('tile-loaded', ({ tile }) => tileArrived(shown.current, tile.getUrl()));
        created.addHandler('open', () => setFailed(null));
        const viewer = created;
        viewer.world.addHandler('add-item', ({ item }) => {
          setDrawn(null);
          item.addHandler('fully-loaded-change', ({ fullyLoaded }) =>
            setDrawn(fullyLoaded ? viewer.currentPage() : null),
          );
        });
        setViewer(created);
      })
      .catch(() => setFailed('viewer'));
    return () => {
      left = true;
      created?.destroy();
      setViewer(null);
      setDrawn(null);
    };
  }, [sources]);

  useEffect(() => {
    viewer?.canvas.setAttribute('role', 'region');
    viewer?.canvas.setAttribute('aria-label', label);
  }, [viewer, label]);

  return { element, viewer, failed, drawn };
}

function ViewerButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  const button = (
    <IconButton aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
  return disabled ? button : <Tooltip title={label}>{button}</Tooltip>;
}
