import type { Page } from '@/api/envelope';

/** Pages `rows` the way the API does: 1-based `page`, `nextPage` and `hasNextPage`. */
export function paginate<T>(rows: readonly T[], page = 1, size = 10): Page<T> {
  const start = (page - 1) * size;
  const resultList = rows.slice(start, start + size);
  const hasNextPage = start + size < rows.length;
  return { resultList, hasNextPage, nextPage: hasNextPage ? page + 1 : page, total: rows.length };
}
