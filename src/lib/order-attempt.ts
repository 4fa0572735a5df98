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

export interface OrderAttempt {
  /**
   * The order of this confirmation. Created at most once: a second call while the first is in
   * flight joins it, a call after success answers the same order, and a retry after a failure
   * reuses the same pay token — the server refuses a used token, so nothing is charged twice.
   */
  order(payload: OrderRequest): Promise<Order>;
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

  async function run(payload: OrderRequest): Promise<Order> {
    if (token === null) {
      try {
        token = (await request(walletEndpoints.payToken, {}, { notify: false })).token;
      } catch (error) {
        throw new OrderAttemptError('token', error);
      }
    }
    try {
      created = await request(
        walletEndpoints.createOrder,
        { body: { ...payload, token } },
        { notify: false },
      );
      return created;
    } catch (error) {
      throw new OrderAttemptError('order', error);
    }
  }

  return {
    order(payload) {
      if (created) return Promise.resolve(created);
      pending ??= run(payload).finally(() => {
        pending = null;
      });
      return pending;
    },
    current: () => created,
  };
}
