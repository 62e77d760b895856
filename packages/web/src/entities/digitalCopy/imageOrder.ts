import { compareScanNames, type PickedRecord } from '@fontes/domain';
import type { ListItem } from '../../forms/fieldDescriptor.ts';

/** One image of a digital copy as the form holds it (an imported one has file id 0 and `remote`). */
export interface ImageItem extends ListItem {
  id: number | null;
  file: PickedRecord | null;
  remote?: boolean;
}

const titleOf = (item: ImageItem) => item.file?.title ?? '';

/**
 * The images in the §9 order of their file names (part, number, letter, page); images without a file
 * stay last, in their order. Only the order changes: the names are the file manager's to shorten.
 */
export function inScanOrder(items: readonly ImageItem[]): ImageItem[] {
  const named = items.filter((item) => item.file);
  const unnamed = items.filter((item) => !item.file);
  return [...named].sort((a, b) => compareScanNames(titleOf(a), titleOf(b))).concat(unnamed);
}

/** Whether two lists hold the same images in the same order. */
export function sameOrder(a: readonly ImageItem[], b: readonly ImageItem[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export interface PickedImage {
  id: number;
  filename: string;
  folder: string;
}

/**
 * Images picked in the dialog, in the folder's order (folder, then name as a person reads it: `2` before
 * `10`), whatever order they were ticked in; each a new item of the list.
 */
export function newImageItems(picked: readonly PickedImage[]): ImageItem[] {
  return [...picked]
    .sort((a, b) => collator.compare(a.folder, b.folder) || collator.compare(a.filename, b.filename))
    .map((image) => ({ id: null, file: { id: image.id, title: image.filename } }));
}
