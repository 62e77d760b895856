import {
  catalogTitle,
  collectionTitle,
  compositeTitle,
  entryTitle,
  personName,
  publicationTitle,
  scoreTitle,
} from '@fontes/domain';
import type { ReferenceFieldDescriptor } from '../fieldDescriptor.ts';

type Titled = (record: never) => string;

/** The title a picked record of each type shows, read from the record as loaded. */
export const recordTitles: Record<ReferenceFieldDescriptor['recordType'], Titled> = {
  collection: collectionTitle,
  catalog: catalogTitle,
  entry: entryTitle,
  score: scoreTitle,
  person: personName,
  publication: publicationTitle,
  composite: compositeTitle,
  digital_copy: (copy: { name: string }) => copy.name,
  place: (place: { name: string }) => place.name,
};
