import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { request } from '@/api/client';
import type { Page } from '@/api/envelope';
import { walletEndpoints } from '@/api/endpoints/wallet';
import type { BalanceDetail, DetailType } from '@/api/schemas/wallet';
import { endpointKey } from '@/api/query-key';

export const DETAILS_PAGE_SIZE = 20;

/** Balance details, newest first, a page at a time (by nextPage until hasNextPage is false). */
export function balanceDetailsQuery(type?: DetailType) {
  return infiniteQueryOptions({
    queryKey: endpointKey(
      walletEndpoints.details,
      { query: { page: 1, size: DETAILS_PAGE_SIZE, type } },
      'pages',
    ),
    queryFn: ({ pageParam, signal }) =>
      request(
        walletEndpoints.details,
        { query: { page: pageParam, size: DETAILS_PAGE_SIZE, type } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.nextPage : undefined),
  });
}

export function useBalanceDetails(type?: DetailType) {
  return useInfiniteQuery(balanceDetailsQuery(type));
}

/**
 * One detail row by id (wallet.detail), so a detail screen opened from a link or after a reload
 * loads on its own. A row already in a loaded list page shows at once while it refetches.
 */
export function balanceDetailQuery(id: string) {
  return queryOptions({
    queryKey: endpointKey(walletEndpoints.detail, { path: { id } }),
    queryFn: ({ signal }) =>
      request(walletEndpoints.detail, { path: { id } }, { signal, notify: false }),
    retry: false,
  });
}

export function useBalanceDetail(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...balanceDetailQuery(id),
    placeholderData: () => findLoadedDetail(queryClient, id),
  });
}

/** A row of any loaded details page (the list the member came from). */
function findLoadedDetail(queryClient: QueryClient, id: string): BalanceDetail | undefined {
  const lists = queryClient.getQueriesData<InfiniteData<Page<BalanceDetail>>>({
    queryKey: [walletEndpoints.details.id],
  });
  for (const [, data] of lists) {
    const found = data?.pages.flatMap((p) => p.resultList).find((row) => row.id === id);
    if (found) return found;
  }
  return undefined;
}
