// Made with yoga's helper: a GraphQLError of another module instance of 'graphql' would be masked.
import { createGraphQLError } from 'graphql-yoga';
import type { Translate } from '../i18n.ts';

// Every list query pages alike: at most MAX_PAGE_SIZE items from an offset, the page's `endCursor` (the
// offset after it) handed back as the next page's `after`, and one refusal for a size or start that is
// none, so that a client learns of its mistake instead of getting another page than it asked for.

export const MAX_PAGE_SIZE = 100;

/** A page as asked: its size and where it starts. */
export interface PageRequest {
  first: number;
  offset: number;
}

/** The paging arguments of a list query: `after` (an endCursor) or, for holdings, `offset`. */
export interface PagingArguments {
  first?: number | null;
  after?: string | null;
  offset?: number | null;
}

/** The offset an endCursor stands for; none for a cursor no page gave. */
function offsetAfter(after: string | null | undefined): number | null {
  if (after == null || after === '') return 0;
  return /^\d{1,9}$/.test(after) ? Number(after) : null;
}

/** The page asked for, or the translated refusal (BAD_USER_INPUT) of a size or start out of range. */
export function pageRequest(t: Translate, args: PagingArguments, defaultSize: number): PageRequest {
  const first = args.first ?? defaultSize;
  const offset = args.offset != null ? args.offset : offsetAfter(args.after);
  if (offset === null || !Number.isSafeInteger(offset) || offset < 0 || first < 1 || first > MAX_PAGE_SIZE) {
    throw createGraphQLError(t('Server.error_bad_input'), { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return { first, offset };
}

/** What a page of `shown` items out of `total` tells of the next: its cursor and whether there is one. */
export function pageCursor(page: PageRequest, shown: number, total: number) {
  const end = page.offset + shown;
  return { endCursor: shown ? String(end) : null, hasNextPage: end < total };
}
