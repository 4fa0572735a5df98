import type { DetailType } from '@/api/schemas/wallet';
import type { AccountsDb, LedgerRow, WalletRow } from './accounts';
import { nextId } from './account-clock';

/**
 * The only way money moves: every change of a balance is a ledger row, so for every member the
 * sum of the signed detail amounts equals the wallet balance (mocks/db/ledger.test.ts).
 */
export function roundYuan(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function ensureWallet(db: AccountsDb, userId: string): WalletRow {
  db.accounts.wallets[userId] ??= { balance: 0, videoTicket: 0, postTicket: 0, downloadTicket: 0 };
  return db.accounts.wallets[userId];
}

export function balanceOf(db: AccountsDb, userId: string): number {
  return db.accounts.wallets[userId]?.balance ?? 0;
}

export interface LedgerEntry {
  userId: string;
  type: DetailType;
  /** Signed yuan: income positive, spending negative. */
  amount: number;
  at: string;
  orderId?: string | null;
  withdrawalId?: string | null;
  counterpartyId?: string | null;
  remark?: string;
}

export function postEntry(db: AccountsDb, entry: LedgerEntry): LedgerRow {
  const wallet = ensureWallet(db, entry.userId);
  const amount = roundYuan(entry.amount);
  wallet.balance = roundYuan(wallet.balance + amount);
  const row: LedgerRow = {
    id: nextId(db, 'detail'),
    userId: entry.userId,
    type: entry.type,
    amount,
    balanceAfter: wallet.balance,
    orderId: entry.orderId ?? null,
    withdrawalId: entry.withdrawalId ?? null,
    counterpartyId: entry.counterpartyId ?? null,
    remark: entry.remark ?? '',
    createdAt: entry.at,
  };
  db.accounts.ledger.push(row);
  return row;
}

export function ledgerSum(db: AccountsDb, userId: string): number {
  return roundYuan(
    db.accounts.ledger.filter((r) => r.userId === userId).reduce((sum, r) => sum + r.amount, 0),
  );
}

/** Members whose balance differs from the sum of their detail rows (empty when all is well). */
export function ledgerMismatches(db: AccountsDb): string[] {
  const userIds = new Set([
    ...Object.keys(db.accounts.wallets),
    ...db.accounts.ledger.map((r) => r.userId),
  ]);
  return [...userIds].filter((id) => ledgerSum(db, id) !== balanceOf(db, id));
}
