import type { Region } from '@fontes/domain';
import CropFreeIcon from '@mui/icons-material/CropFree';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormMethods } from '../../forms/formMethods.tsx';
import { useFieldErrorText } from '../../forms/useFieldErrorText.ts';
import { useMarkRegionRequests } from './EntryRegionButton.tsx';
import { entryIndexOf } from './entryRegions.ts';

// An entry anchored to the region of the scan that lists it: the entry selected in the grid (the row that
// last had the focus) is marked by dragging a box on the scan, or placing one with the keyboard; its box is
// highlighted and shown, and a box clicked selects its row. Regions are form values of the entries
// (`entries.N.region`), saved with the page.

export type EntryValues = { number?: string | null; region?: Region | null };

/** The image the regions are on, in the pixels the regions are given in. */
export interface RegionImage {
  width: number;
  height: number;
}

/** The page's regions: the selected entry, the drawing under way, and what shows and changes them. */
export function usePageRegions(image: RegionImage | null) {
  const entries = (useWatch({ name: 'entries' }) ?? []) as EntryValues[];
  const { setValue } = useFormMethods();
  const [selected, setSelected] = useState<number | null>(null);
  const [drawing, setDrawing] = useState(false);
  // The grid cell that last had the focus: it takes it back once a region is drawn, so that typing (and
  // Ctrl+S) goes on there.
  const lastCell = useRef<HTMLElement | null>(null);

  // The row that last had the focus is the selected entry; the focus elsewhere (these buttons) keeps it.
  useEffect(() => {
    const follow = (event: FocusEvent) => {
      const index = entryIndexOf(event.target as Element | null);
      if (index === null) return;
      setSelected(index);
      lastCell.current = event.target as HTMLElement;
    };
    document.addEventListener('focusin', follow);
    return () => document.removeEventListener('focusin', follow);
  }, []);

  // An entry's own button (EntryRegionButton) marks that entry's region.
  useMarkRegionRequests(
    useCallback((index: number) => {
      setSelected(index);
      setDrawing(true);
    }, []),
  );

  const backToCell = useCallback(
    () => requestAnimationFrame(() => lastCell.current?.isConnected && lastCell.current.focus()),
    [],
  );
  const stopDrawing = useCallback(() => {
    setDrawing(false);
    backToCell();
  }, [backToCell]);

  useEffect(() => {
    if (!drawing) return;
    const cancel = (event: KeyboardEvent) => event.key === 'Escape' && stopDrawing();
    document.addEventListener('keydown', cancel);
    return () => document.removeEventListener('keydown', cancel);
  }, [drawing, stopDrawing]);

  const current = selected !== null && selected < entries.length ? selected : null;
  const setRegion = (index: number, region: Region | null) =>
    setValue(`entries.${index}.region`, region, { shouldDirty: true });
  /** Selects an entry by its row: its first cell takes the focus (and the row comes into sight). */
  const pick = (index: number) => document.getElementById(`field-entries.${index}.number`)?.focus();

  return {
    entries,
    selected: current,
    drawing: drawing && current !== null,
    startDrawing: () => setDrawing(true),
    stopDrawing,
    draw: (region: Region) => {
      if (current !== null) setRegion(current, region);
      stopDrawing();
    },
    // The button goes disabled: the focus goes back to the entry's cell rather than to nowhere.
    remove: () => {
      if (current !== null) setRegion(current, null);
      backToCell();
    },
    pick,
    image,
  };
}

export type PageRegions = ReturnType<typeof usePageRegions>;

/** What the selected entry's region is, and the actions on it (keyboard too: mark again, remove). */
export function RegionToolbar({ regions }: { regions: PageRegions }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { errors } = useFormState({ name: 'entries' });
  const { selected, entries, drawing, image } = regions;
  const entry = selected === null ? null : entries[selected];
  const label = (index: number) =>
    t('entities.page.region_entry', { position: index + 1, number: entries[index]?.number || '–' });
  const entryErrors = (errors.entries ?? []) as Array<{ region?: { message?: string } } | undefined>;
  const regionErrors = entryErrors.flatMap((error, index) => {
    const message = errorText(error?.region?.message, { width: image?.width, height: image?.height });
    return message ? [`${label(index)}: ${message}`] : [];
  });

  return (
    <Stack spacing={1} data-testid="region-toolbar" sx={{ mt: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" sx={{ flex: '1 1 12rem' }} aria-live="polite" data-testid="region-status">
          {selected === null
            ? t('entities.page.region_select')
            : drawing
              ? t('entities.page.region_drawing', { entry: label(selected) })
              : t(entry?.region ? 'entities.page.region_marked' : 'entities.page.region_unmarked', {
                  entry: label(selected),
                })}
        </Typography>
        {drawing ? (
          <Button size="small" onClick={regions.stopDrawing}>
            {t('entities.page.region_cancel')}
          </Button>
        ) : (
          <Button
            size="small"
            startIcon={<CropFreeIcon />}
            disabled={selected === null || !image}
            onClick={regions.startDrawing}
            data-testid="region-mark"
          >
            {t(entry?.region ? 'entities.page.region_redo' : 'entities.page.region_mark')}
          </Button>
        )}
        <Button
          size="small"
          startIcon={<DeleteOutlineIcon />}
          disabled={!entry?.region || drawing}
          onClick={regions.remove}
          data-testid="region-remove"
        >
          {t('entities.page.region_remove')}
        </Button>
      </Stack>
      {regionErrors.map((message) => (
        <Alert key={message} severity="error" data-testid="region-error">
          {message}
        </Alert>
      ))}
    </Stack>
  );
}
