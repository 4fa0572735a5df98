import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { messagesEndpoints as messages } from '@/api/endpoints/messages';
import { userEndpoints as user } from '@/api/endpoints/user';
import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import type { OrderPayload } from '@/api/schemas/wallet';
import { NAMED_TOKENS } from '@fixtures/users';
import { db } from '../db';
import { applyScenario } from '../runtime';
import {
  expectLedgerConsistent,
  failureOf,
  signInAs,
  setUpAccountClient,
} from './account-test-kit';

setUpAccountClient();

const balance = async () =>
  (await request(user.account, { path: { userId: '10001' } })).availableBalance;

async function latestDetail() {
  return (await request(wallet.details, { query: { page: 1, size: 10 } })).resultList[0]!;
}

async function order(
  payload: Partial<OrderPayload> & Pick<OrderPayload, 'type' | 'productId' | 'payAmount'>,
) {
  const { token } = await request(wallet.payToken, {});
  return request(wallet.createOrder, {
    body: {
      token,
      sourceType: 3,
      channel: 'Balance',
      count: 1,
      payType: 0,
      remark: '',
      ...payload,
    },
  });
}

const PAY_PASSWORD = '123456';
const yuan = (amount: number) => Math.round(amount * 100) / 100;

describe('the pay flow', () => {
  it('recharges: an order on an outside channel, paid, raises the balance with a 401 row', async () => {
    const start = await balance();
    const created = await order({
      type: 5,
      productId: 'recharge',
      payAmount: 100,
      channel: 'Alipay',
    });
    expect(created.status).toBe('unpaid');
    expectLedgerConsistent();
    const paid = await request(wallet.pay, { body: { orderId: created.orderId } });
    expect(paid.order.status).toBe('paid');
    // 100 yuan and the 5 % cashback of a recharge of at least 100 (detail type 209).
    expect(paid.availableBalance).toBe(yuan(start + 105));
    const rows = (await request(wallet.details, { query: { page: 1, size: 2 } })).resultList;
    expect(rows.map((r) => [r.type, r.amount])).toEqual([
      [209, 5],
      [401, 100],
    ]);
    expect(await balance()).toBe(paid.availableBalance);
    expectLedgerConsistent();
  });

  it('buys a VIP level: the balance goes down with a 101 row and the member is VIP', async () => {
    const start = await balance();
    const { token } = await request(wallet.payToken, {});
    const bought = await request(wallet.buyLevel, {
      path: { code: 'month' },
      body: { token, payPassword: PAY_PASSWORD },
    });
    expect(bought.vip.vipType).toBe('month');
    expect(bought.availableBalance).toBe(yuan(start - 30));
    expect(await latestDetail()).toMatchObject({
      type: 101,
      amount: -30,
      orderId: bought.order.orderId,
    });
    const info = await request(user.vipInfo, { path: { userId: '10001' } });
    expect(info).toMatchObject({ vipType: 'month', vipLevel: 1 });
    expect(Date.parse(info.vipExpireAt!)).toBeGreaterThan(Date.parse('2026-11-30T00:00:00Z'));
    expectLedgerConsistent();
  });

  it('buys a level once per pay token: a repeat answers the same purchase, charged once', async () => {
    const start = await balance();
    const { token } = await request(wallet.payToken, {});
    const buy = (payPassword: string) =>
      request(wallet.buyLevel, { path: { code: 'month' }, body: { token, payPassword } });
    // A wrong password uses nothing up: the same token buys with the right one.
    await failureOf(buy('000000'));
    const first = await buy(PAY_PASSWORD);
    const again = await buy(PAY_PASSWORD);
    expect(again.order.orderId).toBe(first.order.orderId);
    expect(await balance()).toBe(yuan(start - 30));
    const rows = (await request(wallet.details, { query: { page: 1, size: 50 } })).resultList;
    expect(rows.filter((r) => r.orderId === first.order.orderId)).toHaveLength(1);
    // Another level with a used token buys nothing.
    await failureOf(
      request(wallet.buyLevel, {
        path: { code: 'year' },
        body: { token, payPassword: PAY_PASSWORD },
      }),
    );
    expect(await balance()).toBe(yuan(start - 30));
    expectLedgerConsistent();
  });

  it('tips a creator (order type 3): 103 rows out of the member and into the creator', async () => {
    const start = await balance();
    const creatorStart = db().accounts.wallets['10002']!.balance;
    const tip = await order({ type: 3, productId: '10002', payAmount: 8.88, remark: '加油' });
    const paid = await request(wallet.balancePay, {
      body: { orderId: tip.orderId, payPassword: PAY_PASSWORD },
    });
    expect(paid.availableBalance).toBe(yuan(start - 8.88));
    expect(await latestDetail()).toMatchObject({
      type: 103,
      amount: -8.88,
      counterpartyId: '10002',
    });
    expect(db().accounts.wallets['10002']!.balance).toBe(yuan(creatorStart + 8.88));
    expectLedgerConsistent();
  });

  it('unlocks a paid post and subscribes through the content slice', async () => {
    const post = await order({ type: 2, productId: '50005', payAmount: 12 });
    await request(wallet.balancePay, {
      body: { orderId: post.orderId, payPassword: PAY_PASSWORD },
    });
    expect(db().content.unlocks['10001']).toContain('50005');
    expect(await latestDetail()).toMatchObject({ type: 102, amount: -12 });

    const before = await request(messages.chatPermission, { path: { toUserId: '10002' } });
    expect(before.allowed).toBe(true); // the creator wrote to the member first
    const sub = await order({ type: 4, productId: '10002', payAmount: 30 });
    await request(wallet.balancePay, { body: { orderId: sub.orderId, payPassword: PAY_PASSWORD } });
    expect(db().content.subscriptions['10001']).toContain('10002');
    expect((await request(user.profile, { path: { id: '10002' } })).subscribed).toBe(true);
    const again = await failureOf(order({ type: 4, productId: '10002', payAmount: 30 }));
    expect(again.message).toBe('You already subscribe to this creator');
    expectLedgerConsistent();
  });

  it('lets one pay token create one order only; the same payload again is that order', async () => {
    const { token } = await request(wallet.payToken, {});
    const body = {
      token,
      sourceType: 3 as const,
      channel: 'Balance' as const,
      count: 1,
      payAmount: 1,
      payType: 0 as const,
      productId: '10002',
      remark: '',
      type: 3 as const,
    };
    const orders = db().accounts.orders.length;
    const first = await request(wallet.createOrder, { body });
    // Issue 27: a retry after a lost answer gets the order the token made, not a refusal.
    expect((await request(wallet.createOrder, { body })).orderId).toBe(first.orderId);
    const other = await failureOf(request(wallet.createOrder, { body: { ...body, payAmount: 2 } }));
    expect(other.message).toBe('The payment token is no longer valid, please pay again');
    expect(db().accounts.orders.length).toBe(orders + 1);
  });

  it('refuses payments the balance cannot cover, and wrong prices', async () => {
    applyScenario('balance-shortfall');
    expect(await balance()).toBe(0);
    const vip = await order({ type: 1, productId: 'month', payAmount: 30 });
    const error = await failureOf(
      request(wallet.balancePay, { body: { orderId: vip.orderId, payPassword: PAY_PASSWORD } }),
    );
    expect(error.message).toBe('Insufficient balance, please recharge first!');
    const mismatch = await failureOf(order({ type: 1, productId: 'year', payAmount: 1 }));
    expect(mismatch.message).toBe('The payment amount does not match the price');
    expectLedgerConsistent();
  });

  it('answers the pay scenarios', async () => {
    applyScenario('payment-fails');
    const failed = await failureOf(
      request(wallet.pay, { body: { orderId: 'order-seed-recharge' } }),
    );
    expect(failed.message).toBe('Payment failed');

    applyScenario('pay-token-fails');
    const token = await failureOf(request(wallet.payToken, {}));
    expect([token.code, token.message]).toEqual(['10000', '']);

    applyScenario('order-network');
    expect((await failureOf(order({ type: 3, productId: '10002', payAmount: 1 }))).kind).toBe(
      'network',
    );
  });
});

