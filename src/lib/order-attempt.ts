import { isApiError } from '@/api/api-error';
import { request } from '@/api/client';
import { walletEndpoints } from '@/api/endpoints/wallet';
import type { Order, OrderPayload } from '@/api/schemas/wallet';

/** Which call of the order failed: the pay token, or the order itself. */
export type OrderStep = 'token' | 'order';

/** A failure of one step; `cause` is the ApiError (or anything else thrown). */
export class OrderAttemptError extends Error {
  readonly step: OrderStep;
  override readonly cause: unknown;

  constructor(step: OrderStep, cause: unknown) {
    super(`order attempt failed at ${step}`);
    this.name = 'OrderAttemptError';
    this.step = step;
    this.cause = cause;
  }
}

/** What the member confirms: the order payload without its token (the attempt supplies it). */
export type OrderRequest = Omit<OrderPayload, 'token'>;

/** Told when an answer was lost and the outcome is being read back ("checking…"). */
export interface CheckingListener {
  onChecking?: () => void;
}

/**
 * The call may have done its work on the server and only its answer was lost (a network failure
 * after sending): the outcome is unknown until read back, never a refusal.
 */
export function isLostAnswer(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

export interface OrderAttempt {
  /**
   * The order of this confirmation. Created at most once: a second call while the first is in
   * flight joins it, a call after success answers the same order, and a retry after a failure
   * reuses the same pay token — the server answers the same payload with the same token by the
   * order it made, so nothing is ordered twice. A lost answer is asked again at once with the
   * same token (`onChecking` meanwhile): the order made, never a second one.
   */
  order(payload: OrderRequest, listener?: CheckingListener): Promise<Order>;
  /** The order once created (null before). */
  current(): Order | null;
}

/**
 * One confirmation (a pay sheet, a recharge) = one attempt. The pay calls are made with
 * `notify: false`: the screen shows its own texts; authentication failures still end the session.
 */
export function createOrderAttempt(): OrderAttempt {
  let token: string | null = null;
  let created: Order | null = null;
  let pending: Promise<Order> | null = null;

  async function run(payload: OrderRequest, listener?: CheckingListener): Promise<Order> {
    if (token === null) {
      try {
        token = (await request(walletEndpoints.payToken, {}, { notify: false })).token;
      } catch (error) {
        throw new OrderAttemptError('token', error);
      }
    }
    const body = { ...payload, token };
    const send = () => request(walletEndpoints.createOrder, { body }, { notify: false });
    try {
      created = await send();
      return created;
    } catch (error) {
      if (!isLostAnswer(error)) throw new OrderAttemptError('order', error);
    }
    // Issue 27: the order may exist. The same token and payload read it back (or make it now).
    listener?.onChecking?.();
    try {
      created = await send();
      return created;
    } catch (error) {
      throw new OrderAttemptError('order', error);
    }
  }

  return {
    order(payload, listener) {
      if (created) return Promise.resolve(created);
      pending ??= run(payload, listener).finally(() => {
        pending = null;
      });
      return pending;
    },
    current: () => created,
  };
}
