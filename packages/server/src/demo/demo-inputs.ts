import type { PlannedCatalog } from './demo-catalogs.ts';
import type { DemoPublication } from './demo-literature.ts';
import type { DemoPerson } from './demo-people.ts';
import type { DemoIds } from './demo-scores.ts';

// The inputs of the demo's records as a cataloguer's form sends them: the server's loader saves them in
// process, the browser tests through the GraphQL API (e2e/support/demo.ts), so both hold the same archive.

/** The seed of every random choice of the demo: the same archive every time. */
export const DEMO_SEED = 1762;

/** The places attributions and imprints name. */
export const demoPlaces = ['Marienau', 'Augsburg', 'Wien', 'Salzburg', 'Tutzing', 'Kassel', 'Regensburg'];

export function personInput(person: DemoPerson): Record<string, unknown> {
  return {
    names: person.names.map((name, i) => ({ name, primary: i === 0 })),
    dates: person.dates,
    profession: person.profession ?? null,
    notes: person.notes ?? null,
    cleric: !!person.cleric,
    first_mass: person.cleric?.first_mass ?? null,
    syllabi: person.cleric ? [person.cleric.syllabus] : [],
    vow_book_entry: person.cleric?.vow_book_entry ?? null,
    sources: person.sources ?? [],
  };
}

export function publicationInput(
  { key: _key, attributions, ...fields }: DemoPublication,
  ids: DemoIds,
): Record<string, unknown> {
  return {
    ...fields,
    attributions: attributions.map(([person, fn]) => ({
      person: ids.people.get(person),
      function: fn,
      qualifier: 'asc',
      place: ids.places.get(fields.publication_place ?? '') ?? null,
    })),
  };
}

/**
 * A box of vespers and Marian antiphons, and inside it a bound volume of the antiphons: each input made when
 * it is saved, the volume's after the box has its id.
 */
export function compositeInputs(ids: DemoIds): Array<[key: string, input: () => Record<string, unknown>]> {
  return [
    [
      'box',
      () => ({
        shelfmark: 'Mus.ms. K 1',
        title: 'Vesperpsalmen und marianische Antiphonen',
        notes: 'Pappschachtel, 19. Jh.',
      }),
    ],
    [
      'volume',
      () => ({
        shelfmark: 'Mus.ms. K 1/1',
        title: 'Marianische Antiphonen',
        parent: ids.composites.get('box'),
      }),
    ],
  ];
}

type PlannedPage = PlannedCatalog['pages'][number];

export function pageInput(catalog: number, page: PlannedPage): Record<string, unknown> {
  return { catalog, number: page.number, entries: page.entries.map(({ work: _work, ...entry }) => entry) };
}

/** The saved entries of a page (ids in page order) noted under the works they list: their scores link them. */
export function noteWorkEntries(
  ids: DemoIds,
  shortTitle: string,
  page: PlannedPage,
  stored: { id: number }[],
) {
  page.entries.forEach((entry, i) => {
    if (entry.work === null) return;
    const list = ids.entries.get(entry.work) ?? [];
    list.push({ id: stored[i].id, signature: `${shortTitle}: ${entry.signature}` });
    ids.entries.set(entry.work, list);
  });
}
