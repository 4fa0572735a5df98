import { z } from 'zod/mini';
import { vipTypeSchema } from './user';

/** Money is in yuan with at most 2 decimals. */
export const yuanSchema = z.number().check(z.multipleOf(0.01));

/**
 * A bank card number as typed: digits, spaces allowed (the server strips them and checks 12 to 19
 * digits with its own message). A masked one ('6222 **** **** 0001') is refused outright.
 */
export const bankCardNumberSchema = z.string().check(z.regex(/^[\d\s]+$/));

/**
 * Order types of the pay call (`type` of the order payload). The spec fixes 3 = reward; the others
 * are designed here:
 * 1 VIP level (productId = level code), 2 post unlock (productId = postId),
 * 3 reward/tip (productId = the userId tipped), 4 creator subscription (productId = creator userId),
 * 5 recharge (productId = 'recharge', paid through an outside channel),
 * 6 recharge card (productId = the card's id; created and paid at once by the card call, never by
 * the pay call).
 */
export const ORDER_TYPES = {
  vip: 1,
  post: 2,
  reward: 3,
  subscription: 4,
  recharge: 5,
  rechargeCard: 6,
} as const;
export const orderTypeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);
export type OrderType = z.infer<typeof orderTypeSchema>;

/**
 * Balance detail types (section 3): 101 buy VIP, 102 buy post, 103 tip, 104 subscription,
 * 209 recharge cashback, 401 recharge, 403 withdrawal.
 */
export const DETAIL_TYPES = {
  buyVip: 101,
  buyPost: 102,
  tip: 103,
  subscription: 104,
  rechargeCashback: 209,
  recharge: 401,
  withdrawal: 403,
} as const;
export const detailTypeSchema = z.union([
  z.literal(101),
  z.literal(102),
  z.literal(103),
  z.literal(104),
  z.literal(209),
  z.literal(401),
  z.literal(403),
]);
export type DetailType = z.infer<typeof detailTypeSchema>;

/**
 * 'Balance' is the spec's channel; Alipay, WeChat and UnionPay are the outside channels a recharge
 * uses; 'RechargeCard' only appears on the orders a redeemed recharge card creates.
 */
export const payChannelSchema = z.enum(['Balance', 'Alipay', 'WeChat', 'UnionPay', 'RechargeCard']);
export type PayChannelCode = z.infer<typeof payChannelSchema>;

/** One balance detail row (order/app/o/order/private/water/page). */
export const balanceDetailSchema = z.object({
  id: z.string(),
  type: detailTypeSchema,
  /** Signed: income positive, spending negative. The balance is the sum of all rows. */
  amount: yuanSchema,
  balanceAfter: yuanSchema,
  orderId: z.nullable(z.string()),
  withdrawalId: z.nullable(z.string()),
  /** The other party of a tip or subscription. */
  counterpartyId: z.nullable(z.string()),
  remark: z.string(),
  createdAt: z.string(),
});
export type BalanceDetail = z.infer<typeof balanceDetailSchema>;

