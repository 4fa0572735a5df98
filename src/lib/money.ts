/** Money in yuan (section 9), always with two decimals: 258.34 -> '¥258.34'. */
export function formatYuan(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}¥${Math.abs(amount).toFixed(2)}`;
}

/** A balance change: income with '+', spending with '-' (detail rows). */
export function formatSignedYuan(amount: number): string {
  return amount > 0 ? `+${formatYuan(amount)}` : formatYuan(amount);
}
