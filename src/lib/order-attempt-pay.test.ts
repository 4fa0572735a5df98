import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { userEndpoints as user } from '@/api/endpoints/user';
import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import { db } from '@mocks/db';
import { expectLedgerConsistent, setUpAccountClient } from '@mocks/handlers/account-test-kit';
import { applyScenario } from '@mocks/runtime';
import { createOrderAttempt, type OrderRequest } from './order-attempt';
import { payBalanceOrder, payOutsideOrder } from './order-attempt-pay';

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

  it('a lost answer is reported as checking before the order is read back', async () => {
    applyScenario('pay-answer-lost');
    const order = await createOrderAttempt().order(tip);
    const told: string[] = [];
    const outcome = await payBalanceOrder(order.orderId, '123456', {
      onChecking: () => told.push('checking'),
    });
    expect(told).toEqual(['checking']);
    expect(outcome.state).toBe('paid');
  });

  it('a shortfall refusal keeps its code whatever the wording (issue 25)', async () => {
    applyScenario('wallet.balancePay=code:10401+message:Not%20enough%20money');
    const order = await createOrderAttempt().order(tip);
    const outcome = await payBalanceOrder(order.orderId, '123456');
    expect(outcome).toMatchObject({ state: 'refused', error: { code: '10401' } });
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

/** A recharge of ¥30 on Alipay (an outside channel). */
const recharge: OrderRequest = {
  ...tip,
  channel: 'Alipay',
  payAmount: 30,
  productId: 'recharge',
  type: 5,
};

describe('an outside channel (recharge) that settles late or fails (issue 27)', () => {
  const readOrder = (orderId: string) => request(wallet.order, { path: { id: orderId } });

  it('recharge-settles-late: pending, read back until paid, credited once', async () => {
    applyScenario('recharge-settles-late');
    const start = await balance();
    const order = await createOrderAttempt().order(recharge);
    const outcome = await payOutsideOrder(order.orderId);
    expect(outcome.state).toBe('pending');
    expect(await balance()).toBe(start);
    const states: string[] = [];
    for (let read = 0; read < 5; read += 1) states.push((await readOrder(order.orderId)).status);
    expect(states[0]).toBe('pending');
    expect(states.at(-1)).toBe('paid');
    expect(await balance()).toBe(Math.round((start + 30) * 100) / 100);
    expectLedgerConsistent();
  });

  it('recharge-fails: pending, then unpaid again, nothing credited', async () => {
    applyScenario('recharge-fails');
    const start = await balance();
    const order = await createOrderAttempt().order(recharge);
    expect((await payOutsideOrder(order.orderId)).state).toBe('pending');
    const states: string[] = [];
    for (let read = 0; read < 5; read += 1) states.push((await readOrder(order.orderId)).status);
    expect(states.at(-1)).toBe('unpaid');
    expect(await balance()).toBe(start);
  });

  it("a lost 'pay now' answer is read back: paid, not a failure", async () => {
    applyScenario('wallet.pay=network-after');
    const order = await createOrderAttempt().order(recharge);
    const told: string[] = [];
    const outcome = await payOutsideOrder(order.orderId, { onChecking: () => told.push('c') });
    expect(outcome.state).toBe('paid');
    expect(told).toEqual(['c']);
  });
});