describe('bank cards and withdrawal', () => {
  it('adds, lists and deletes a bank card', async () => {
    const added = await request(wallet.addBankCard, {
      body: {
        holderName: '林晓',
        cardNumber: '6217 0000 1000 2000 300',
        bankId: 'b02',
        payPassword: PAY_PASSWORD,
      },
    });
    expect(added).toMatchObject({ bankName: 'China Construction Bank', tailNumber: '0300' });
    expect((await request(wallet.bankCards, {})).map((c) => c.id)).toEqual([
      'card-10001-1',
      added.id,
    ]);
    const duplicate = await failureOf(
      request(wallet.addBankCard, {
        body: {
          holderName: '林晓',
          cardNumber: '6217000010002000300',
          bankId: 'b02',
          payPassword: PAY_PASSWORD,
        },
      }),
    );
    expect(duplicate.message).toBe('This bank card has already been added');
    await request(wallet.deleteBankCard, { path: { id: added.id } });
    expect((await request(wallet.bankCards, {})).map((c) => c.id)).toEqual(['card-10001-1']);
  });

  it('withdraws: a 403 row, a record with the fee, and the minimum amount', async () => {
    const start = await balance();
    const { token } = await request(wallet.payToken, {});
    const record = await request(wallet.withdraw, {
      body: { token, amount: 150, bankCardId: 'card-10001-1', payPassword: PAY_PASSWORD },
    });
    // Fee = max(150 x 2 %, 2) = 3.
    expect(record).toMatchObject({ amount: 150, fee: 3, actualAmount: 147, status: 'pending' });
    expect(await balance()).toBe(yuan(start - 150));
    expect(await latestDetail()).toMatchObject({
      type: 403,
      amount: -150,
      withdrawalId: record.id,
    });
    expect(await request(wallet.withdrawalRecord, { path: { id: record.id } })).toEqual(record);
    const { token: next } = await request(wallet.payToken, {});
    const small = await failureOf(
      request(wallet.withdraw, {
        body: { token: next, amount: 20, bankCardId: 'card-10001-1', payPassword: PAY_PASSWORD },
      }),
    );
    expect(small.message).toBe('The minimum withdrawal is 50 yuan');
    expectLedgerConsistent();
  });

  it('makes at most one withdrawal per pay token, however often it is sent', async () => {
    const start = await balance();
    const { token } = await request(wallet.payToken, {});
    const body = { token, amount: 60, bankCardId: 'card-10001-1', payPassword: PAY_PASSWORD };
    // A double tap sends twice at once; a retry after a lost answer sends again later.
    const [first, second] = await Promise.all([
      request(wallet.withdraw, { body }),
      request(wallet.withdraw, { body }),
    ]);
    const retried = await request(wallet.withdraw, { body });
    expect(second).toEqual(first);
    expect(retried).toEqual(first);
    expect(await balance()).toBe(yuan(start - 60));
    const rows = db().accounts.ledger.filter((r) => r.withdrawalId === first.id);
    expect(rows).toHaveLength(1);
    expect(db().accounts.withdrawals.filter((w) => w.userId === '10001')).toHaveLength(2);
    // Without a token of the member's, nothing moves.
    const forged = await failureOf(
      request(wallet.withdraw, { body: { ...body, token: 'paytoken-forged' } }),
    );
    expect(forged.message).toBe('The withdrawal token is no longer valid, please submit again');
    // A token used by a withdrawal cannot also create an order.
    const reused = await failureOf(
      request(wallet.createOrder, {
        body: {
          token,
          sourceType: 3,
          channel: 'Balance',
          count: 1,
          payAmount: 1,
          payType: 0,
          productId: '10002',
          remark: '',
          type: 3,
        },
      }),
    );
    expect(reused.message).toBe('The payment token is no longer valid, please pay again');
    expectLedgerConsistent();
  });

  it('refuses a wrong pay password without using up the token', async () => {
    const { token } = await request(wallet.payToken, {});
    const body = { token, amount: 60, bankCardId: 'card-10001-1' };
    await failureOf(request(wallet.withdraw, { body: { ...body, payPassword: '000000' } }));
    const record = await request(wallet.withdraw, { body: { ...body, payPassword: PAY_PASSWORD } });
    expect(record.amount).toBe(60);
    expectLedgerConsistent();
  });
});

