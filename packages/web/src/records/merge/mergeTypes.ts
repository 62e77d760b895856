import type { PathRecordType } from '@fontes/domain';
import type { MergeType } from '../../graphql/generated/graphql.ts';

/** What can be merged, in the order the screens offer it. */
export const MERGE_TYPES: readonly MergeType[] = ['person', 'publication', 'score', 'genre', 'place'];

export const mergeTypeOf = (wanted: string | null): MergeType =>
  MERGE_TYPES.find((type) => type === wanted) ?? 'person';

/** The types with a record screen of their own (genres and places are names only). */
export const pathTypeOf = (type: MergeType): PathRecordType | null =>
  type === 'genre' || type === 'place' ? null : type;

/** `/merge?type=&keep=&merge=`: the records side by side, `keep` surviving. */
export const mergePath = (type: MergeType, keep: number, merge: readonly number[]) =>
  `/merge?${new URLSearchParams({ type, keep: String(keep), merge: merge.join(',') })}`;
