import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import type { BalanceDetail, DetailType } from '@/api/schemas/wallet';

export const DETAILS_PAGE_SIZE = 20;

/** Balance details, newest first, a page at a time (by nextPage until hasNextPage is false). */
export function balanceDetailsQuery(type?: DetailType) {
  return infiniteQueryOptions({
    queryKey: ['wallet', 'details', type ?? 'all'] as const,
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

/** Pages read at most when looking one row up (the contract has no detail-by-id call). */
const LOOKUP_PAGES = 10;
const LOOKUP_SIZE = 50;

/** One detail row by id: read from the list, page by page, until found. */
export function balanceDetailQuery(id: string) {
  return queryOptions({
    queryKey: ['wallet', 'detail', id] as const,
    queryFn: async ({ signal }): Promise<BalanceDetail | null> => {
      for (let page = 1; page <= LOOKUP_PAGES; page += 1) {
        const result = await request(
          walletEndpoints.details,
          { query: { page, size: LOOKUP_SIZE } },
          { signal },
        );
        const found = result.resultList.find((row) => row.id === id);
        if (found) return found;
        if (!result.hasNextPage) break;
      }
      return null;
    },
  });
}

export function useBalanceDetail(id: string) {
  return useQuery(balanceDetailQuery(id));
}
