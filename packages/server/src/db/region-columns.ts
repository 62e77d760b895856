import type { Region } from '@fontes/domain';

// An entry's region is stored on the entry in four columns, all or none (entries.region_*).

export type RegionColumns = {
  region_x: number | null;
  region_y: number | null;
  region_w: number | null;
  region_h: number | null;
};

/** The entry's columns for its region (all null for none). */
export function regionColumns(region: Region | null): RegionColumns {
  return {
    region_x: region?.x ?? null,
    region_y: region?.y ?? null,
    region_w: region?.w ?? null,
    region_h: region?.h ?? null,
  };
}

/** The region an entry row holds, or null. */
export function regionOf(row: Partial<RegionColumns>): Region | null {
  const { region_x: x, region_y: y, region_w: w, region_h: h } = row;
  return x == null || y == null || w == null || h == null ? null : { x, y, w, h };
}
