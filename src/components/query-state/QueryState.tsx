import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './QueryState.module.css';

/**
 * The four states of a data screen, in one place (Redwood's "cell"): Loading, Empty, Failure
 * and Success. Every data screen renders its query through this, so each state looks and reads
 * the same everywhere and `src/testing/story-states.ts` can write the four stories of any screen.
 *
 * The state is on the wrapper as `data-query-state` for tests; Loading is a labelled status,
 * Failure an alert with a retry (the error policy has already shown the server's own message).
 */
export interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'refetch' | 'isRefetching'>;
  children: (data: T) => ReactNode;
  /** Whether the answer counts as empty (default: an empty array, or a page with no rows). */
  isEmpty?: (data: T) => boolean;
  /** The Loading state (default: grey blocks). */
  loading?: ReactNode;
  /** Grey rows of the default Loading state. */
  skeletonRows?: number;
  /** The Empty state's text, or a whole node. */
  empty?: ReactNode;
  /** What failed, when the generic text is not enough. */
  failure?: ReactNode;
}

function defaultIsEmpty(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object' && 'resultList' in data) {
    const rows = (data as { resultList: unknown }).resultList;
    return Array.isArray(rows) && rows.length === 0;
  }
  return data === null || data === undefined;
}

export function QueryState<T>({
  query,
  children,
  isEmpty = defaultIsEmpty,
  loading,
  skeletonRows = 3,
  empty,
  failure,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.status === 'pending') {
    return (
      <div
        data-query-state="loading"
        role="status"
        aria-busy="true"
        aria-label={t('common.loading')}
      >
        {loading ?? (
          <Stack gap="sm">
            {Array.from({ length: skeletonRows }, (_, i) => (
              <Skeleton key={i} height={i === 0 ? 88 : 56} radius="md" />
            ))}
          </Stack>
        )}
      </div>
    );
  }
  if (query.status === 'error') {
    return (
      <Stack data-query-state="failure" gap="sm" align="center" className={classes.message}>
        <Text role="alert">{failure ?? t('common.loadFailed')}</Text>
        <Button
          variant="light"
          size="md"
          loading={query.isRefetching}
          onClick={() => void query.refetch()}
        >
          {t('common.retry')}
        </Button>
      </Stack>
    );
  }
  const data = query.data as T;
  if (isEmpty(data)) {
    return (
      <div data-query-state="empty" className={classes.message}>
        {typeof empty === 'string' || empty === undefined ? (
          <Text ta="center" className={classes.secondary}>
            {empty ?? t('common.empty')}
          </Text>
        ) : (
          empty
        )}
      </div>
    );
  }
  return <div data-query-state="success">{children(data)}</div>;
}
