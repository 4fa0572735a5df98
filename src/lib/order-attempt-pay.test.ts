import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { userEndpoints as user } from '@/api/endpoints/user';
import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import { db } from '@mocks/db';
import { expectLedgerConsistent, setUpAccountClient } from '@mocks/handlers/account-test-kit';
import { applyScenario } from '@mocks/runtime';
import { createOrderAttempt, type OrderRequest } from './order-attempt';
import { payBalanceOrder } from './order-attempt-pay';

setUpAccountClient();

/** A tip of ¥6 to aya_photo (10002): a Balance order of type 3. */
const tip: OrderRequest = {
  sourceType: 3,
  channel: 'Balance',
  count: 1,
  payAmount: 6,
  payType: 0,
  productId: '10002',
  remark: '',
  type: 3,
};

const balance = async () =>
  (await request(user.account, { path: { userId: '10001' } })).availableBalance;
const tipRows = () =>
  db().accounts.ledger.filter((r) => r.userId === '10001' && r.type === 103).length;

describe('a lost payment answer never becomes a second charge (issue 9)', () => {
  it('pay-answer-lost: the order state says paid, a second try charges nothing', async () => {
    applyScenario('pay-answer-lost');
    const start = await balance();
    const rowsBefore = tipRows();
    const attempt = createOrderAttempt();
    const order = await attempt.order(tip);

    const first = await payBalanceOrder(order.orderId, '123456');
    expect(first.state).toBe('paid');
    // The member taps again in the same sheet: the same attempt gives the same order.
    const again = await attempt.order(tip);
    expect(again.orderId).toBe(order.orderId);
    const second = await payBalanceOrder(again.orderId, '123456');
    expect(second.state).toBe('paid');

    expect(await balance()).toBe(Math.round((start - 6) * 100) / 100);
    expect(tipRows()).toBe(rowsBefore + 1);
    expect(db().accounts.orders.filter((o) => o.payToken === order.orderId)).toHaveLength(0);
    const paidTips = db().accounts.orders.filter((o) => o.orderId === order.orderId);
    expect(paidTips.map((o) => o.status)).toEqual(['paid']);
    expectLedgerConsistent();
  });

  it('a refusal (wrong password) stays a refusal: the order is unpaid, nothing moved', async () => {
    const start = await balance();
    const order = await createOrderAttempt().order(tip);
    const outcome = await payBalanceOrder(order.orderId, '000000');
    expect(outcome.state).toBe('refused');
    expect(await balance()).toBe(start);
  });

  it('a call that never reached the server is "not paid", safe to try again', async () => {
    applyScenario('wallet.balancePay=network');
    const start = await balance();
    const order = await createOrderAttempt().order(tip);
    expect((await payBalanceOrder(order.orderId, '123456')).state).toBe('refused');
    expect(await balance()).toBe(start);
  });

  it('when the order state cannot be read either, the outcome is unknown (not "failed")', async () => {
    applyScenario('wallet.balancePay=network-after;wallet.order=network');
    const order = await createOrderAttempt().order(tip);
    expect((await payBalanceOrder(order.orderId, '123456')).state).toBe('unknown');
  });

  it('an ended session is told apart, so the sheet can keep the purchase', async () => {
    applyScenario('wallet.balancePay=code:10201');
    const order = await createOrderAttempt().order(tip);
    expect((await payBalanceOrder(order.orderId, '123456')).state).toBe('sessionEnded');
  });
});

describe('withdraw-answer-lost', () => {
  it('the same token sent again answers the same record: one withdrawal, one 403 row', async () => {
    applyScenario('withdraw-answer-lost');
    const start = await balance();
    const { token } = await request(wallet.payToken, {});
    const body = { token, amount: 100, bankCardId: 'card-10001-1', payPassword: '123456' };
    await expect(request(wallet.withdraw, { body })).rejects.toMatchObject({ kind: 'network' });
    const record = await request(wallet.withdraw, { body });
    expect(record.amount).toBe(100);
    expect(await balance()).toBe(Math.round((start - 100) * 100) / 100);
    expect(db().accounts.ledger.filter((r) => r.withdrawalId === record.id)).toHaveLength(1);
    expectLedgerConsistent();
  });
});
