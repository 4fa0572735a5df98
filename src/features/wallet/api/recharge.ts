import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { ORDER_TYPES } from '@/api/schemas/wallet';
import { endpointKey } from '@/api/query-key';

/** The outside channels a recharge can use (the balance cannot pay for itself). */
export function rechargeWaysQuery() {
  return queryOptions({
    queryKey: endpointKey(walletEndpoints.payWays, { query: { type: ORDER_TYPES.recharge } }),
    queryFn: ({ signal }) =>
      request(walletEndpoints.payWays, { query: { type: ORDER_TYPES.recharge } }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRechargeWays() {
  return useQuery(rechargeWaysQuery());
}

/** One order by id (wallet.order): the recharge result screen loads after a reload too. */
export function orderQuery(orderId: string) {
  return queryOptions({
    queryKey: endpointKey(walletEndpoints.order, { path: { id: orderId } }),
    queryFn: ({ signal }) =>
      request(walletEndpoints.order, { path: { id: orderId } }, { signal, notify: false }),
    retry: false,
  });
}

export function useOrder(orderId: string) {
  return useQuery({ ...orderQuery(orderId), enabled: Boolean(orderId) });
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
