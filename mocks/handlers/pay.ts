import { PROPOSED_CODES } from '@/api/proposed-codes';
import { ORDER_TYPES, type OrderPayload, type PaymentResult } from '@/api/schemas/wallet';
import type { PayPasswordGuard } from '@/api/schemas/security';
import { ACCOUNT_MESSAGES as M } from '@fixtures/accounts/messages';
import { WALLET_MESSAGES as W } from '@fixtures/accounts/wallet-messages';
import { SECURITY_MESSAGES as S } from '@fixtures/accounts/security-messages';
import type { Localized } from '@fixtures/localized';
import type { MockDb } from '../db';
import type { OrderRow } from '../db/accounts';
import { tick } from '../db/account-clock';
import { balanceOf, roundYuan } from '../db/ledger';
import {
  clearPayPasswordGuard,
  payPasswordGuard,
  recordWrongPayPassword,
  withMinutesLeft,
} from '../db/wallet-security';
import { createOrderRow, settleOrder } from '../db/wallet-ops';
import { fail, MockFailure } from '../platform/handle';
import { grantAccess, hasUnlocked, subscribesTo } from './access';
import { toOrder } from './account-views';

/**
 * The pay flow's server side. Order: the pay token (single use) -> the payload's price rules ->
 * an unpaid order. Paying: the order -> simulated failure -> for Balance orders the pay password
 * and the balance -> settlement (mocks/db/wallet-ops.ts moves the money through the ledger).
 */

function samePrice(payAmount: number, unitPrice: number, count: number): boolean {
  return roundYuan(payAmount) === roundYuan(unitPrice * count);
}

/**
 * Price and product rules of an order payload, by type. Answers who is credited when the order
 * is paid (the payee), or the failure.
 */
function checkProduct(
  db: MockDb,
  userId: string,
  body: OrderPayload,
): MockFailure | { payeeId: string | null } {
  const free = { payeeId: null };
  // Card orders are made by the card call alone (inst/app/pay/private/rechargeCard).
  if (body.type === ORDER_TYPES.rechargeCard || body.channel === 'RechargeCard')
    return fail(M.channelNotAllowed);
  if (body.type === ORDER_TYPES.recharge) {
    if (body.channel === 'Balance') return fail(M.channelNotAllowed);
    return body.payAmount < 1 ? fail(M.rechargeTooSmall) : free;
  }
  // Spending goes through the balance; outside channels only recharge it.
  if (body.channel !== 'Balance') return fail(M.channelNotAllowed);
  switch (body.type) {
    case ORDER_TYPES.vip: {
      const level = db.accounts.vipLevels.find((l) => l.code === body.productId);
      if (!level) return fail(M.levelNotFound);
      if (db.users[userId]?.vipType === 'lifetime') return fail(M.alreadyLifetime);
      return samePrice(body.payAmount, level.price, body.count) ? free : fail(M.amountMismatch);
    }
    case ORDER_TYPES.post: {
      const post = db.content.posts.find((p) => p.postId === body.productId);
      if (!post || post.access !== 'paid' || post.price === null || post.userId === userId)
        return fail(M.postNotForSale);
      if (hasUnlocked(db, userId, post.postId)) return fail(M.alreadyUnlocked);
      return samePrice(body.payAmount, post.price, 1)
        ? { payeeId: post.userId }
        : fail(M.amountMismatch);
    }
    case ORDER_TYPES.reward: {
      if (!db.users[body.productId]) return fail(M.userNotFound);
      return body.productId === userId ? fail(M.cannotTipSelf) : { payeeId: body.productId };
    }
    case ORDER_TYPES.subscription: {
      const price = db.users[body.productId]?.subscriptionPrice;
      if (price == null || body.productId === userId) return fail(M.noSubscription);
      if (subscribesTo(db, userId, body.productId)) return fail(M.alreadySubscribed);
      return samePrice(body.payAmount, price, body.count)
        ? { payeeId: body.productId }
        : fail(M.amountMismatch);
    }
  }
}

function sameOrder(order: OrderRow, body: OrderPayload): boolean {
  return (
    order.type === body.type &&
    order.productId === body.productId &&
    order.channel === body.channel &&
    order.count === body.count &&
    roundYuan(order.payAmount) === roundYuan(body.payAmount)
  );
}

