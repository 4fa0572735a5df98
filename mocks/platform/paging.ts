import type { Page } from '@/api/envelope';

/** The contract's `sort` of a paged list. */
export type SortOrder = 'asc' | 'desc' | undefined;

/**
 * Which `sort` answers a list in its documented order (its summary: newest, most liked, most
 * played first); the other value answers the same rows reversed, and no `sort` the documented
 * order. The spec's `page, size, sort` lists default to sort asc, and the app sends asc to read
 * them as documented; the `page, limit, sort` lists (hot, ranking, videos, games...) are read
 * with desc, most first (feeds.typePage, feeds.ranking: `expects`). For the backend team to
 * confirm: see the report of issue 25.
 */
export type DocumentedAs = 'asc' | 'desc';

export function inOrder<T>(rows: readonly T[], sort: SortOrder, documented: DocumentedAs): T[] {
  return sort && sort !== documented ? [...rows].reverse() : [...rows];
}

/**
 * Pages `rows` the way the API does: 1-based `page`, `nextPage` and `hasNextPage`; `rows` come in
 * the list's documented order and `sort` is the request's.
 */
export function paginate<T>(
  rows: readonly T[],
  page = 1,
  size = 10,
  sort?: SortOrder,
  documented: DocumentedAs = 'asc',
): Page<T> {
  const start = (page - 1) * size;
  const resultList = inOrder(rows, sort, documented).slice(start, start + size);
  const hasNextPage = start + size < rows.length;
  return { resultList, hasNextPage, nextPage: hasNextPage ? page + 1 : page, total: rows.length };
}
