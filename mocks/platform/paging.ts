import type { Page } from '@/api/envelope';

/** The contract's `sort` of a paged list. */
export type SortOrder = 'asc' | 'desc' | undefined;

/**
 * A list's documented order (its summary: newest, most liked, most played first) is its 'desc';
 * `sort: 'asc'` answers the same rows the other way round. Without `sort`, the documented order
 * (the spec makes asc the default, but every list the client shows is read newest or most first:
 * listed for the backend team as an expectation).
 */
export function inOrder<T>(rows: readonly T[], sort: SortOrder): T[] {
  return sort === 'asc' ? [...rows].reverse() : [...rows];
}

/**
 * Pages `rows` the way the API does: 1-based `page`, `nextPage` and `hasNextPage`; `rows` come in
 * the list's documented order and `sort` is the request's.
 */
export function paginate<T>(rows: readonly T[], page = 1, size = 10, sort?: SortOrder): Page<T> {
  const start = (page - 1) * size;
  const resultList = inOrder(rows, sort).slice(start, start + size);
  const hasNextPage = start + size < rows.length;
  return { resultList, hasNextPage, nextPage: hasNextPage ? page + 1 : page, total: rows.length };
}
