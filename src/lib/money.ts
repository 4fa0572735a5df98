/** Money in yuan (section 9), always with two decimals: 258.34 -> '¥258.34'. */
export function formatYuan(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}¥${Math.abs(amount).toFixed(2)}`;
}

/** A balance change: income with '+', spending with '-' (detail rows). */
export function formatSignedYuan(amount: number): string {
  return amount > 0 ? `+${formatYuan(amount)}` : formatYuan(amount);
}

/** Cache entries that money moving can change: the wallet's calls, the account and user info. */
const MONEY_KEYS = new Set(['wallet', 'user.account', 'user.vipInfo']);

/** Whether a query key belongs to what a payment, recharge or withdrawal changes. */
export function isMoneyKey(key: readonly unknown[]): boolean {
  const [head, second] = key;
  if (typeof head !== 'string') return false;
  return (
    MONEY_KEYS.has(head) || head.startsWith('wallet.') || (head === 'user' && second === 'current')
  );
}

/** Refetches the balance, records and details after money moved (or may have moved). */
export function invalidateMoney(queryClient: {
  invalidateQueries: (filters: {
    predicate: (query: { queryKey: readonly unknown[] }) => boolean;
  }) => Promise<void>;
}): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => isMoneyKey(query.queryKey) });
}
