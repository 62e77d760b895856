import type { AttributionValues } from '@fontes/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { attributions, people, places } from '../../db/schema.ts';
import type { OwnedList } from '../../records/owned-lists.ts';
import { pick } from '../../records/record-definition.ts';

/** The attributions a score or a publication owns (`owner` is its column in `attributions`). */
export function attributionList(owner: PgColumn): OwnedList<AttributionValues> {
  return {
    field: 'attributions',
    table: attributions,
    owner,
    columns: (a) =>
      pick(a, 'function', 'qualifier', 'profession', 'from', 'to', 'designation', 'member', 'notes'),
    links: [
      { field: 'person', column: attributions.person_id, table: people },
      { field: 'place', column: attributions.place_id, table: places },
    ],
  };
}
