import {
  DETAIL_TYPES,
  ORDER_TYPES,
  type DetailType,
  type OrderType,
  type PayChannelCode,
} from '@/api/schemas/wallet';
import type { AccountsDb, BankCardRow, OrderRow, WithdrawalRow } from './accounts';
import { nextId } from './account-clock';
import { postEntry, roundYuan } from './ledger';
import { grantVipLevel } from './vip';

/**
 * Orders, settlement and withdrawals, shared by the seeding (which replays history) and the
 * handlers. Checks that can fail (prices, balance, passwords) are the handlers' job: these
 * operations assume a valid request and keep the ledger consistent. Access to what was bought
 * (post unlocks, subscriptions) is the content slice's: mocks/handlers/pay.ts grants it.
 */
export interface NewOrder {
  userId: string;
  type: OrderType;
  productId: string;
  payAmount: number;
  count: number;
  channel: PayChannelCode;
  remark: string;
  payToken: string | null;
  payeeId: string | null;
  /** A fixed id for seeded orders; runtime orders get the next serial. */
  orderId?: string;
}

export function createOrderRow(db: AccountsDb, input: NewOrder, at: string): OrderRow {
  const { orderId, ...fields } = input;
  const serialId = nextId(db, 'order');
  const order: OrderRow = {
    ...fields,
    orderId: orderId ?? serialId,
    orderNo: `${at.slice(0, 10).replace(/-/g, '')}${String(db.accounts.serial).padStart(6, '0')}`,
    payAmount: roundYuan(input.payAmount),
    status: 'unpaid',
    createdAt: at,
    paidAt: null,
  };
  db.accounts.orders.push(order);
  return order;
}

type IncomeOrderType = typeof ORDER_TYPES.recharge | typeof ORDER_TYPES.rechargeCard;

/** The detail type of spending by order type (a recharge, by channel or by card, is income: 401). */
const SPENDING: Record<Exclude<OrderType, IncomeOrderType>, DetailType> = {
  [ORDER_TYPES.vip]: DETAIL_TYPES.buyVip,
  [ORDER_TYPES.post]: DETAIL_TYPES.buyPost,
  [ORDER_TYPES.reward]: DETAIL_TYPES.tip,
  [ORDER_TYPES.subscription]: DETAIL_TYPES.subscription,
};

/**
 * Marks an order paid and moves the money: a recharge adds 401 (and 209 cashback when large
 * enough), a redeemed recharge card 401 alone; spending is a negative row of its type, and the payee (tipped user, creator, post
 * author) is credited with the same type. `grantVip: false` lets the seeding replay a VIP
 * purchase without touching the user row, which already says what the member holds.
 */
export function settleOrder(
  db: AccountsDb,
  order: OrderRow,
  at: string,
  options: { grantVip?: boolean } = {},
): void {
  const { userId, payAmount: amount, orderId, remark, payeeId } = order;
  order.status = 'paid';
  order.paidAt = at;
  if (order.type === ORDER_TYPES.recharge || order.type === ORDER_TYPES.rechargeCard) {
    postEntry(db, { userId, type: DETAIL_TYPES.recharge, amount, at, orderId });
    const cashback = db.accounts.rules.rechargeCashback;
    // A card is prepaid at its face value (often a promotion already): no cashback on top.
    if (order.type === ORDER_TYPES.recharge && amount >= cashback.minAmount) {
      const back = roundYuan(amount * cashback.rate);
      postEntry(db, { userId, type: DETAIL_TYPES.rechargeCashback, amount: back, at, orderId });
    }
    return;
  }
  const type = SPENDING[order.type];
  postEntry(db, { userId, type, amount: -amount, at, orderId, remark, counterpartyId: payeeId });
  if (payeeId)
    postEntry(db, { userId: payeeId, type, amount, at, orderId, remark, counterpartyId: userId });
  if (order.type === ORDER_TYPES.vip && options.grantVip !== false) {
    const level = db.accounts.vipLevels.find((l) => l.code === order.productId);
    if (level) grantVipLevel(db, userId, level, order.count, at);
  }
}

/** Fee = max(amount x feeRate, minFee), rounded to the fen. */
export function withdrawalFee(db: AccountsDb, amount: number): number {
  const { feeRate, minFee } = db.accounts.rules.withdrawal;
  return roundYuan(Math.max(amount * feeRate, minFee));
}

export function recordWithdrawal(
  db: AccountsDb,
  input: {
    userId: string;
    amount: number;
    card: BankCardRow;
    at: string;
    status: WithdrawalRow['status'];
    id?: string;
  },
): WithdrawalRow {
  const fee = withdrawalFee(db, input.amount);
  const row: WithdrawalRow = {
    id: input.id ?? nextId(db, 'wd'),
    userId: input.userId,
    amount: roundYuan(input.amount),
    fee,
    feeRate: db.accounts.rules.withdrawal.feeRate,
    actualAmount: roundYuan(input.amount - fee),
    bankCard: { ...input.card },
    status: input.status,
    createdAt: input.at,
  };
  db.accounts.withdrawals.push(row);
  postEntry(db, {
    userId: input.userId,
    type: DETAIL_TYPES.withdrawal,
    amount: -row.amount,
    at: input.at,
    withdrawalId: row.id,
  });
  return row;
}
