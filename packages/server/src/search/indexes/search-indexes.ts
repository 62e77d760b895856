import type { RecordName } from '@fontes/domain';
import type { SearchDependency, SearchIndex } from '../search-index.ts';
import { catalogSearch } from './catalog-search.ts';
import { collectionSearch } from './collection-search.ts';
import { compositeSearch } from './composite-search.ts';
import { digitalCopySearch } from './digital-copy-search.ts';
import { entrySearch } from './entry-search.ts';
import { personSearch } from './person-search.ts';
import { publicationSearch } from './publication-search.ts';
import { scoreSearch } from './score-search.ts';

// biome-ignore lint/suspicious/noExplicitAny: each index knows its own row type
type AnySearchIndex = SearchIndex<any>;

/** Every search index: what the search table holds, one index per type. */
export const searchIndexes: readonly AnySearchIndex[] = [
  collectionSearch,
  catalogSearch,
  entrySearch,
  scoreSearch,
  personSearch,
  publicationSearch,
  compositeSearch,
  digitalCopySearch,
];

/** Search entries of another type that show something of a saved record, found by its id. */
export interface Dependent extends SearchDependency {
  index: AnySearchIndex;
}

const dependentsByRecord = new Map<RecordName, Dependent[]>();
for (const index of searchIndexes) {
  for (const dependency of index.dependsOn ?? []) {
    const list = dependentsByRecord.get(dependency.record) ?? [];
    dependentsByRecord.set(dependency.record, [...list, { ...dependency, index }]);
  }
}

/** The entries to write again when records of `name` change, derived from what each index depends on. */
export function dependentsOf(name: RecordName): readonly Dependent[] {
  return dependentsByRecord.get(name) ?? [];
}
