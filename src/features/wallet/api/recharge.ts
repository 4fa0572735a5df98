import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { ORDER_TYPES } from '@/api/schemas/wallet';

/** The outside channels a recharge can use (the balance cannot pay for itself). */
export function rechargeWaysQuery() {
  return queryOptions({
    queryKey: ['wallet', 'payWays', ORDER_TYPES.recharge] as const,
    queryFn: ({ signal }) =>
      request(walletEndpoints.payWays, { query: { type: ORDER_TYPES.recharge } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRechargeWays() {
  return useQuery(rechargeWaysQuery());
}

/** One recharge order, looked up in the recharge records (the contract has no order-by-id call). */
export function rechargeOrderQuery(orderId: string) {
  return queryOptions({
    queryKey: ['wallet', 'rechargeOrder', orderId] as const,
    queryFn: async ({ signal }) => {
      const page = await request(
        walletEndpoints.orders,
        { query: { page: 1, size: 50, type: ORDER_TYPES.recharge } },
        { signal },
      );
      return page.resultList.find((o) => o.orderId === orderId) ?? null;
    },
  });
}

export function useRechargeOrder(orderId: string) {
  return useQuery({ ...rechargeOrderQuery(orderId), enabled: Boolean(orderId) });
}

/**
 * 'Pay now' for a recharge order. Paying the same order twice is refused by the server, so a
 * retry after a failure can never charge twice; the button is also disabled while in flight.
 */
export function usePayRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      request(walletEndpoints.pay, { body: { orderId } }, { notify: false }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
