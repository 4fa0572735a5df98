import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '@/api/envelope';
import { MorePages } from '@/components/more-pages/MorePages';
import { QueryState } from '@/components/query-state/QueryState';
import classes from './activity.module.css';

/**
 * A paged message list in its four states: rows newest first, then "load more" while the server
 * says there is a next page (one load at a time; a page that fails says so under the rows).
 */
export function PagedList<T>({
  query,
  empty,
  label,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>, unknown>>;
  empty: string;
  label: string;
  children: (row: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      empty={empty}
      isEmpty={(data) => data.pages.every((p) => p.resultList.length === 0)}
    >
      {(data) => (
        <>
          <ul className={classes.list} aria-label={label}>
            {data.pages.flatMap((p) => p.resultList).map(children)}
          </ul>
          <MorePages query={query} mt="sm" />
        </>
      )}
    </QueryState>
  );
}
