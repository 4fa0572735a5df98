import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { endpointKey } from '@/api/query-key';
import { invalidateMoney } from '@/lib/money';

export const CARD_RECORDS_PAGE_SIZE = 20;

/**
 * Redeeming a recharge card. `notify: false`: the screen shows a refusal ('already used',
 * 'expired'...) under the code, where the member can correct it. Every wallet query refetches
 * after a success (balance, details, records).
 */
export function useRedeemCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      request(walletEndpoints.rechargeCard, { body: { code } }, { notify: false }),
    onSuccess: () => invalidateMoney(queryClient),
  });
}

/** The member's redeemed recharge cards, newest first, a page at a time. */
export function cardRecordsQuery() {
  return infiniteQueryOptions({
    queryKey: endpointKey(
      walletEndpoints.rechargeCardRecords,
      { query: { page: 1, size: CARD_RECORDS_PAGE_SIZE } },
      'pages',
    ),
    queryFn: ({ pageParam, signal }) =>
      request(
        walletEndpoints.rechargeCardRecords,
        { query: { page: pageParam, size: CARD_RECORDS_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNextPage ? last.nextPage : undefined),
  });
}

export function useCardRecords() {
  return useInfiniteQuery(cardRecordsQuery());
}

/**
 * Redeeming an exchange code for VIP days or tickets. The tickets and the VIP state change, so
 * the wallet and whatever shows VIP (the person page, post locks) refetch.
 */
export function useExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      request(walletEndpoints.exchange, { body: { code } }, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
