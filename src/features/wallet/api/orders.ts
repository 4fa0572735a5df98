import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import type { OrderType } from '@/api/schemas/wallet';
import { endpointKey } from '@/api/query-key';

export const ORDERS_PAGE_SIZE = 20;

/** Order records (VIP and recharge records), newest first. */
export function ordersQuery(type?: OrderType) {
  return infiniteQueryOptions({
    queryKey: endpointKey(
      walletEndpoints.orders,
      { query: { page: 1, size: ORDERS_PAGE_SIZE, type } },
      'pages',
    ),
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
    queryKey: endpointKey(walletEndpoints.levels, {}),
    queryFn: ({ signal }) => request(walletEndpoints.levels, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useVipLevels() {
  return useQuery(vipLevelsQuery());
}
