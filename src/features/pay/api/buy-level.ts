import { isApiError } from '@/api/api-error';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import { OrderAttemptError, type CheckingListener } from '@/lib/order-attempt';
import { endsSession, type PaymentOutcome } from '@/lib/order-attempt-pay';

/**
 * A VIP level bought the spec's way (issue 16): `POST user/app/u/userLevel/private/{code}` with the
 * 6-digit pay password, not a generic type-1 order. One pay sheet is one confirmation: it asks
 * for one pay token and sends it with every try, and the server buys at most once per token
 * (answering a repeat with the same purchase). So a lost answer is asked again with the same
 * token: the purchase it made, never a second one.
 */
export interface LevelPurchase {
  buy(code: string, payPassword: string, listener?: CheckingListener): Promise<PaymentOutcome>;
}

const isNetwork = (error: unknown) => !isApiError(error) || error.kind !== 'code';

export function createLevelPurchase(): LevelPurchase {
  let token: string | null = null;

  async function payToken(): Promise<string> {
    if (token !== null) return token;
    try {
      token = (await request(walletEndpoints.payToken, {}, { notify: false })).token;
      return token;
    } catch (error) {
      throw new OrderAttemptError('token', error);
    }
  }

  return {
    async buy(code, payPassword, listener) {
      const used = await payToken();
      const send = () =>
        request(
          walletEndpoints.buyLevel,
          { path: { code }, body: { token: used, payPassword } },
          { notify: false },
        );
      let firstError: unknown;
      try {
        const result = await send();
        return { state: 'paid', result, order: result.order };
      } catch (error) {
        if (endsSession(error)) return { state: 'sessionEnded', error };
        if (!isNetwork(error)) return { state: 'refused', error };
        firstError = error;
      }
      // The answer was lost: the same token asks what it bought (or buys now), never twice.
      listener?.onChecking?.();
      try {
        const result = await send();
        return { state: 'paid', result, order: result.order };
      } catch (error) {
        if (endsSession(error)) return { state: 'sessionEnded', error };
        if (!isNetwork(error)) return { state: 'refused', error };
        return { state: 'unknown', error: firstError };
      }
    },
  };
}