describe('the pay password', () => {
  it('is exactly 6 digits', async () => {
    for (const payPassword of ['12345', '1234567', 'abcdef']) {
      const error = await failureOf(
        request(wallet.setPayPassword, { body: { password: 'pass1234', payPassword } }),
      );
      expect(error.code, payPassword).toBe('10103');
    }
  });

  it('is set with the login password and changed with the old one', async () => {
    applyScenario('pay-password-unset');
    expect(await request(wallet.paySafety, {})).toMatchObject({ hasPayPassword: false });
    const wrongLogin = await failureOf(
      request(wallet.setPayPassword, { body: { password: 'nope', payPassword: '246802' } }),
    );
    expect(wrongLogin.message).toBe('The login password is incorrect');
    await request(wallet.setPayPassword, { body: { password: 'pass1234', payPassword: '246802' } });
    expect(await request(wallet.paySafety, {})).toMatchObject({ hasPayPassword: true });
    const wrongOld = await failureOf(
      request(wallet.modifyPayPassword, {
        body: { oldPayPassword: '000000', payPassword: '135791' },
      }),
    );
    expect(wrongOld.message).toBe('The original payment password is incorrect');
    await request(wallet.modifyPayPassword, {
      body: { oldPayPassword: '246802', payPassword: '135791' },
    });
    expect(db().accounts.profiles['10001']?.payPassword).toBe('135791');
  });

  it("answers 'Failed to set payment password!' by scenario", async () => {
    applyScenario('pay-password-set-fails');
    const error = await failureOf(
      request(wallet.setPayPassword, { body: { password: 'pass1234', payPassword: '246802' } }),
    );
    expect(error.message).toBe('Failed to set payment password!');
  });
});

describe('creator subscription price', () => {
  it('is set by the creator and stops at 0', async () => {
    signInAs(NAMED_TOKENS.creator);
    expect(await request(wallet.setSubscriptionPrice, { path: { price: 45.5 } })).toEqual({
      subscriptionPrice: 45.5,
    });
    expect(await request(wallet.setSubscriptionPrice, { path: { price: 0 } })).toEqual({
      subscriptionPrice: null,
    });
    expect(
      (await failureOf(request(wallet.setSubscriptionPrice, { path: { price: 5000 } }))).code,
    ).toBe('10000');
  });
});
