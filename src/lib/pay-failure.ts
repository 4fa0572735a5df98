import { isApiError } from '@/api/api-error';
import { PROPOSED_CODES } from '@/api/proposed-codes';
import { OrderAttemptError } from '@/lib/order-attempt';
import type { PaymentOutcome } from '@/lib/order-attempt-pay';

/**
 * The pay sheet's texts for a failure (section 8), as locale keys or the server's own message:
 * - pay token answered a failure: its message, else 'unknown error-001'
 * - pay token call failed (network): 'server request exception-004!'
 * - order answered a failure: its message, else 'unknown error-002'
 * - order call failed (network): 'server request exception-003!'
 * - the payment itself: its message, else 'Payment failed'
 */
export type PayFailureText = { key: string } | { text: string };

function serverMessage(error: unknown): string {
  return isApiError(error) && error.kind === 'code' ? error.message.trim() : '';
}

function isNetwork(error: unknown): boolean {
  return !isApiError(error) || error.kind !== 'code';
}

export function describeOrderFailure(error: unknown): PayFailureText {
  if (error instanceof OrderAttemptError) {
    const cause = error.cause;
    if (error.step === 'token') {
      if (isNetwork(cause)) return { key: 'pay.errors.tokenNetwork' };
      return serverMessage(cause) ? { text: serverMessage(cause) } : { key: 'pay.errors.token' };
    }
    if (isNetwork(cause)) return { key: 'pay.errors.orderNetwork' };
    return serverMessage(cause) ? { text: serverMessage(cause) } : { key: 'pay.errors.order' };
  }
  return describePaymentFailure(error);
}

export function describePaymentFailure(error: unknown): PayFailureText {
  const message = serverMessage(error);
  return message ? { text: message } : { key: 'pay.errors.payment' };
}

/**
 * A payment that did not end paid: a refusal shows the server's text; a lost answer whose order
 * is not paid says nothing was charged; a lost answer whose order could not be read says so, so
 * the member checks before paying again (a retry in the same sheet reuses the same order anyway).
 */
export function describeUnpaid(
  outcome: Extract<PaymentOutcome, { state: 'refused' | 'unknown' }>,
): PayFailureText {
  if (outcome.state === 'unknown') return { key: 'pay.errors.unknownState' };
  return isNetwork(outcome.error)
    ? { key: 'pay.errors.notCharged' }
    : describePaymentFailure(outcome.error);
}

/**
 * The shortfall reported by the pay call itself: the balance changed after the sheet opened. The
 * code decides, never the message's wording (issue 25: a server that words it otherwise, or
 * answers in another language, must lead to recharge all the same). The catalogue gives the
 * shortfall no code: the client's is proposed (src/api/proposed-codes.ts).
 */
export function isShortfall(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'code' &&
    error.code === PROPOSED_CODES.insufficientBalance.code
  );
}
