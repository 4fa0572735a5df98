import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import type { OrderType } from '@/api/schemas/wallet';
import { endpointKey } from '@/api/query-key';
import { paySafetyQuery } from '@/components/pay-password/use-pay-password-guard';

/** The pay ways of the sheet for an order type (the Balance way carries the member's balance). */
export function payWaysQuery(type: OrderType) {
  return queryOptions({
    queryKey: endpointKey(walletEndpoints.payWays, { query: { type } }),
    queryFn: ({ signal }) => request(walletEndpoints.payWays, { query: { type } }, { signal }),
    // The balance must be current when the sheet opens: a shortfall is decided from it.
    staleTime: 0,
  });
}

export function usePayWays(type: OrderType) {
  return useQuery(payWaysQuery(type));
}

/** Whether the member has a pay password (the sheet asks to set one first), and its guard. */
export function usePaySafety() {
  return useQuery(paySafetyQuery());
}
