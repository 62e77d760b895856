import type { AttributionValues } from '@fontes/domain';
import { asc } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { attributions, people, places } from '../../db/schema.ts';
import type { OwnedList } from '../../records/owned-lists.ts';
import { pick } from '../../records/record-definition.ts';
import { personSummaryWith } from '../person/person-summary.ts';

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

/** Attributions as loaded: in order, each with its person's names and its place. */
export const attributionsWith = {
  orderBy: [asc(attributions.position)],
  with: { person: personSummaryWith, place: true as const },
};