export function createOrder(
  db: MockDb,
  userId: string,
  body: OrderPayload,
): MockFailure | OrderRow {
  const token = db.accounts.payTokens.find((t) => t.token === body.token && t.userId === userId);
  if (!token) return fail(M.payTokenInvalid);
  // A used token creates nothing: one confirmation makes at most one order. The same payload
  // again (a retry after a lost answer, issue 27) answers the order it made; anything else is
  // refused, so a token cannot be spent on a second purchase.
  if (token.orderId !== null) {
    const made = db.accounts.orders.find((o) => o.orderId === token.orderId);
    return made && sameOrder(made, body) ? made : fail(M.payTokenInvalid);
  }
  const product = checkProduct(db, userId, body);
  if (product instanceof MockFailure) return product;
  const order = createOrderRow(
    db,
    {
      userId,
      type: body.type,
      productId: body.productId,
      payAmount: body.payAmount,
      count: body.count,
      channel: body.channel,
      remark: body.remark,
      payToken: body.token,
      payeeId: product.payeeId,
    },
    tick(db),
  );
  token.orderId = order.orderId;
  return order;
}

/**
 * The pay password of a member, for any payment, withdrawal, new bank card or pay-password change.
 * Issue 27: ten wrong tries in a row were each answered alike, then the right one paid. Each wrong
 * try now says how many are left, and the last one locks the pay password for a while, the right
 * password included (mocks/db/wallet-security.ts); the numbers are in the answer's `data`.
 */
export function checkPayPassword(
  db: MockDb,
  userId: string,
  payPassword: string | undefined,
  wrongMessage: Localized = M.payPasswordWrong,
): MockFailure | null {
  const stored = db.accounts.profiles[userId]?.payPassword ?? null;
  if (stored === null) return fail(M.payPasswordUnset);
  const guard = payPasswordGuard(db, userId);
  if (guard.lockedUntil !== null) return lockedFailure(guard);
  if (payPassword === stored) {
    clearPayPasswordGuard(db, userId);
    return null;
  }
  const after = recordWrongPayPassword(db, userId);
  return after.lockedUntil !== null
    ? lockedFailure(after)
    : fail(wrongMessage, PROPOSED_CODES.payPasswordWrong.code, after);
}

function lockedFailure(guard: PayPasswordGuard): MockFailure {
  return fail(
    withMinutesLeft(S.payPasswordLocked, guard),
    PROPOSED_CODES.payPasswordLocked.code,
    guard,
  );
}

/** Pays an order of the member. Balance orders need the pay password and enough balance. */
export function payOrder(
  db: MockDb,
  userId: string,
  orderId: string,
  payPassword: string | undefined,
): MockFailure | PaymentResult {
  const order = db.accounts.orders.find((o) => o.orderId === orderId && o.userId === userId);
  if (!order) return fail(M.orderNotFound);
  if (order.status === 'paid') return fail(M.orderAlreadyPaid);
  if (order.status === 'pending') return fail(W.paymentPending);
  if (db.accounts.simulate.paymentFails) return fail(M.paymentFailed);
  if (order.channel === 'Balance') {
    const refused = checkPayPassword(db, userId, payPassword);
    if (refused) return refused;
    const short =
      db.accounts.simulate.shortfallAtPayment || balanceOf(db, userId) < order.payAmount;
    if (short) return fail(M.insufficientBalance, PROPOSED_CODES.insufficientBalance.code);
    if (order.type === ORDER_TYPES.vip && db.users[userId]?.vipType === 'lifetime')
      return fail(M.alreadyLifetime);
  }
  const { outsideChannelLate, outsideChannelFails, outsideChannelSilent } = db.accounts.simulate;
  if (
    order.channel !== 'Balance' &&
    (outsideChannelLate || outsideChannelFails || outsideChannelSilent)
  ) {
    // The channel took the payment and settles it later: nothing is credited yet.
    order.status = 'pending';
    order.settling = {
      readsLeft: outsideChannelSilent ? Number.MAX_SAFE_INTEGER : SETTLING_READS,
      endsAs: outsideChannelFails ? 'unpaid' : 'paid',
    };
    return { order: toOrder(order), availableBalance: balanceOf(db, userId) };
  }
  settleOrder(db, order, tick(db));
  grantAccess(db, order);
  return { order: toOrder(order), availableBalance: balanceOf(db, userId) };
}

/** Reads of a pending order before its outside channel settles it (deterministic, no clock). */
export const SETTLING_READS = 2;

/** One read of an order: a pending one comes one read closer to settling (wallet.order). */
export function advanceSettling(db: MockDb, order: OrderRow): void {
  if (order.status !== 'pending' || !order.settling) return;
  order.settling.readsLeft -= 1;
  if (order.settling.readsLeft > 0) return;
  const { endsAs } = order.settling;
  delete order.settling;
  if (endsAs === 'unpaid') {
    order.status = 'unpaid';
    return;
  }
  settleOrder(db, order, tick(db));
  grantAccess(db, order);
}
