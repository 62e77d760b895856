import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateInPlaceProps, ReferenceFieldDescriptor } from '../../forms/fieldDescriptor.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { outcomeText } from '../../outcomes/outcome.ts';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';

// A place is picked like any record, searched among the places by name, and added at once when missing:
// a place is its name, so there is nothing more to ask.

const LookupPlaces = graphql(`
  query LookupPlaces($search: String) {
    places(search: $search) {
      id
      name
    }
  }
`);

const AddPlace = graphql(`
  mutation AddPlace($name: String!) {
    addPlace(name: $name) {
      ...SaveOutcomeFields
    }
  }
`);

/** The places whose names start with or resemble what was typed. */
function usePlaceSearch(query: string) {
  const { data, loading } = useQuery(LookupPlaces, { variables: { search: query }, skip: !query });
  const found = (query ? (data?.places ?? []) : []).map((place) => ({ id: place.id, title: place.name }));
  return { found, loading };
}

/** Adds the typed place as soon as it is chosen (a name known already answers that place). */
function AddPlaceInPlace({ text, onCreated, onFailed }: CreateInPlaceProps) {
  const { t } = useTranslation();
  const addPlace = useOutcomeMutation(AddPlace, (data) => data.addPlace, 'Place.add_failed');
  // biome-ignore lint/correctness/useExhaustiveDependencies: added once, for the text it was chosen with
  useEffect(() => {
    void addPlace.run({ variables: { name: text } }).then((added) => {
      if (added.success && added.id) onCreated({ id: added.id, title: text });
      else onFailed(outcomeText(t, added, 'Place.add_failed'));
    });
  }, [text]);
  return null;
}

/** A place field (an attribution's): its label `<Entity>.fields.<name>` as every field's. */
export function placeField(name: string): ReferenceFieldDescriptor {
  return {
    name,
    type: 'reference',
    recordType: 'place',
    search: usePlaceSearch,
    createInPlace: AddPlaceInPlace,
    createLabelKey: 'Place.add',
    uniqueTitles: true,
  };
}
