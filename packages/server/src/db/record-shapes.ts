import { asc } from 'drizzle-orm';
import { attributions, names } from './schema.ts';

// The shapes in which records load the records they point at, shared by the record reads and the search's
// hit details, so that a person is shown alike wherever another record points at them.

/** A person as shown where others point at them (attributions): names in order and the dates. */
export const personSummaryWith = {
  with: { names: { orderBy: [asc(names.position)] } },
};

/** Attributions as loaded: in order, each with its person's names and its place. */
export const attributionsWith = {
  orderBy: [asc(attributions.position)],
  with: { person: personSummaryWith, place: true as const },
};
