import { isApiError } from '@/api/api-error';
import { OrderAttemptError } from '@/lib/order-attempt';

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
