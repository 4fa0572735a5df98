import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './QueryState.module.css';

/**
 * The four states of a data screen, in one place (Redwood's "cell"): Loading, Empty, Failure
 * and Success. Every data screen renders its query through this (paged lists through FeedList,
 * which uses the same parts), so each state looks and reads the same everywhere and
 * `src/testing/story-states.ts` can write the four stories of any screen.
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

type Div = Omit<HTMLAttributes<HTMLDivElement>, 'children'>;

/** Loading: a labelled, busy status around a skeleton of what is coming. */
export function QueryLoading({
  label,
  children,
  rows = 3,
  ...rest
}: { label?: string; children?: ReactNode; rows?: number } & Div) {
  const { t } = useTranslation();
  return (
    <div
      data-query-state="loading"
      role="status"
      aria-busy="true"
      aria-label={label ?? t('common.loading')}
      {...rest}
    >
      {children ?? (
        <Stack gap="sm">
          {Array.from({ length: rows }, (_, i) => (
            <Skeleton key={i} height={i === 0 ? 88 : 56} radius="md" />
          ))}
        </Stack>
      )}
    </div>
  );
}

/** Failure: what failed, as an alert, and a retry. */
export function QueryFailure({
  message,
  retryLabel,
  onRetry,
  retrying = false,
  ...rest
}: {
  message?: ReactNode;
  retryLabel?: string;
  onRetry: () => void;
  retrying?: boolean;
} & Div) {
  const { t } = useTranslation();
  return (
    <div data-query-state="failure" className={classes.message} {...rest}>
      <Stack gap="sm" align="center">
        <Text role="alert">{message ?? t('common.loadFailed')}</Text>
        <Button variant="light" size="md" loading={retrying} onClick={onRetry}>
          {retryLabel ?? t('common.retry')}
        </Button>
      </Stack>
    </div>
  );
}

/** Empty: says so (a text, or a node with a suggestion). */
export function QueryEmpty({ children, ...rest }: { children?: ReactNode } & Div) {
  const { t } = useTranslation();
  return (
    <div data-query-state="empty" className={classes.message} {...rest}>
      {typeof children === 'string' || children === undefined ? (
        <Text ta="center" className={classes.secondary}>
          {children ?? t('common.empty')}
        </Text>
      ) : (
        children
      )}
    </div>
  );
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
  if (query.status === 'pending') return <QueryLoading rows={skeletonRows}>{loading}</QueryLoading>;
  // A list whose next page, or a screen whose refresh, failed keeps what it showed: the error
  // policy has told the member, and the page's own "more" says so (the query is in error, its
  // data still there). Only a query with nothing to show is the Failure.
  if (query.status === 'error' && query.data === undefined)
    return (
      <QueryFailure
        message={failure}
        retrying={query.isRefetching}
        onRetry={() => void query.refetch()}
      />
    );
  const data = query.data as T;
  if (isEmpty(data)) return <QueryEmpty>{empty}</QueryEmpty>;
  return <div data-query-state="success">{children(data)}</div>;
}
