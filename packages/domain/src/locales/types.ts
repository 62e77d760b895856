import type { CodeListName, CodeOf, RecordType } from '../codes.ts';

/** One label per code of every list: a missing or extra code is a type error in each language. */
export type CodeLabels = { [L in CodeListName]: Record<CodeOf<L>, string> };

export type RecordTypeLabels = Record<RecordType, string>;
