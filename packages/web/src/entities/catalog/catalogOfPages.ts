import type { CatalogPageFieldsFragment, CatalogPageListQuery } from '../../graphql/generated/graphql.ts';

// What the catalog's page list and its open page share.

export type CatalogPage = CatalogPageFieldsFragment;
/** A page's row in the list (dense, two lines), before it is measured. */
export const ROW_PX = 60;
/** A page as the list shows it: its entries counted, not loaded. */
export type ListedPage = CatalogPageListQuery['getCatalogPageList'][number];

export interface CatalogOfPages {
  id: number;
  title?: string | null;
  short_title: string;
  /** As the view holds a picked record: its name is the title. */
  collection: { id: number; title: string } | null;
  pages: ListedPage[];
}

/** Shown from the cache at once and refreshed beside, unless just asked for to enter the view. */
export function freshPolicy(prefetched: boolean) {
  return prefetched ? ('cache-first' as const) : ('cache-and-network' as const);
}
