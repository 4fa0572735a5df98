import { z } from 'zod/mini';
import { defineEndpoint } from '../contract';
import { pageOf, pageQuery } from '../envelope';
import { payPasswordGuardSchema } from '../schemas/security';
import {
  balanceDetailSchema,
  bankCardNumberSchema,
  bankCardSchema,
  bankSchema,
  detailTypeSchema,
  exchangeResultSchema,
  orderPayloadSchema,
  orderSchema,
  orderTypeSchema,
  payPasswordSchema,
  payTokenSchema,
  payWaySchema,
  paymentResultSchema,
  rechargeCardRecordSchema,
  vipLevelSchema,
  vipStateSchema,
  withdrawalSchema,
  yuanSchema,
} from '../schemas/wallet';

/**
 * Wallet, pay flow and VIP. The pay sheet: pay token -> create order (the token is single use)
 * -> balance pay with the 6-digit password. A recharge: create order on an outside channel -> pay.
 */
export const walletEndpoints = {
  detail: defineEndpoint({
    id: 'wallet.detail',
    method: 'GET',
    path: 'order/app/o/order/private/water/info/{id}',
    access: 'private',
    proposed: true,
    summary: 'One balance detail row of the member by id (a detail screen opened from a link)',
    pathParams: z.object({ id: z.string() }),
    data: balanceDetailSchema,
  }),
  order: defineEndpoint({
    id: 'wallet.order',
    method: 'GET',
    path: 'order/app/o/order/private/info/{id}',
    access: 'private',
    proposed: true,
    summary: "One order of the member by id (the recharge result screen, a detail row's order)",
    pathParams: z.object({ id: z.string() }),
    data: orderSchema,
  }),
  details: defineEndpoint({
    id: 'wallet.details',
    method: 'GET',
    path: 'order/app/o/order/private/water/page',
    access: 'private',
    summary: 'Balance details, newest first (types 101, 102, 103, 104, 209, 401, 403)',
    query: z.extend(pageQuery, { type: z.optional(detailTypeSchema) }),
    data: pageOf(balanceDetailSchema),
  }),
  payWays: defineEndpoint({
    id: 'wallet.payWays',
    method: 'GET',
    path: 'order/app/o/payChannel/private/account/getPayList',
    access: 'private',
    summary: 'Pay ways of the pay sheet; a recharge (order type 5) cannot use the balance',
    query: z.object({ type: z.optional(orderTypeSchema) }),
    data: z.array(payWaySchema),
  }),
  payToken: defineEndpoint({
    id: 'wallet.payToken',
    method: 'GET',
    path: 'order/app/o/pay/private/token',
    access: 'private',
    summary: 'A single-use pay token: one token creates at most one order',
    data: payTokenSchema,
  }),
  createOrder: defineEndpoint({
    id: 'wallet.createOrder',
    method: 'POST',
    path: 'order/app/o/order/private',
    access: 'private',
    summary: 'Creates an unpaid order from the order payload, using up its pay token',
    expects:
      'The same token with the same payload again (a retry after a lost answer) answers the ' +
      'order that token made; another payload with a used token is refused: one confirmation, ' +
      'one order, and a retry is never stuck',
    body: orderPayloadSchema,
    data: orderSchema,
  }),
  pay: defineEndpoint({
    id: 'wallet.pay',
    method: 'POST',
    path: 'order/app/o/pay/private',
    access: 'private',
    summary:
      "Pays an order ('pay now'): outside channels settle at once, Balance needs the password",
    expects:
      "An outside channel that settles later answers the order with status 'pending'; " +
      "order/app/o/order/private/info/{id} then reads it 'paid', or 'unpaid' again when the " +
      'channel failed. A shortfall on a Balance order answers code 10401 (proposed)',
    body: z.object({ orderId: z.string(), payPassword: z.optional(payPasswordSchema) }),
    data: paymentResultSchema,
  }),
  balancePay: defineEndpoint({
    id: 'wallet.balancePay',
    method: 'POST',
    path: 'inst/app/pay/private/balance/pay',
    access: 'private',
    summary: 'Pays a Balance order with the 6-digit pay password',
    expects:
      'A balance below the amount is refused with code 10401 (proposed), whatever the ' +
      "message's wording: the pay sheet then goes to recharge",
    body: z.object({ orderId: z.string(), payPassword: payPasswordSchema }),
    data: paymentResultSchema,
  }),
  orders: defineEndpoint({
    id: 'wallet.orders',
    method: 'GET',
    path: 'order/app/o/order/private/page',
    access: 'private',
    summary: 'Order records (VIP and recharge records), newest first, by type when given',
    query: z.extend(pageQuery, { type: z.optional(orderTypeSchema) }),
    data: pageOf(orderSchema),
  }),
  bankCards: defineEndpoint({
    id: 'wallet.bankCards',
    method: 'GET',
    path: 'inst/app/bank/private/card',
    access: 'private',
    summary: "The member's bank cards",
    data: z.array(bankCardSchema),
  }),
  addBankCard: defineEndpoint({
    id: 'wallet.addBankCard',
    method: 'POST',
    path: 'inst/app/bank/private/card',
    access: 'private',
    summary:
      'Adds a bank card (holder name, card number of 12 to 19 digits, bank). The body (not given ' +
      'by the spec) carries the pay password: a stolen session alone cannot add a card',
    body: z.object({
      holderName: z.string().check(z.minLength(1)),
      cardNumber: bankCardNumberSchema,
      bankId: z.string(),
      payPassword: payPasswordSchema,
    }),
    data: bankCardSchema,
  }),
  deleteBankCard: defineEndpoint({
    id: 'wallet.deleteBankCard',
    method: 'DELETE',
    path: 'inst/app/bank/private/card/{id}',
    access: 'private',
    summary: "Deletes one of the member's bank cards",
    pathParams: z.object({ id: z.string() }),
    data: z.null(),
  }),
  banks: defineEndpoint({
    id: 'wallet.banks',
    method: 'GET',
    path: 'inst/app/bank/private/list',
    access: 'private',
    summary: 'Banks a card may belong to, filtered by name or code when given',
    query: z.object({ name: z.optional(z.string()) }),
    data: z.array(bankSchema),
  }),
  withdraw: defineEndpoint({
    id: 'wallet.withdraw',
    method: 'POST',
    path: 'inst/app/pay/private/withdrawal',
    access: 'private',
    summary:
      'Withdraws to a bank card: the amount leaves the balance, the fee is kept from it. The body ' +
      '(not given by the spec) carries a pay token: a token makes at most one withdrawal, and ' +
      'sending it again answers the same record (a retry never withdraws twice)',
    body: z.object({
      token: z.string(),
      amount: yuanSchema.check(z.positive()),
      bankCardId: z.string(),
      payPassword: payPasswordSchema,
    }),
    data: withdrawalSchema,
  }),
  withdrawalRecord: defineEndpoint({
    id: 'wallet.withdrawalRecord',
    method: 'GET',
    path: 'inst/app/account/private/withdrawal/record/{id}',
    access: 'private',
    summary: 'One withdrawal record (the cash detail screen)',
    pathParams: z.object({ id: z.string() }),
    data: withdrawalSchema,
  }),
  modifyPayPassword: defineEndpoint({
    id: 'wallet.modifyPayPassword',
    method: 'POST',
    path: 'inst/app/account/private/password',
    access: 'private',
    summary: 'Changes the pay password, given the old one (exactly 6 digits)',
    body: z.object({ oldPayPassword: payPasswordSchema, payPassword: payPasswordSchema }),
    data: z.null(),
  }),
  setPayPassword: defineEndpoint({
    id: 'wallet.setPayPassword',
    method: 'POST',
    path: 'inst/app/account/private/password/add',
    access: 'private',
    summary:
      'Sets the first pay password, proven by the login password; refused when one is set (it is ' +
      'changed with the old one, or reset by SMS)',
    body: z.object({ password: z.string().check(z.minLength(1)), payPassword: payPasswordSchema }),
    data: z.null(),
  }),
  resetPayPassword: defineEndpoint({
    id: 'wallet.resetPayPassword',
    method: 'POST',
    path: 'inst/app/account/private/password/reset',
    access: 'private',
    proposed: true,
    summary:
      "Resets a forgotten pay password with the SMS code sent to the account's own bound phone " +
      "(user.ownPhoneCode, scene 'payPasswordReset': the client names no number); refused with " +
      'the proposed code phoneRecentlyChanged while the phone was changed less than a day ago; ' +
      'lifts a lock of the pay password',
    body: z.object({ smsCode: z.string().check(z.minLength(1)), payPassword: payPasswordSchema }),
    data: z.null(),
  }),
  paySafety: defineEndpoint({
    id: 'wallet.paySafety',
    method: 'GET',
    path: 'inst/app/account/private/safety',
    access: 'private',
    summary:
      'Pay-password state: set or not, and its guard against guessing (tries left, the lock and ' +
      'its time left)',
    expects:
      'Answers { hasPayPassword, maxTries, triesLeft, lockedUntil, retryAfterSeconds }: the ' +
      'guard the proposed codes payPasswordWrong / payPasswordLocked also carry, so a sheet ' +
      'opened later (or after a reload) shows the lock before anything is typed',
    data: z.extend(payPasswordGuardSchema, { hasPayPassword: z.boolean() }),
  }),
  setSubscriptionPrice: defineEndpoint({
    id: 'wallet.setSubscriptionPrice',
    method: 'PUT',
    path: 'user/app/u/account/private/up/{price}',
    access: 'private',
    summary: "Sets the member's monthly subscription price in yuan (0 stops offering one)",
    pathParams: z.object({ price: yuanSchema.check(z.minimum(0)) }),
    data: z.object({ subscriptionPrice: z.nullable(yuanSchema) }),
  }),
  levels: defineEndpoint({
    id: 'wallet.levels',
    method: 'GET',
    path: 'user/app/u/userLevel/public/buy/list',
    access: 'public',
    summary: 'VIP levels on sale: month, quarter, year, lifetime',
    data: z.array(vipLevelSchema),
  }),
  buyLevel: defineEndpoint({
    id: 'wallet.buyLevel',
    method: 'POST',
    path: 'user/app/u/userLevel/private/{code}',
    access: 'private',
    summary:
      'Buys a VIP level from the balance with the 6-digit pay password, in one call (a paid ' +
      'type-1 order and a 101 row); the VIP purchase of the pay sheet. The body (not given by ' +
      'the spec) carries a pay token: a token buys at most once, and sending it again answers ' +
      'the same purchase (a retry after a lost answer never charges twice)',
    expects:
      'Body { token, payPassword }: the token from order/app/o/pay/private/token; one token buys ' +
      'once and a repeat answers the same purchase. Answers { order, availableBalance, vip }',
    pathParams: z.object({ code: z.string() }),
    body: z.object({ token: z.string(), payPassword: payPasswordSchema }),
    data: z.extend(paymentResultSchema, { vip: vipStateSchema }),
  }),
  rechargeCard: defineEndpoint({
    id: 'wallet.rechargeCard',
    method: 'POST',
    path: 'inst/app/pay/private/rechargeCard',
    access: 'private',
    proposed: true,
    summary:
      'Redeems a recharge card code: its face value is credited to the balance (one 401 detail ' +
      'row, linked to a paid order of type 6); a card is redeemed once',
    body: z.object({ code: z.string().check(z.minLength(1)) }),
    data: z.object({ record: rechargeCardRecordSchema, availableBalance: yuanSchema }),
  }),
  rechargeCardRecords: defineEndpoint({
    id: 'wallet.rechargeCardRecords',
    method: 'GET',
    path: 'inst/app/pay/private/rechargeCard/record',
    access: 'private',
    proposed: true,
    summary: "The member's redeemed recharge cards, newest first",
    query: pageQuery,
    data: pageOf(rechargeCardRecordSchema),
  }),
  exchange: defineEndpoint({
    id: 'wallet.exchange',
    method: 'POST',
    path: 'inst/app/account/private/exchange',
    access: 'private',
    proposed: true,
    summary:
      'Redeems an exchange code for VIP days or tickets (video, post, download); the balance ' +
      'does not change, so it writes no detail row; a code is redeemed once',
    body: z.object({ code: z.string().check(z.minLength(1)) }),
    data: exchangeResultSchema,
  }),
};
