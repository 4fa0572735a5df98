import type { WalletAccount } from '@/api/schemas/wallet';

/**
 * The withdrawal fee as the server computes it (the spec shows a fee and a rate but gives no
 * values: they come from the account's withdrawal rules, the mock's fixtures/accounts/config.ts):
 * fee = max(amount x feeRate, minFee), rounded to the fen; paid out = amount - fee.
 */
export function withdrawalFee(amount: number, rules: WalletAccount['withdrawal']): number {
  return Math.round(Math.max(amount * rules.feeRate, rules.minFee) * 100) / 100;
}

export function paidOut(amount: number, rules: WalletAccount['withdrawal']): number {
  return Math.round((amount - withdrawalFee(amount, rules)) * 100) / 100;
}

/** '2%' from 0.02. */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 10000) / 100}%`;
}
