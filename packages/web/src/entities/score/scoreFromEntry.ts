import type { ApolloClient } from '@apollo/client';
import { blankGenre, composerSearchTexts, entryPath, entryTitle, type PickedRecord } from '@fontes/domain';
import { newListItem } from '../../forms/fieldValues.ts';
import type { EntryForScoreQuery } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import type { FormValues, StartingRecord } from '../../records/recordScreenDefinition.ts';
import { loadOperation } from '../../records/recordScreenDefinition.ts';
import { attributionsField } from '../attribution/attributionFields.ts';

const EntryForScore = graphql(`
  query EntryForScore($id: Int!) {
    getEntry(id: $id) {
      ...LinkedEntryFields
      signature
      genre
    }
  }
`);

const PeopleByName = graphql(`
  query PeopleByName($query: String!) {
    search(query: $query, type: person, first: 2) {
      items {
        type
        id
        title
      }
    }
  }
`);

type Entry = NonNullable<EntryForScoreQuery['getEntry']>;

/**
 * The person an entry's composer names, when the search finds exactly one for the most specific of its
 * texts that finds anyone ("Sig. Mozart": Mozart); none when nobody or several are found ("Giuseppe Haydn":
 * two Haydns), and the name is left for the cataloguer to pick.
 */
export async function composerCandidate(
  client: ApolloClient,
  composer: string | null | undefined,
): Promise<PickedRecord | null> {
  for (const query of composerSearchTexts(composer)) {
    const { data } = await client.query({ query: PeopleByName, variables: { query } });
    const found = data?.search.items ?? [];
    if (found.length === 1) return { id: found[0].id, title: found[0].title };
    if (found.length > 1) return null;
  }
  return null;
}

/** The composer as an attribution with function aut: the person found, or the name alone to pick from. */
function composerAttribution(name: string, person: PickedRecord | null) {
  const item = newListItem(attributionsField());
  // A picker value without an id holds the name as typed text: searched for, never sent.
  return { ...item, person: person ?? { id: 0, title: name }, function: 'aut', qualifier: 'asc' };
}

/**
 * "Catalogue as a score" (`/scores/create?entry={id}`): a new score in the entry's collection, its signature
 * as shelfmark, its genre, its composer as the author, and linked to the entry; saved, it returns to the page.
 */
export const scoreFromEntry: StartingRecord<Entry> = {
  param: 'entry',
  load: loadOperation(EntryForScore, (data) => data.getEntry),
  async values(entry, blank, client) {
    const composer = entry.composer?.trim() ?? '';
    const person = composer ? await composerCandidate(client, composer) : null;
    const { collection } = entry.page.catalog;
    const values: FormValues = {
      ...blank,
      collection: { id: collection.id, title: collection.name },
      shelfmark: entry.signature?.trim() ?? '',
      entries: [
        {
          id: {
            id: entry.id,
            title: entryTitle(entry),
            href: entryPath(entry.page.catalog.id, entry.page.id),
          },
        },
      ],
    };
    const genre = entry.genre?.trim();
    if (genre) values.genres = [{ ...blankGenre(), name: genre }];
    if (composer) values.attributions = [composerAttribution(composer, person)];
    return values;
  },
  returnTo: (entry) => entryPath(entry.page.catalog.id, entry.page.id),
};
