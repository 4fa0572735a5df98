import { isApiError } from '@/api/api-error';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { AUTH_FAILURE_CODES } from '@/api/envelope';
import type { Order, PaymentResult } from '@/api/schemas/wallet';

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
 * Pays a Balance order with the pay password, and never lets a lost answer look like a refusal.
 * Issue 9: balancePay succeeded on the server, its answer was lost, the sheet said "Payment
 * failed" and the member bought again: charged twice. Now any failure that is not a plain
 * refusal asks the server for the order's state first; "already paid" is a success.
 */
export async function payBalanceOrder(
  orderId: string,
  payPassword: string,
): Promise<PaymentOutcome> {
  try {
    const result = await request(
      walletEndpoints.balancePay,
      { body: { orderId, payPassword } },
      { notify: false },
    );
    return { state: 'paid', result, order: result.order };
  } catch (error) {
    if (endsSession(error)) return { state: 'sessionEnded', error };
    // A refusal may also be "this order is already paid" (a retry after a lost answer): the
    // order's state decides, for refusals and lost answers alike.
    const order = await orderState(orderId);
    if (order?.status === 'paid') return { state: 'paid', result: null, order };
    if (order) return { state: 'refused', error };
    return isApiError(error) && error.kind === 'code'
      ? { state: 'refused', error }
      : { state: 'unknown', error };
  }
}
