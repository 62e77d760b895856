import type { SourceValues } from '@fontes/domain';
import { asc } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sources } from '../../db/schema.ts';
import type { OwnedList } from '../../records/owned-lists.ts';
import { pick } from '../../records/record-definition.ts';

/** The sources a score, a person or a publication owns (`owner` is its column in `sources`). */
export function sourceList(owner: PgColumn): OwnedList<SourceValues> {
  return {
    field: 'sources',
    table: sources,
    owner,
    columns: (s) => pick(s, 'type', 'citation', 'description', 'url', 'gnd_id', 'rism_id', 'notes'),
  };
}

export const sourcesWith = { orderBy: [asc(sources.position)] };
