import { describe, expect, it } from 'vitest';
import { request } from '@/api/client';
import { userEndpoints as user } from '@/api/endpoints/user';
import { walletEndpoints as wallet } from '@/api/endpoints/wallet';
import { applyScenario } from '../runtime';
import { expectLedgerConsistent, failureOf, setUpAccountClient } from './account-test-kit';

setUpAccountClient();

const account = () => request(user.account, { path: { userId: '10001' } });

describe('recharge cards', () => {
  it('credits the face value once: a 401 row, a paid type-6 order, a record', async () => {
    const start = (await account()).availableBalance;
    // Typed in groups and lower case: the same card.
    const redeemed = await request(wallet.rechargeCard, { body: { code: 'lm50-a7k9 q2w4 e6r8' } });
    expect(redeemed.availableBalance).toBe(Math.round((start + 50) * 100) / 100);
    expect(redeemed.record).toMatchObject({ amount: 50, cardCode: 'LM50 **** **** E6R8' });
    const detail = await request(wallet.detail, { path: { id: redeemed.record.detailId } });
    expect(detail).toMatchObject({ type: 401, amount: 50, orderId: redeemed.record.orderId });
    const order = await request(wallet.order, { path: { id: redeemed.record.orderId } });
    expect(order).toMatchObject({ type: 6, channel: 'RechargeCard', status: 'paid' });
    // No 209 cashback on a card: the newest row is the credit itself.
    const rows = await request(wallet.details, { query: { page: 1, size: 1 } });
    expect(rows.resultList[0]?.id).toBe(detail.id);

    const again = await failureOf(
      request(wallet.rechargeCard, { body: { code: 'LM50A7K9Q2W4E6R8' } }),
    );
    expect(again.message).toBe('This recharge card has already been used');
    expect((await account()).availableBalance).toBe(redeemed.availableBalance);
    const records = await request(wallet.rechargeCardRecords, { query: { page: 1, size: 10 } });
    expect(records.resultList).toEqual([redeemed.record]);
    expectLedgerConsistent();
  });

  it('refuses unknown, used and expired cards with their messages', async () => {
    const message = async (code: string) =>
      (await failureOf(request(wallet.rechargeCard, { body: { code } }))).message;
    expect(await message('LM50A7K9Q2W4E6R9')).toBe(
      'This recharge card code is not valid. Please check it and try again',
    );
    expect(await message('too short')).toMatch(/not valid/);
    expect(await message('LM30USED0000ZZZZ')).toBe('This recharge card has already been used');
    expect(await message('LM20OLD000000001')).toBe('This recharge card has expired');
    expectLedgerConsistent();
  });

  it("'codes-used' and 'recharge-card-records' set up the failure and the list", async () => {
    applyScenario('recharge-card-records');
    const records = await request(wallet.rechargeCardRecords, { query: { page: 1, size: 10 } });
    expect(records.resultList.map((r) => r.amount)).toEqual([66, 88]);
    expectLedgerConsistent();
    applyScenario('codes-used');
    const used = await failureOf(
      request(wallet.rechargeCard, { body: { code: 'LM100B3N5M7P9T2Y' } }),
    );
    expect(used.message).toBe('This recharge card has already been used');
    const code = await failureOf(request(wallet.exchange, { body: { code: 'VIP7DAYS2026' } }));
    expect(code.message).toBe('This exchange code has already been used');
    expectLedgerConsistent();
  });
});

describe('exchange codes', () => {
  it('grants tickets, moves no money, and works once', async () => {
    const before = await account();
    const ledgerBefore = (await request(wallet.details, { query: { page: 1, size: 1 } })).total;
    const result = await request(wallet.exchange, { body: { code: 'ticketpack2026' } });
    expect(result.reward).toEqual({
      kind: 'tickets',
      videoTicket: 5,
      postTicket: 3,
      downloadTicket: 1,
    });
    const after = await account();
    expect(after.videoTicket).toBe(before.videoTicket + 5);
    expect(after.postTicket).toBe(before.postTicket + 3);
    expect(after.downloadTicket).toBe(before.downloadTicket + 1);
    expect(result.tickets.videoTicket).toBe(after.videoTicket);
    expect(after.availableBalance).toBe(before.availableBalance);
    expect((await request(wallet.details, { query: { page: 1, size: 1 } })).total).toBe(
      ledgerBefore,
    );
    const again = await failureOf(request(wallet.exchange, { body: { code: 'TICKETPACK2026' } }));
    expect(again.message).toBe('This exchange code has already been used');
  });

  it('grants VIP days to a member without VIP; refuses expired and unknown codes', async () => {
    const result = await request(wallet.exchange, { body: { code: 'VIP7DAYS2026' } });
    expect(result.vip.vipType).toBe('month');
    expect(result.vip.vipExpireAt).not.toBeNull();
    const expired = await failureOf(request(wallet.exchange, { body: { code: 'EXPIRED2025' } }));
    expect(expired.message).toBe('This exchange code has expired');
    const unknown = await failureOf(request(wallet.exchange, { body: { code: 'NOSUCHCODE' } }));
    expect(unknown.message).toBe('This exchange code is not valid. Please check it and try again');
  });
});