/** The wallet account (user/app/u/account/private/get/{userId}). */
export const walletAccountSchema = z.object({
  userId: z.string(),
  availableBalance: yuanSchema,
  videoTicket: z.int(),
  postTicket: z.int(),
  /** Download ticket (unlimited viewing). */
  downloadTicket: z.int(),
  hasPayPassword: z.boolean(),
  subscriptionPrice: z.nullable(yuanSchema),
  /** Withdrawal rules: fee = max(amount x feeRate, minFee), taken from the amount paid out. */
  withdrawal: z.object({ feeRate: z.number(), minFee: yuanSchema, minAmount: yuanSchema }),
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

/** One pay way of the pay sheet. */
export const payWaySchema = z.object({
  channel: payChannelSchema,
  name: z.string(),
  /** The member's balance for 'Balance'; null for outside channels. */
  balance: z.nullable(yuanSchema),
});

/** The order payload (section 3) of order/app/o/order/private. */
export const orderPayloadSchema = z.object({
  /** Single-use pay token from order/app/o/pay/private/token. */
  token: z.string(),
  sourceType: z.literal(3),
  channel: payChannelSchema,
  count: z.int().check(z.minimum(1)),
  payAmount: yuanSchema.check(z.positive()),
  payType: z.literal(0),
  productId: z.string(),
  remark: z.string(),
  type: orderTypeSchema,
});
export type OrderPayload = z.infer<typeof orderPayloadSchema>;

/**
 * 'pending': paid on an outside channel that has not settled yet (issue 27); it ends 'paid', or
 * 'unpaid' again when the channel fails.
 */
export const orderStatusSchema = z.enum(['unpaid', 'pending', 'paid']);

export const orderSchema = z.object({
  orderId: z.string(),
  /** Display number. */
  orderNo: z.string(),
  type: orderTypeSchema,
  productId: z.string(),
  payAmount: yuanSchema,
  count: z.int(),
  channel: payChannelSchema,
  remark: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
});
export type Order = z.infer<typeof orderSchema>;

/** What a payment answers: the settled order and the balance after it. */
export const paymentResultSchema = z.object({
  order: orderSchema,
  availableBalance: yuanSchema,
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const payTokenSchema = z.object({ token: z.string() });

/** A bank of the bank list. */
export const bankSchema = z.object({ bankId: z.string(), code: z.string(), name: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/** Bank account (section 3): holder, card number, bank. The number is masked in answers. */
export const bankCardSchema = z.object({
  id: z.string(),
  bankId: z.string(),
  bankName: z.string(),
  holderName: z.string(),
  /** e.g. '6222 **** **** 3445'. */
  cardNumber: z.string(),
  tailNumber: z.string(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

export const withdrawalStatusSchema = z.enum(['pending', 'done', 'rejected']);

export const withdrawalSchema = z.object({
  id: z.string(),
  /** Taken from the balance. */
  amount: yuanSchema,
  fee: yuanSchema,
  feeRate: z.number(),
  /** Paid to the card: amount - fee. */
  actualAmount: yuanSchema,
  bankCard: bankCardSchema,
  status: withdrawalStatusSchema,
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** A VIP level on sale. */
export const vipLevelSchema = z.object({
  /** vipTypeSchema without 'none' (zod/mini enums have no `.exclude()`). */
  code: z.enum(vipTypeSchema.options.filter((type) => type !== 'none')),
  level: z.int(),
  name: z.string(),
  price: yuanSchema,
  originalPrice: yuanSchema,
  /** Null for lifetime, which never expires. */
  days: z.nullable(z.int()),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** The member's VIP state after a purchase. */
export const vipStateSchema = z.object({
  vipLevel: z.int(),
  vipType: vipTypeSchema,
  vipExpireAt: z.nullable(z.string()),
});

/** A six-digit payment password (section 5). */
export const payPasswordSchema = z.string().check(z.regex(/^\d{6}$/));

/**
 * A recharge card code as the member types it: 16 letters and digits, shown in groups of four
 * (spaces and dashes are ignored, letters are case-insensitive).
 */
export const RECHARGE_CARD_CODE = /^[A-Z0-9]{16}$/;

/** Strips the grouping a member may type and upper-cases: 'lm50 a7k9-…' -> 'LM50A7K9…'. */
export function normaliseCardCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/** One redeemed recharge card (inst/app/pay/private/rechargeCard/record). */
export const rechargeCardRecordSchema = z.object({
  /** The order the redemption created (order type 6, channel RechargeCard). */
  orderId: z.string(),
  /** Masked: 'LM50 **** **** R8T2'. */
  cardCode: z.string(),
  /** Face value credited to the balance (one 401 detail row). */
  amount: yuanSchema,
  /** The balance detail row of the credit. */
  detailId: z.string(),
  createdAt: z.string(),
});
export type RechargeCardRecord = z.infer<typeof rechargeCardRecordSchema>;

/** What an exchange code grants: VIP days of a level, or tickets. */
export const exchangeRewardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('vip'), vipType: vipTypeSchema, days: z.nullable(z.int()) }),
  z.object({
    kind: z.literal('tickets'),
    videoTicket: z.int(),
    postTicket: z.int(),
    downloadTicket: z.int(),
  }),
]);
export type ExchangeReward = z.infer<typeof exchangeRewardSchema>;

/** The answer of an exchange: what was granted, and the tickets and VIP after it. */
export const exchangeResultSchema = z.object({
  reward: exchangeRewardSchema,
  tickets: z.object({ videoTicket: z.int(), postTicket: z.int(), downloadTicket: z.int() }),
  vip: vipStateSchema,
});
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;
