import { describe, expect, it } from 'vitest';
import { ORDER_TYPES } from '@/api/schemas/wallet';
import { applyScenario } from '../runtime';
import { createDb, db, type MockDb } from './index';
import { ledgerMismatches, ledgerSum, roundYuan } from './ledger';
import { smsCodesFor } from './accounts';

function paidOrders(store: MockDb, type: number): string[] {
  return store.accounts.orders
    .filter((o) => o.type === type && o.status === 'paid')
    .map((o) => `${o.userId}:${o.productId}`)
    .sort();
}

function accessPairs(lists: Record<string, string[]>): string[] {
  return Object.entries(lists)
    .flatMap(([userId, ids]) => ids.map((id) => `${userId}:${id}`))
    .sort();
}

describe('the seeded accounts slice', () => {
  const seeded = createDb();

  it('gives every member a balance equal to the sum of their detail rows', () => {
    expect(ledgerMismatches(seeded)).toEqual([]);
    expect(Object.keys(seeded.accounts.wallets).length).toBe(Object.keys(seeded.users).length);
    expect(seeded.accounts.wallets['10001']?.balance).toBe(258.34);
  });

  it('keeps each row balanceAfter as the running sum, never below zero', () => {
    const running: Record<string, number> = {};
    for (const row of seeded.accounts.ledger) {
      running[row.userId] = roundYuan((running[row.userId] ?? 0) + row.amount);
      expect(row.balanceAfter, row.id).toBe(running[row.userId]);
      expect(row.balanceAfter, row.id).toBeGreaterThanOrEqual(0);
    }
  });

  it('has a paid order behind every seeded unlock and subscription of the content slice', () => {
    expect(paidOrders(seeded, ORDER_TYPES.post)).toEqual(accessPairs(seeded.content.unlocks));
    expect(paidOrders(seeded, ORDER_TYPES.subscription)).toEqual(
      accessPairs(seeded.content.subscriptions),
    );
  });

  it('is the same on every run and survives JSON', () => {
    expect(createDb().accounts).toEqual(seeded.accounts);
    expect(JSON.parse(JSON.stringify(seeded.accounts))).toEqual(seeded.accounts);
  });

  it('seeds the named accounts: three questions for the member, none for no_question', () => {
    expect(seeded.accounts.securityAnswers['10001']).toHaveLength(3);
    expect(seeded.users['10004']?.username).toBe('no_question');
    expect(seeded.accounts.securityAnswers['10004']).toEqual([]);
    expect(seeded.users['10005']?.isVisitor).toBe(true);
    expect(smsCodesFor(seeded).defaultCode).toBe('246810');
  });
});

describe('balance-shortfall', () => {
  it('empties every wallet and the ledger still adds up', () => {
    applyScenario('balance-shortfall');
    const store = db();
    for (const userId of Object.keys(store.accounts.wallets)) {
      expect(store.accounts.wallets[userId]?.balance, userId).toBe(0);
      expect(ledgerSum(store, userId), userId).toBe(0);
    }
    expect(ledgerMismatches(store)).toEqual([]);
  });
});
