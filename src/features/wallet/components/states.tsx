import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryEmpty, QueryFailure, QueryLoading } from '@/components/query-state/QueryState';
import { isRefused } from './refused';
import stateClasses from './states.module.css';

/**
 * Whether a paged answer (an infinite query's pages) has no row at all: the Empty state of the
 * wallet's lists. Loading, Failure and Empty themselves are the QueryState cell's
 * (src/components/query-state/QueryState.tsx).
 */
export function noRows(data: { pages: Array<{ resultList: unknown[] }> }): boolean {
  return data.pages.every((page) => page.resultList.length === 0);
}

/**
 * The cell's Loading and Failure for a query a form only reads beside what it shows (the balance
 * above a recharge form, the bank list of the card form): nothing once it has its data.
 */
export function QueryPending({
  query,
  rows = 2,
}: {
  query: Pick<UseQueryResult, 'status' | 'refetch' | 'isRefetching'>;
  rows?: number;
}) {
  if (query.status === 'pending') return <QueryLoading rows={rows} />;
  if (query.status === 'error')
    return <QueryFailure retrying={query.isRefetching} onRetry={() => void query.refetch()} />;
  return null;
}

/**
 * Loading and Failure of one record by id (a detail, an order, a withdrawal); a record the server
 * refuses (not the member's, gone) is the cell's Empty with `notFound`, a failed call its Failure.
 */
export function RecordPending({
  query,
  notFound,
  rows = 3,
}: {
  query: Pick<UseQueryResult, 'status' | 'error' | 'refetch' | 'isRefetching'>;
  notFound: string;
  rows?: number;
}) {
  if (query.status === 'pending') return <QueryLoading rows={rows} />;
  if (query.status !== 'error') return null;
  if (isRefused(query.error)) return <QueryEmpty>{notFound}</QueryEmpty>;
  return <QueryFailure retrying={query.isRefetching} onRetry={() => void query.refetch()} />;
}

/** A failure told inline (an order or a payment that did not go through). */
export function ErrorText({ children }: { children: ReactNode }) {
  return (
    <p className={stateClasses.error} role="alert">
      {children}
    </p>
  );
}

export { stateClasses };
