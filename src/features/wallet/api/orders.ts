import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import type { OrderType } from '@/api/schemas/wallet';

export const ORDERS_PAGE_SIZE = 20;

/** Order records (VIP and recharge records), newest first. */
export function ordersQuery(type?: OrderType) {
  return infiniteQueryOptions({
    queryKey: ['wallet', 'orders', type ?? 'all'] as const,
    queryFn: ({ pageParam, signal }) =>
      request(
        walletEndpoints.orders,
        { query: { page: pageParam, size: ORDERS_PAGE_SIZE, type } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.nextPage : undefined),
  });
}

export function useOrders(type?: OrderType) {
  return useInfiniteQuery(ordersQuery(type));
}

/** VIP levels on sale. */
export function vipLevelsQuery() {
  return queryOptions({
    queryKey: ['wallet', 'levels'] as const,
    queryFn: ({ signal }) => request(walletEndpoints.levels, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useVipLevels() {
  return useQuery(vipLevelsQuery());
}
