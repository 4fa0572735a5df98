import { Button } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@/api/envelope';
import { QueryState } from '@/components/query-state/QueryState';
import classes from './activity.module.css';

/**
 * A paged message list in its four states: rows newest first, then "more" while the server says
 * there is a next page (one load at a time).
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
  const { t } = useTranslation();
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
          {query.hasNextPage ? (
            <Button
              variant="subtle"
              size="md"
              fullWidth
              mt="sm"
              loading={query.isFetchingNextPage}
              onClick={() => {
                if (!query.isFetching) void query.fetchNextPage();
              }}
            >
              {t('activity.more')}
            </Button>
          ) : null}
        </>
      )}
    </QueryState>
  );
}
