import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { ORDER_TYPES } from '@/api/schemas/wallet';
import { endpointKey } from '@/api/query-key';
import { invalidateMoney } from '@/lib/money';
import { payOutsideOrder } from '@/lib/order-attempt-pay';

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

/** How often a pending recharge is read back while its outside channel settles it. */
export const PENDING_POLL_MS = 1500;

/** What the recharge result screen shows of its order's payment. */
export type RechargePaymentState =
  | 'unpaid'
  | 'paying'
  /** The answer was lost: the order is being read back (issue 27). */
  | 'checking'
  /** The outside channel took the payment and has not settled it: read back until it does. */
  | 'pending'
  | 'paid'
  /** It was pending and the channel failed it: unpaid again, nothing charged, pay again. */
  | 'channelFailed';

/**
 * 'Pay now' for a recharge order, and what became of it. Paying the same order twice is refused
 * by the server, so a retry after a failure can never charge twice. A lost answer is read back
 * from the order's state, never shown as a failure ("checking…"); an outside channel may leave
 * the order pending, and the screen reads it back every PENDING_POLL_MS until it is paid or unpaid
 * again (a reload finds it pending too, from the order itself).
 */
export function useRechargePayment(orderId: string) {
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [pendingSeen, setPendingSeen] = useState(false);
  const order = useQuery({
    ...orderQuery(orderId),
    enabled: Boolean(orderId),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
  const status = order.data?.status;
  // Remembered in state (not derived): a pending order that comes back unpaid was failed by its
  // channel, which is not the same as an order never paid.
  if (status === 'pending' && !pendingSeen) setPendingSeen(true);

  const settledAfterPending = useRef(false);
  useEffect(() => {
    if (status === 'pending') settledAfterPending.current = true;
    else if (status && settledAfterPending.current) {
      settledAfterPending.current = false;
      // Settled while the member watched: the balance and records move now.
      void invalidateMoney(queryClient);
    }
  }, [status, queryClient]);

  const pay = useMutation({
    mutationFn: () => {
      setPendingSeen(false);
      return payOutsideOrder(orderId, { onChecking: () => setChecking(true) });
    },
    onSuccess: (outcome) => {
      if (outcome.state === 'paid' || outcome.state === 'pending')
        queryClient.setQueryData(orderQuery(orderId).queryKey, outcome.order);
    },
    onSettled: () => {
      setChecking(false);
      return invalidateMoney(queryClient);
    },
  });

  const outcome = pay.data;
  const state: RechargePaymentState =
    status === 'paid' || outcome?.state === 'paid'
      ? 'paid'
      : pay.isPending
        ? checking
          ? 'checking'
          : 'paying'
        : status === 'pending'
          ? 'pending'
          : pendingSeen
            ? 'channelFailed'
            : 'unpaid';
  /** A refusal or an unknown outcome, to show beside 'pay now' (null once paid or pending). */
  const unpaid =
    state === 'unpaid' && (outcome?.state === 'refused' || outcome?.state === 'unknown')
      ? outcome
      : null;
  const balanceAfter =
    outcome?.state === 'paid' ? (outcome.result?.availableBalance ?? null) : null;

  return { order, state, unpaid, balanceAfter, payNow: () => pay.mutate() };
}
