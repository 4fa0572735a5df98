import { isApiError } from '@/api/api-error';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { AUTH_FAILURE_CODES } from '@/api/codes';
import type { Order, PaymentResult } from '@/api/schemas/wallet';
import { isLostAnswer, type CheckingListener } from '@/lib/order-attempt';

/**
 * What became of a payment of one order, as far as the client can know:
 * - paid: the answer said so, or the answer was lost and the order's state says it is paid
 * - refused: the server answered a failure and the order is not paid (safe to try again)
 * - unknown: the answer was lost and the order's state could not be read either
 * - sessionEnded: the session ended on the way (the error policy signs the member out)
 */
export type PaymentOutcome =
  | { state: 'paid'; result: PaymentResult | null; order: Order }
  | { state: 'refused'; error: unknown }
  | { state: 'unknown'; error: unknown }
  | { state: 'sessionEnded'; error: unknown };

/** An outside channel took the payment and has not settled it yet: read the order back. */
export type PendingOutcome = { state: 'pending'; order: Order };

export function endsSession(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'code' && AUTH_FAILURE_CODES.includes(error.code ?? '')
  );
}

/** The order's state (the proposed order-by-id GET); null when it cannot be read. */
async function orderState(orderId: string): Promise<Order | null> {
  try {
    return await request(walletEndpoints.order, { path: { id: orderId } }, { notify: false });
  } catch {
    return null;
  }
}

/**
 * Sends a payment and never lets a lost answer look like a refusal. Issue 9: balancePay
 * succeeded on the server, its answer was lost, the sheet said "Payment failed" and the member
 * bought again: charged twice. Now any failure that is not a plain refusal asks the server for the
 * order's state first ("checking…", issue 27); "already paid" is a success, "pending" (an outside
 * channel still settling) is read back by the screen until it settles.
 */
async function payChecked(
  orderId: string,
  send: () => Promise<PaymentResult>,
  listener: CheckingListener | undefined,
): Promise<PaymentOutcome | PendingOutcome> {
  try {
    const result = await send();
    return result.order.status === 'pending'
      ? { state: 'pending', order: result.order }
      : { state: 'paid', result, order: result.order };
  } catch (error) {
    if (endsSession(error)) return { state: 'sessionEnded', error };
    if (isLostAnswer(error)) listener?.onChecking?.();
    // A refusal may also be "this order is already paid" (a retry after a lost answer): the
    // order's state decides, for refusals and lost answers alike.
    const order = await orderState(orderId);
    if (order?.status === 'paid') return { state: 'paid', result: null, order };
    if (order?.status === 'pending') return { state: 'pending', order };
    if (order) return { state: 'refused', error };
    return isApiError(error) && error.kind === 'code'
      ? { state: 'refused', error }
      : { state: 'unknown', error };
  }
}

/** Pays a Balance order with the pay password (the pay sheet). */
export async function payBalanceOrder(
  orderId: string,
  payPassword: string,
  listener?: CheckingListener,
): Promise<PaymentOutcome> {
  const outcome = await payChecked(
    orderId,
    () =>
      request(walletEndpoints.balancePay, { body: { orderId, payPassword } }, { notify: false }),
    listener,
  );
  // The balance settles at once: an order of the balance said to be pending is not known paid.
  return outcome.state === 'pending' ? { state: 'unknown', error: null } : outcome;
}

/**
 * Pays an order on an outside channel ('pay now' of a recharge): the channel may answer at once
 * or leave the order pending until it settles (paid, or back to unpaid when the channel fails).
 */
export function payOutsideOrder(
  orderId: string,
  listener?: CheckingListener,
): Promise<PaymentOutcome | PendingOutcome> {
  return payChecked(
    orderId,
    () => request(walletEndpoints.pay, { body: { orderId } }, { notify: false }),
    listener,
  );
}
