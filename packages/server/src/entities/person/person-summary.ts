import { asc } from 'drizzle-orm';
import { names } from '../../db/schema.ts';

/** A person as shown where others point at them (attributions): names in order and the dates. */
export const personSummaryWith = {
  with: { names: { orderBy: [asc(names.position)] } },
};
