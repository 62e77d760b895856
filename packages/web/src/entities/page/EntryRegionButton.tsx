import CropFreeIcon from '@mui/icons-material/CropFree';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ListRowActionsProps } from '../../forms/fieldDescriptor.ts';
import { ItemButton } from '../../forms/list/ListItemControls.tsx';

/** What an entry's button asks of the scan beside the grid: to mark the region of entry `detail`. */
const MARK_REGION = 'fontes:mark-entry-region';

/** Calls `mark` with the entry whose button asks for its region to be marked. */
export function useMarkRegionRequests(mark: (index: number) => void) {
  useEffect(() => {
    const listen = (event: Event) => mark((event as CustomEvent<number>).detail);
    document.addEventListener(MARK_REGION, listen);
    return () => document.removeEventListener(MARK_REGION, listen);
  }, [mark]);
}

/**
 * An entry's own button for marking its region on the scan, the next stop of Tab after its row's cells:
 * it marks this row, whichever row had the focus before (the button under the scan is reached by Tab only
 * past every row below, each selecting its entry in turn).
 */
export function EntryRegionButton({ itemPath, index }: ListRowActionsProps) {
  const { t } = useTranslation();
  const number = useWatch({ name: `${itemPath}.number` }) as string | null;
  const image = useWatch({ name: 'digital_copy_file' }) != null;
  const entry = t('entities.page.region_entry', { position: index + 1, number: number || '–' });
  return (
    <ItemButton
      // Named as a cell of its row: its focus selects the entry, and it takes the focus back once drawn.
      id={`field-${itemPath}.region`}
      label={t('entities.page.region_mark_row', { entry })}
      disabled={!image}
      onClick={() => document.dispatchEvent(new CustomEvent(MARK_REGION, { detail: index }))}
    >
      <CropFreeIcon fontSize="small" />
    </ItemButton>
  );
}
