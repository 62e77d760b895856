import type { RecordTypeLabels } from './types.ts';

// A module of its own: the web shell bundles these and loads the rest of the German strings later.
export const deRecordTypes: RecordTypeLabels = {
  collection: 'Sammlung',
  catalog: 'Katalog',
  entry: 'Katalogeintrag',
  score: 'Musikalie',
  person: 'Person',
  publication: 'Publikation',
  composite: 'Sammelquelle',
  digital_copy: 'Digitalisat',
};
