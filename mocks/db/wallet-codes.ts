import { DETAIL_TYPES, ORDER_TYPES } from '@/api/schemas/wallet';
import {
  EXCHANGE_CODES,
  RECHARGE_CARDS,
  type ExchangeCodeFixture,
  type ExchangeRewardFixture,
  type RechargeCardFixture,
} from '@fixtures/accounts/codes';
import type { AccountTables, AccountsDb, LedgerRow, OrderRow } from './accounts';
import { ensureWallet } from './ledger';
import { grantVipLevel } from './vip';
import { createOrderRow, settleOrder } from './wallet-ops';

/**
 * Recharge cards and exchange codes (fixtures/accounts/codes.ts). Checks that can fail (unknown,
 * used, expired) are the handler's; these operations assume a valid code.
 *
 * A redeemed card is a paid order of type 6 on the 'RechargeCard' channel, settled like a
 * recharge: one 401 detail row (the spec's type list is closed and a card is a recharge paid in
 * advance), without the 209 cashback of channel recharges. The order links the row to the card.
 */
export function findCard(code: string): RechargeCardFixture | undefined {
  return RECHARGE_CARDS.find((c) => c.code === code);
}

export function cardOrder(db: AccountsDb, cardId: string): OrderRow | undefined {
  return db.accounts.orders.find(
    (o) => o.type === ORDER_TYPES.rechargeCard && o.productId === cardId && o.status === 'paid',
  );
}

export function isCardUsed(db: AccountsDb, card: RechargeCardFixture): boolean {
  return Boolean(card.usedBeforeSeed) || cardOrder(db, card.cardId) !== undefined;
}

export function isExpired(expiresAt: string | null, at: string): boolean {
  return expiresAt !== null && expiresAt < at;
}

/** Credits a card's face value: the order, then its 401 row. */
export function redeemCard(
  db: AccountsDb,
  userId: string,
  card: RechargeCardFixture,
  at: string,
): { order: OrderRow; detail: LedgerRow } {
  const order = createOrderRow(
    db,
    {
      userId,
      type: ORDER_TYPES.rechargeCard,
      productId: card.cardId,
      payAmount: card.amount,
      count: 1,
      channel: 'RechargeCard',
      remark: '',
      payToken: null,
      payeeId: null,
    },
    at,
  );
  settleOrder(db, order, at);
  const detail = db.accounts.ledger.findLast(
    (r) => r.orderId === order.orderId && r.type === DETAIL_TYPES.recharge,
  );
  if (!detail) throw new Error(`No 401 row for ${order.orderId}`);
  return { order, detail };
}

/** Masks a card code for lists: the first and last four characters. */
export function maskCardCode(code: string): string {
  return `${code.slice(0, 4)} **** **** ${code.slice(-4)}`;
}

export interface ExchangeRow {
  code: string;
  userId: string;
  createdAt: string;
}

/**
 * Redeemed exchange codes. They move no money, so they have no ledger row; the table rides on the
 * accounts slice (created on first use, kept by QA persistence and reset with the db) until the
 * slice's owner declares it in AccountTables.
 */
type WithExchanges = AccountTables & { exchanges?: ExchangeRow[] };

export function exchangesOf(db: AccountsDb): ExchangeRow[] {
  const accounts: WithExchanges = db.accounts;
  accounts.exchanges ??= [];
  return accounts.exchanges;
}

export function findExchangeCode(code: string): ExchangeCodeFixture | undefined {
  return EXCHANGE_CODES.find((c) => c.code === code);
}

export function isExchangeUsed(db: AccountsDb, code: ExchangeCodeFixture): boolean {
  return Boolean(code.usedBeforeSeed) || exchangesOf(db).some((e) => e.code === code.code);
}

/** Grants the reward of a code: VIP days (as a bought level of that many days) or tickets. */
export function redeemExchange(
  db: AccountsDb,
  userId: string,
  code: ExchangeCodeFixture,
  at: string,
): ExchangeRewardFixture {
  const reward = code.reward;
  if (reward.kind === 'vip') {
    const level = db.accounts.vipLevels.find((l) => l.code === reward.vipType);
    if (level) grantVipLevel(db, userId, { ...level, days: reward.days }, 1, at);
  } else {
    const wallet = ensureWallet(db, userId);
    wallet.videoTicket += reward.videoTicket;
    wallet.postTicket += reward.postTicket;
    wallet.downloadTicket += reward.downloadTicket;
  }
  exchangesOf(db).push({ code: code.code, userId, createdAt: at });
  return reward;
}
