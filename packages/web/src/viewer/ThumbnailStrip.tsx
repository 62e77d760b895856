import { Box, ButtonBase } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbnailOf, type ViewerImage } from './viewerImages.ts';

interface ThumbnailStripProps {
  images: readonly ViewerImage[];
  current: number;
  onPick(index: number): void;
}

/**
 * Scrolls the strip alone, sideways, until `item` is in it: `scrollIntoView` scrolled the page too, and
 * so opened every screen with a viewer (a digital copy, a score's links) scrolled down to its strip.
 */
function keepInSight(strip: HTMLElement, item: Element) {
  const shown = strip.getBoundingClientRect();
  const { left, right } = item.getBoundingClientRect();
  if (left < shown.left) strip.scrollBy({ left: left - shown.left });
  else if (right > shown.right) strip.scrollBy({ left: right - shown.right });
}

/** One small image per page, the current one marked and kept in sight. */
export function ThumbnailStrip({ images, current, onPick }: ThumbnailStripProps) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const item = strip.current?.children[current];
    // The first image of an unscrolled strip is in sight: not measured, which would lay out the whole
    // screen at once as the viewer opens.
    if (current === 0 && strip.current?.scrollLeft === 0) return;
    if (strip.current && item) keepInSight(strip.current, item);
  }, [current]);

  return (
    <Box
      ref={strip}
      component="nav"
      aria-label={t('viewer.thumbnails')}
      sx={{ display: 'flex', gap: 1, overflowX: 'auto', py: 0.5 }}
      data-testid="viewer-thumbnails"
    >
      {images.map((image, index) => (
        <ButtonBase
          key={image.id}
          onClick={() => onPick(index)}
          aria-label={t('viewer.thumbnail', { position: index + 1 })}
          aria-current={index === current ? 'page' : undefined}
          title={image.label}
          sx={{
            flex: 'none',
            height: 88,
            border: 2,
            borderColor: index === current ? 'primary.main' : 'transparent',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <Box
            component="img"
            src={thumbnailOf(image)}
            alt=""
            loading="lazy"
            sx={{ height: '100%', width: 'auto', maxWidth: 120, objectFit: 'contain', display: 'block' }}
          />
        </ButtonBase>
      ))}
    </Box>
  );
}
