import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { IncipitNotation, type IncipitNotationProps } from '../music/IncipitNotation.tsx';

/**
 * An incipit drawn only once it comes near the view: a page of hits holds many, and Verovio draws one at a
 * time. What was drawn stays drawn.
 */
export function LazyIncipit({ incipit }: IncipitNotationProps) {
  const place = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setSeen(true),
      {
        rootMargin: '200px 0px',
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <Box ref={place} sx={{ minHeight: 56, maxWidth: 520, '& svg': { maxWidth: '100%' } }}>
      {seen && <IncipitNotation incipit={incipit} />}
    </Box>
  );
}
