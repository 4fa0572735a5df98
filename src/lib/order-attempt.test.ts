import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import { db } from '@mocks/db';
import { expectLedgerConsistent, setUpAccountClient } from '@mocks/handlers/account-test-kit';
import { applyScenario } from '@mocks/runtime';
import { createOrderAttempt, OrderAttemptError, type OrderRequest } from './order-attempt';

setUpAccountClient();

const recharge: OrderRequest = {
  sourceType: 3,
  channel: 'Alipay',
  count: 1,
  payAmount: 30,
  payType: 0,
  productId: 'recharge',
  remark: '',
  type: 5,
};

const ordersOfMember = () => db().accounts.orders.filter((o) => o.userId === '10001').length;

describe('createOrderAttempt: one confirmation, at most one order', () => {
  it('a double tap (two calls in flight) makes one token and one order', async () => {
    applyScenario('');
    const before = ordersOfMember();
    const attempt = createOrderAttempt();
    const [first, second] = await Promise.all([attempt.order(recharge), attempt.order(recharge)]);
    expect(second.orderId).toBe(first.orderId);
    expect(ordersOfMember()).toBe(before + 1);
    // A later call answers the same order without asking the server again.
    await expect(attempt.order(recharge)).resolves.toEqual(first);
    expect(ordersOfMember()).toBe(before + 1);
    expectLedgerConsistent();
  });

  it('a retry after an order failure reuses the pay token and still makes one order', async () => {
    applyScenario('wallet.createOrder=code:10000');
    const before = ordersOfMember();
    const tokensBefore = db().accounts.payTokens.length;
    const attempt = createOrderAttempt();
    const failure = await attempt.order(recharge).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(OrderAttemptError);
    expect((failure as OrderAttemptError).step).toBe('order');
    expect(ordersOfMember()).toBe(before);
    // The same db, the failure lifted: the retry pays with the token it already has.
    applyScenario('', { keepDb: true });
    await attempt.order(recharge);
    expect(db().accounts.payTokens.length).toBe(tokensBefore + 1);
    expect(ordersOfMember()).toBe(before + 1);
  });

  it('a lost order answer is asked again with the same token: the same order, one order', async () => {
    applyScenario('order-answer-lost');
    const before = ordersOfMember();
    const told: string[] = [];
    const attempt = createOrderAttempt();
    const order = await attempt.order(recharge, { onChecking: () => told.push('checking') });
    expect(told).toEqual(['checking']);
    expect(ordersOfMember()).toBe(before + 1);
    expect(attempt.current()?.orderId).toBe(order.orderId);
  });

  it('every answer lost: the sheet retries later with the same token and gets the same order', async () => {
    applyScenario('wallet.createOrder=network-after');
    const before = ordersOfMember();
    const attempt = createOrderAttempt();
    const failure = await attempt.order(recharge).catch((e: unknown) => e);
    expect((failure as OrderAttemptError).step).toBe('order');
    expect(ordersOfMember()).toBe(before + 1);
    applyScenario('', { keepDb: true });
    const order = await attempt.order(recharge);
    expect(ordersOfMember()).toBe(before + 1);
    expect(db().accounts.orders.at(-1)?.orderId).toBe(order.orderId);
  });

  it('the same token for another purchase is refused (a token buys once)', async () => {
    applyScenario('');
    const { token } = await request(wallet.payToken, {});
    await request(wallet.createOrder, { body: { ...recharge, token } });
    await expect(
      request(
        wallet.createOrder,
        { body: { ...recharge, payAmount: 40, token } },
        { notify: false },
      ),
    ).rejects.toMatchObject({ kind: 'code' });
  });

  it('tells which step failed: the token call', async () => {
    applyScenario('pay-token-network');
    const failure = await createOrderAttempt()
      .order(recharge)
      .catch((e: unknown) => e);
    expect((failure as OrderAttemptError).step).toBe('token');
    await expect(request(wallet.orders, { query: { page: 1, size: 1 } })).resolves.toBeTruthy();
  });
});
